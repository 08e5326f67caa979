import type { ProductFields } from '@nidra/shared/admin/admin.schema';
import { messages } from '@nidra/shared/messages';
import { toPaise } from '@nidra/shared/money/format.rules';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import type { AdminProductsRepository, ProductInsert } from './admin-products.repository.ts';

// What the admin form and the CSV import both write: a product's plain columns and its subcategory.

/** Text columns copied as they are from the fields to the products row. */
const TEXT_FIELDS = [
  'productName',
  'size',
  'designNumber',
  'barcode',
  'length',
  'chest',
  'fabric',
  'description',
  'productNameHi',
  'fabricHi',
  'descriptionHi',
  'hsn',
] as const;

/** The columns other than the prices that `has` names: texts as they are, cost price in paise, active unless told. */
export function plainColumns(f: Partial<ProductFields>, has: (key: keyof ProductFields) => boolean) {
  const set: Partial<ProductInsert> = {};
  for (const key of TEXT_FIELDS) if (has(key)) set[key] = f[key];
  if (has('quantity')) set.quantity = f.quantity;
  if (has('isActive')) set.isActive = f.isActive ?? true;
  if (has('actualPrice') && f.actualPrice !== undefined) set.actualPrice = toPaise(f.actualPrice);
  return set;
}

/**
 * The subcategory named; when missing, created under the named category (itself created if new) by
 * the CSV import only (`createMissing`), refused with 400 for the product form, where a new
 * subcategory is its own deliberate action (a typo must not add a menu entry). One without a picture
 * takes `displayImage`. A subcategory belongs to one category: the product follows its subcategory's category.
 */
export async function resolveSubcategory(
  repo: AdminProductsRepository,
  tx: DbOrTx,
  category: string,
  subcategory: string,
  displayImage: string | null,
  createMissing = false,
) {
  let sub = await repo.findSubcategory(tx, subcategory);
  if (!sub && !createMissing) throw badRequest(messages.unknownSubcategory(subcategory));
  if (!sub) {
    const categoryId = await repo.ensureCategory(tx, category);
    await repo.insertSubcategory(tx, { name: subcategory, categoryId, displayImage });
    sub = await repo.findSubcategory(tx, subcategory);
    if (!sub) throw new Error(`subcategory ${subcategory} vanished after insert`);
  } else if (!sub.displayImage && displayImage) {
    await repo.setSubcategoryImage(tx, sub.id, displayImage);
  }
  return sub;
}
