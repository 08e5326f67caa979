import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { publicProductColumns, withTaxonomy } from '../../db/product-columns.ts';
import { cartItems, carts, categories, products, subcategories, users } from '../../db/schema/index.ts';

export async function findCartIdByUser(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  return row?.id ?? null;
}

export async function findCartById(db: DbOrTx, cartId: string) {
  const [row] = await db.select({ id: carts.id, userId: carts.userId }).from(carts).where(eq(carts.id, cartId));
  return row ?? null;
}

export async function userExists(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}

/** Creates the user's cart unless it exists (carts.user_id is unique, so concurrent calls agree). */
export async function insertCartIfMissing(db: DbOrTx, userId: string): Promise<void> {
  await db.insert(carts).values({ userId }).onConflictDoNothing({ target: carts.userId });
}

export async function touchCart(db: DbOrTx, cartId: string): Promise<void> {
  await db.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cartId));
}

export async function findProductStock(db: DbOrTx, productId: string) {
  const [row] = await db
    .select({ id: products.id, isActive: products.isActive, quantity: products.quantity })
    .from(products)
    .where(eq(products.id, productId));
  return row ?? null;
}

/** Inserts a line; null when the product is already in the cart (unique cart + product). */
export async function insertCartItem(
  db: DbOrTx,
  item: { cartId: string; productId: string; quantity: number },
): Promise<string | null> {
  const [row] = await db
    .insert(cartItems)
    .values(item)
    .onConflictDoNothing({ target: [cartItems.cartId, cartItems.productId] })
    .returning({ id: cartItems.id });
  return row?.id ?? null;
}

export async function deleteCartItem(db: DbOrTx, cartId: string, itemId: string): Promise<void> {
  await db.delete(cartItems).where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)));
}

/** The cart's lines with their products, newest line first. */
export async function findCartItemRows(db: DbOrTx, cartId: string) {
  return db
    .select({ itemId: cartItems.id, quantity: cartItems.quantity, product: publicProductColumns })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(categories, withTaxonomy.categories)
    .innerJoin(subcategories, withTaxonomy.subcategories)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(desc(cartItems.createdAt), desc(cartItems.id));
}

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
  },
};

export async function findCartLinesByUser(db: DbOrTx, userId: string) {
  return db
    .select(lineColumns)
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(carts.userId, userId))
    .orderBy(desc(cartItems.createdAt), desc(cartItems.id));
}

/**
 * The lines of cart `cartId` when it is the user's, with their products locked (FOR UPDATE) in id
 * order, the one lock order everywhere, so no deadlocks; each product as it is once its lock is held.
 */
export async function lockCartLines(db: DbOrTx, userId: string, cartId: string) {
  return db
    .select(lineColumns)
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(carts.id, cartId), eq(carts.userId, userId)))
    .orderBy(asc(products.id))
    .for('update', { of: products });
}

export async function deleteItemsOfUser(db: DbOrTx, userId: string): Promise<void> {
  const owned = db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  await db.delete(cartItems).where(inArray(cartItems.cartId, owned));
}
