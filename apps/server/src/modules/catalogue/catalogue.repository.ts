import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { productColumns as productRowColumns } from '../../db/product-columns.ts';
import { categories, products, recentlyViewed, subcategories } from '../../db/schema/index.ts';
import type { ProductRow } from './product-mapper.ts';

/** The columns of a ProductRow; pictures come ordered by `sort` from one correlated subquery. */
const productColumns = {
  ...productRowColumns,
  // Written out with table names: drizzle leaves columns unqualified when a query has no join.
  images: sql<string[]>`coalesce((select json_agg(pi.path order by pi.sort, pi.id)
    from product_images pi where pi.product_id = "products"."id"), '[]'::json)`,
};

/** Products joined with their category and subcategory names, ready for the mapper. */
export const selectProductRows = (db: DbOrTx) =>
  db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(subcategories, eq(subcategories.id, products.subcategoryId));

/** Catalogue reads; every method runs on the database or on a transaction it is given. */
export function createCatalogueRepository(db: DbOrTx) {
  return {
    /** Categories and their subcategories in menu order. */
    listTaxonomy: (tx: DbOrTx = db) =>
      tx
        .select({
          category: categories.name,
          subcategoryId: subcategories.id,
          subcategory: subcategories.name,
          displayImage: subcategories.displayImage,
          activeProducts: sql<number>`(select count(*)::int from products p
            where p.subcategory_id = "subcategories"."id" and p.is_active)`,
        })
        .from(categories)
        .leftJoin(subcategories, eq(subcategories.categoryId, categories.id))
        .orderBy(asc(categories.sort), asc(categories.name), asc(subcategories.sort), asc(subcategories.name)),

    listNewArrivals: (limit: number, tx: DbOrTx = db): Promise<ProductRow[]> =>
      selectProductRows(tx)
        .where(eq(products.isActive, true))
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(limit),

    /** One page of a subcategory's active products: in stock first, then newest first. */
    listBySubcategory: (subcategoryId: string, offset: number, limit: number, tx: DbOrTx = db): Promise<ProductRow[]> =>
      selectProductRows(tx)
        .where(and(eq(products.subcategoryId, subcategoryId), eq(products.isActive, true)))
        .orderBy(sql`(${products.quantity} > 0) desc`, desc(products.createdAt), desc(products.id))
        .limit(limit)
        .offset(offset),

    countBySubcategory: async (subcategoryId: string, tx: DbOrTx = db): Promise<number> => {
      const [row] = await tx
        .select({ n: count() })
        .from(products)
        .where(and(eq(products.subcategoryId, subcategoryId), eq(products.isActive, true)));
      return Number(row.n);
    },

    /** With its subcategory's hygiene flag: the product page says a hygiene item is not returnable (ADR 0027). */
    findActiveProduct: async (id: string, tx: DbOrTx = db): Promise<(ProductRow & { isHygiene: boolean }) | null> => {
      const [row] = await tx
        .select({ ...productColumns, isHygiene: subcategories.isHygiene })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .innerJoin(subcategories, eq(subcategories.id, products.subcategoryId))
        .where(and(eq(products.id, id), eq(products.isActive, true)));
      return row ?? null;
    },

    /** Remembers the view; a second view of the same product only moves it to the front. */
    recordView: (userId: string, productId: string, tx: DbOrTx = db) =>
      tx
        .insert(recentlyViewed)
        .values({ userId, productId, viewedAt: sql`clock_timestamp()` })
        .onConflictDoUpdate({
          target: [recentlyViewed.userId, recentlyViewed.productId],
          set: { viewedAt: sql`excluded.viewed_at` },
        }),

    listRecentlyViewed: (userId: string, limit: number, tx: DbOrTx = db): Promise<ProductRow[]> =>
      selectProductRows(tx)
        .innerJoin(recentlyViewed, eq(recentlyViewed.productId, products.id))
        .where(and(eq(recentlyViewed.userId, userId), eq(products.isActive, true)))
        .orderBy(desc(recentlyViewed.viewedAt))
        .limit(limit),

    /** Every active product's path parts for the sitemap. */
    listSitemapProducts: (tx: DbOrTx = db) =>
      tx
        .select({
          _id: products.id,
          productName: products.productName,
          subcategory: subcategories.name,
          updatedAt: products.updatedAt,
        })
        .from(products)
        .innerJoin(subcategories, eq(subcategories.id, products.subcategoryId))
        .where(eq(products.isActive, true))
        .orderBy(asc(subcategories.sort), desc(products.createdAt)),
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
