import { isSoldOut, messages } from '@nidra/shared';
import type { Cart } from '@nidra/shared/cart/cart.schema';
import type { CartOffers } from '@nidra/shared/promotions/promotion.schema';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { toPublicProduct } from '../catalogue/product-mapper.ts';
import type { CartRepository } from './cart.repository.ts';

type AddToCartResult = { added: true; cart: Cart } | { added: false };

/** A cart line as offers price it (promotions module). */
export type CartOfferLine = {
  itemId: string;
  quantity: number;
  unitPaise: number;
  subcategoryId: string;
  designKey: string;
  soldOut: boolean;
};
type OffersPricer = {
  offersForCart: (userId: string, code: string | null, lines: CartOfferLine[]) => Promise<CartOffers>;
};

type CartRow = Awaited<ReturnType<CartRepository['findCartItemRows']>>[number];
const offerLine = (r: CartRow): CartOfferLine => ({
  itemId: r.itemId,
  quantity: r.quantity,
  unitPaise: r.product.sellingPrice,
  subcategoryId: r.offerKeys.subcategoryId,
  designKey: r.offerKeys.designKey,
  soldOut: isSoldOut(r.product.quantity, r.product.isActive),
});

/**
 * The cart calls the routes (and the admin's cart list) make, over the cart repository (wired in
 * modules/index.ts); with `offers`, the cart carries the offers the server applied to it (ADR 0023).
 */
export function createCartService({ repo, offers }: { repo: CartRepository; offers?: OffersPricer }) {
  /** Every user has exactly one cart: created on first read, the same id afterwards; 404 for an unknown user. */
  async function ensureCart(userId: string): Promise<string> {
    const existing = await repo.findCartIdByUser(userId);
    if (existing) return existing;
    // An admin may read any user's cart: an unknown user is a 404, not a failed foreign key.
    if (!(await repo.userExists(userId))) throw notFound(messages.userNotFound);
    await repo.insertCartIfMissing(userId);
    const created = await repo.findCartIdByUser(userId);
    if (!created) throw new Error(`cart for ${userId} vanished after insert`);
    return created;
  }

  /** The cart view: each line with its product as it is now, so a product that sold out later still shows. */
  async function readCart(userId: string): Promise<Cart> {
    const cartId = await ensureCart(userId);
    const rows = await repo.findCartItemRows(cartId);
    const images = await repo.findImagePaths(rows.map((r) => r.product.id));
    const code = offers ? ((await repo.findCartOfUser(userId))?.couponCode ?? null) : null;
    return {
      _id: cartId,
      ...(offers ? { offers: await offers.offersForCart(userId, code, rows.map(offerLine)) } : {}),
      items: rows.map((r) => ({
        _id: r.itemId,
        cartId,
        quantity: r.quantity,
        product: toPublicProduct({ ...r.product, actualPrice: null, images: images.get(r.product.id) ?? [] }),
      })),
    };
  }

  return {
    readCart,

    /** The cart's lines as offers price them (applying a coupon). */
    async offerLinesOf(userId: string): Promise<CartOfferLine[]> {
      return (await repo.findCartItemRows(await ensureCart(userId))).map(offerLine);
    },

    /** Only an active product with enough stock enters a cart, and at most once per cart. */
    async addToCart(userId: string, input: { productId: string; quantity: number }): Promise<AddToCartResult> {
      const product = await repo.findProductStock(input.productId);
      if (!product) throw notFound(messages.productNotFound);
      if (!product.isActive) throw badRequest(messages.productUnavailable);
      if (product.quantity < 1) throw badRequest(messages.productSoldOut);
      if (input.quantity > product.quantity) throw badRequest(messages.notEnoughStock(product.quantity));
      const cartId = await ensureCart(userId);
      const itemId = await repo.insertCartItem({ cartId, productId: product.id, quantity: input.quantity });
      if (!itemId) return { added: false };
      await repo.touchCart(cartId);
      return { added: true, cart: await readCart(userId) };
    },

    /** A line is removed only from the cart of the user named in the route; removing it twice is harmless. */
    async removeCartItem(userId: string, input: { cartId: string; itemId: string }): Promise<Cart> {
      const cart = await repo.findCartById(input.cartId);
      if (!cart) throw notFound(messages.cartNotFound);
      if (cart.userId !== userId) throw forbidden(messages.notAllowed);
      await repo.deleteCartItem(cart.id, input.itemId);
      await repo.touchCart(cart.id);
      return readCart(userId);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
