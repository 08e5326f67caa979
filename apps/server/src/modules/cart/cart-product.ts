import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { categories, productImages, products, subcategories } from '../../db/schema/index.ts';

// The cart maps with the catalogue's `toPublicProduct` (catalogue/product-mapper.ts) and selects its
// own columns here, so it does not reach into the catalogue repository; the cost price is never read.

/** Columns a public product view needs, selected with the category and subcategory names. */
export const publicProductColumns = {
  id: products.id,
  productName: products.productName,
  size: products.size,
  category: categories.name,
  subcategory: subcategories.name,
  mrp: products.mrp,
  sellingPrice: products.sellingPrice,
  discount: products.discount,
  designNumber: products.designNumber,
  isActive: products.isActive,
  displayImage: products.displayImage,
  barcode: products.barcode,
  length: products.length,
  chest: products.chest,
  quantity: products.quantity,
  fabric: products.fabric,
  description: products.description,
  hsn: products.hsn,
  createdAt: products.createdAt,
};

/** Image paths per product, in display order; one query for all the given products. */
export async function findImagePaths(db: DbOrTx, productIds: string[]): Promise<Map<string, string[]>> {
  const byProduct = new Map<string, string[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({ productId: productImages.productId, path: productImages.path })
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.productId), asc(productImages.sort));
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push(row.path);
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

/** Joins a product query to its category and subcategory names. */
export const withTaxonomy = {
  categories: eq(categories.id, products.categoryId),
  subcategories: eq(subcategories.id, products.subcategoryId),
};
