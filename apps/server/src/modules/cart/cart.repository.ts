import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { findProductImagePaths, publicProductColumns, withTaxonomy } from '../../db/product-columns.ts';
import { cartItems, carts, categories, products, subcategories, users } from '../../db/schema/index.ts';

/** What checkout needs of each line: stock, activity and prices in paise. */
const lineColumns = {
  itemId: cartItems.id,
  productId: cartItems.productId,
  quantity: cartItems.quantity,
  product: {
    name: products.productName,
    mrp: products.mrp,
    sellingPrice: products.sellingPrice,
    quantity: products.quantity,
    isActive: products.isActive,
    hsn: products.hsn,
    subcategoryId: products.subcategoryId,
    designKey: sql<string>`${products.designKey}`,
  },
  /** The coupon the shopper applied to this cart (ADR 0023). */
  couponCode: carts.couponCode,
};

export function createCartRepository(db: DbOrTx) {
  return {
    /** Each product's image paths, in their order. */
    findImagePaths: (productIds: string[], tx: DbOrTx = db) => findProductImagePaths(tx, productIds),

    /** The cart's id and its applied coupon code. */
    async findCartOfUser(userId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ id: carts.id, couponCode: carts.couponCode })
        .from(carts)
        .where(eq(carts.userId, userId));
      return row ?? null;
    },

    /** Saves (or, with null, removes) the coupon applied to the user's cart. */
    async setCouponCode(userId: string, code: string | null, tx: DbOrTx = db): Promise<void> {
      await tx.update(carts).set({ couponCode: code }).where(eq(carts.userId, userId));
    },

    async findCartIdByUser(userId: string, tx: DbOrTx = db): Promise<string | null> {
      const [row] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
      return row?.id ?? null;
    },

    async findCartById(cartId: string, tx: DbOrTx = db) {
      const [row] = await tx.select({ id: carts.id, userId: carts.userId }).from(carts).where(eq(carts.id, cartId));
      return row ?? null;
    },

    async userExists(userId: string, tx: DbOrTx = db): Promise<boolean> {
      const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
      return row !== undefined;
    },

    /** Creates the user's cart unless it exists (carts.user_id is unique, so concurrent calls agree). */
    async insertCartIfMissing(userId: string, tx: DbOrTx = db): Promise<void> {
      await tx.insert(carts).values({ userId }).onConflictDoNothing({ target: carts.userId });
    },

    async touchCart(cartId: string, tx: DbOrTx = db): Promise<void> {
      await tx.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cartId));
    },

    async findProductStock(productId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ id: products.id, isActive: products.isActive, quantity: products.quantity })
        .from(products)
        .where(eq(products.id, productId));
      return row ?? null;
    },

    /** Inserts a line; null when the product is already in the cart (unique cart + product). */
    async insertCartItem(
      item: { cartId: string; productId: string; quantity: number },
      tx: DbOrTx = db,
    ): Promise<string | null> {
      const [row] = await tx
        .insert(cartItems)
        .values(item)
        .onConflictDoNothing({ target: [cartItems.cartId, cartItems.productId] })
        .returning({ id: cartItems.id });
      return row?.id ?? null;
    },

    async deleteCartItem(cartId: string, itemId: string, tx: DbOrTx = db): Promise<void> {
      await tx.delete(cartItems).where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)));
    },

    /** The cart's lines with their products, newest line first. */
    async findCartItemRows(cartId: string, tx: DbOrTx = db) {
      return tx
        .select({
          itemId: cartItems.id,
          quantity: cartItems.quantity,
          product: publicProductColumns,
          offerKeys: { subcategoryId: products.subcategoryId, designKey: sql<string>`${products.designKey}` },
        })
        .from(cartItems)
        .innerJoin(products, eq(products.id, cartItems.productId))
        .innerJoin(categories, withTaxonomy.categories)
        .innerJoin(subcategories, withTaxonomy.subcategories)
        .where(eq(cartItems.cartId, cartId))
        .orderBy(desc(cartItems.createdAt), desc(cartItems.id));
    },

    /** The lines checkout prices and reserves, sold-out ones included (the caller decides); newest first. */
    async findCartLinesByUser(userId: string, tx: DbOrTx = db) {
      return tx
        .select(lineColumns)
        .from(cartItems)
        .innerJoin(carts, eq(carts.id, cartItems.cartId))
        .innerJoin(products, eq(products.id, cartItems.productId))
        .where(eq(carts.userId, userId))
        .orderBy(desc(cartItems.createdAt), desc(cartItems.id));
    },

    /**
     * The lines of cart `cartId` when it is the user's, with their products locked (FOR UPDATE) in id
     * order, the one lock order everywhere, so no deadlocks; each product as it is once its lock is held.
     */
    async lockCartLines(userId: string, cartId: string, tx: DbOrTx = db) {
      return tx
        .select(lineColumns)
        .from(cartItems)
        .innerJoin(carts, eq(carts.id, cartItems.cartId))
        .innerJoin(products, eq(products.id, cartItems.productId))
        .where(and(eq(carts.id, cartId), eq(carts.userId, userId)))
        .orderBy(asc(products.id))
        .for('update', { of: products });
    },

    /** Empties the user's cart and keeps the cart row (its id stays the same). */
    async deleteItemsOfUser(userId: string, tx: DbOrTx = db): Promise<void> {
      const owned = tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
      await tx.delete(cartItems).where(inArray(cartItems.cartId, owned));
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
