import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';
import { categories, productImages, products, subcategories } from './schema/index.ts';

// One column list for every product read (catalogue, cart, back office), so a new product field is
// added in one place. Selected with the category and subcategory joined for their names.

/** What a shopper may see of a product: every column but the cost price. */
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
  productNameHi: products.productNameHi,
  fabricHi: products.fabricHi,
  descriptionHi: products.descriptionHi,
  hsn: products.hsn,
  createdAt: products.createdAt,
};

/** The full row, cost price included (staff views; the catalogue mapper drops it for shoppers). */
export const productColumns = { ...publicProductColumns, actualPrice: products.actualPrice };

/** Image paths per product, in display order; one query for all the given products. */
export async function findProductImagePaths(db: DbOrTx, productIds: string[]): Promise<Map<string, string[]>> {
  const byProduct = new Map<string, string[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({ productId: productImages.productId, path: productImages.path })
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.productId), asc(productImages.sort));
  for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row.path]);
  return byProduct;
}

/** Joins a product query to its category and subcategory names (for the columns above). */
export const withTaxonomy = {
  categories: eq(categories.id, products.categoryId),
  subcategories: eq(subcategories.id, products.subcategoryId),
};
