import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { findProductImagePaths, publicProductColumns, withTaxonomy } from '../../db/product-columns.ts';
import { categories, products, subcategories, wishlistItems } from '../../db/schema/index.ts';
import type { ProductRow } from '../catalogue/product-mapper.ts';

// A piece counts as sold out as the storefront shows it (isSoldOut in packages/shared): inactive or none left.
const soldOut = sql`(not ${products.isActive} or ${products.quantity} < 1)`;

/** Saved pieces; every method runs on the database or on a transaction it is given. */
export function createWishlistRepository(db: DbOrTx) {
  return {
    /** The shopper's active saved products, newest saved first, as catalogue rows. */
    async list(userId: string, tx: DbOrTx = db): Promise<Array<{ row: ProductRow; addedAt: Date }>> {
      const rows = await tx
        .select({ ...publicProductColumns, addedAt: wishlistItems.createdAt })
        .from(wishlistItems)
        .innerJoin(products, eq(products.id, wishlistItems.productId))
        .innerJoin(categories, withTaxonomy.categories)
        .innerJoin(subcategories, withTaxonomy.subcategories)
        .where(and(eq(wishlistItems.userId, userId), eq(products.isActive, true)))
        .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId));
      const images = await findProductImagePaths(
        tx,
        rows.map((r) => r.id),
      );
      return rows.map(({ addedAt, ...r }) => ({
        row: { ...r, actualPrice: null, images: images.get(r.id) ?? [] },
        addedAt,
      }));
    },

    /** Of the given ids, those of active products. */
    async activeProductIds(ids: string[], tx: DbOrTx = db): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(inArray(products.id, ids), eq(products.isActive, true)));
      return rows.map((r) => r.id);
    },

    count: async (userId: string, tx: DbOrTx = db): Promise<number> => {
      const [row] = await tx.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.userId, userId));
      return Number(row?.n ?? 0);
    },

    /**
     * Saves the products (already saved ones are left as they are). A piece saved while sold out is
     * marked so at once, so its return is mailed even if it comes back before the job's next look.
     */
    add: async (userId: string, productIds: string[], tx: DbOrTx = db): Promise<void> => {
      if (productIds.length === 0) return;
      await tx
        .insert(wishlistItems)
        .select(
          tx
            .select({
              userId: sql<string>`${userId}::uuid`.as('user_id'),
              productId: sql<string>`${products.id}`.as('product_id'),
              createdAt: sql<Date>`clock_timestamp()`.as('created_at'),
              soldOutSince: sql<Date | null>`case when ${soldOut} then now() end`.as('sold_out_since'),
              notifiedAt: sql<Date | null>`null::timestamptz`.as('notified_at'),
            })
            .from(products)
            .where(inArray(products.id, productIds)),
        )
        .onConflictDoNothing();
    },

    remove: async (userId: string, productId: string, tx: DbOrTx = db): Promise<void> => {
      await tx
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
    },
  };
}

export type WishlistRepository = ReturnType<typeof createWishlistRepository>;
