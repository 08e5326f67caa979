import { messages } from '@nidra/shared';
import type { Cart } from '@nidra/shared/cart/cart.schema';
import type { DbOrTx } from '../../db/client.ts';
import { findProductImagePaths } from '../../db/product-columns.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { toPublicProduct } from '../catalogue/product-mapper.ts';
import * as repo from './cart.repository.ts';

type CartLine = {
  itemId: string;
  productId: string;
  quantity: number;
  /** Prices in paise, stock as it is now. */
  product: { name: string; mrp: number; sellingPrice: number; quantity: number; isActive: boolean; hsn: string };
};

/** The user's cart id, or null when the user has never had a cart; never writes. */
export async function getCartIdForUser(tx: DbOrTx, userId: string): Promise<string | null> {
  return repo.findCartIdByUser(tx, userId);
}

/** The lines checkout prices and reserves, sold-out ones included (the caller decides); newest first. */
export async function readCartLines(tx: DbOrTx, userId: string): Promise<CartLine[]> {
  return repo.findCartLinesByUser(tx, userId);
}

/**
 * The lines of cart `cartId` if it is the user's (else none), their products locked in id order for
 * the rest of the transaction and read as they are once locked: what a checkout prices and reserves.
 */
export async function lockCartLines(tx: DbOrTx, userId: string, cartId: string): Promise<CartLine[]> {
  return repo.lockCartLines(tx, userId, cartId);
}

/** Empties the user's cart and keeps the cart row (its id stays the same). */
export async function clearCart(tx: DbOrTx, userId: string): Promise<void> {
  await repo.deleteItemsOfUser(tx, userId);
}

/** Every user has exactly one cart: created on first read, the same id afterwards; 404 for an unknown user. */
async function ensureCart(db: DbOrTx, userId: string): Promise<string> {
  const existing = await repo.findCartIdByUser(db, userId);
  if (existing) return existing;
  // An admin may read any user's cart: an unknown user is a 404, not a failed foreign key.
  if (!(await repo.userExists(db, userId))) throw notFound(messages.userNotFound);
  await repo.insertCartIfMissing(db, userId);
  const created = await repo.findCartIdByUser(db, userId);
  if (!created) throw new Error(`cart for ${userId} vanished after insert`);
  return created;
}

/** The cart view: each line with its product as it is now, so a product that sold out later still shows. */
export async function readCart(db: DbOrTx, userId: string): Promise<Cart> {
  const cartId = await ensureCart(db, userId);
  const rows = await repo.findCartItemRows(db, cartId);
  const images = await findProductImagePaths(
    db,
    rows.map((r) => r.product.id),
  );
  return {
    _id: cartId,
    items: rows.map((r) => ({
      _id: r.itemId,
      cartId,
      quantity: r.quantity,
      product: toPublicProduct({ ...r.product, actualPrice: null, images: images.get(r.product.id) ?? [] }),
    })),
  };
}

type AddToCartResult = { added: true; cart: Cart } | { added: false };

/** Only an active product with enough stock enters a cart, and at most once per cart. */
async function addToCart(
  db: DbOrTx,
  userId: string,
  input: { productId: string; quantity: number },
): Promise<AddToCartResult> {
  const product = await repo.findProductStock(db, input.productId);
  if (!product) throw notFound(messages.productNotFound);
  if (!product.isActive) throw badRequest(messages.productUnavailable);
  if (product.quantity < 1) throw badRequest(messages.productSoldOut);
  if (input.quantity > product.quantity) throw badRequest(messages.notEnoughStock(product.quantity));
  const cartId = await ensureCart(db, userId);
  const itemId = await repo.insertCartItem(db, { cartId, productId: product.id, quantity: input.quantity });
  if (!itemId) return { added: false };
  await repo.touchCart(db, cartId);
  return { added: true, cart: await readCart(db, userId) };
}

/** A line is removed only from the cart of the user named in the route; removing it twice is harmless. */
async function removeCartItem(db: DbOrTx, userId: string, input: { cartId: string; itemId: string }): Promise<Cart> {
  const cart = await repo.findCartById(db, input.cartId);
  if (!cart) throw notFound(messages.cartNotFound);
  if (cart.userId !== userId) throw forbidden(messages.notAllowed);
  await repo.deleteCartItem(db, cart.id, input.itemId);
  await repo.touchCart(db, cart.id);
  return readCart(db, userId);
}

/** The cart calls the routes make, bound to the database (wired in modules/index.ts). */
export function createCartService({ db }: { db: DbOrTx }) {
  return {
    readCart: (userId: string) => readCart(db, userId),
    addToCart: (userId: string, input: { productId: string; quantity: number }) => addToCart(db, userId, input),
    removeCartItem: (userId: string, input: { cartId: string; itemId: string }) => removeCartItem(db, userId, input),
  };
}

export type CartService = ReturnType<typeof createCartService>;
