import { z } from 'zod';
import { publicProduct } from '../catalogue/catalogue.schema.ts';
import { cartOffers } from '../promotions/promotion.schema.ts';

export const cartItem = z.object({
  _id: z.string(),
  cartId: z.string(),
  product: publicProduct,
  quantity: z.number().int(),
});
export type CartItem = z.infer<typeof cartItem>;

/** GET /api/cart/{userId}: an empty cart has `_id` too (created on first read); `offers` as priced by the server. */
export const cart = z.object({ _id: z.string(), items: z.array(cartItem), offers: cartOffers.optional() });
export type Cart = z.infer<typeof cart>;

export const addToCartBody = z.object({ productId: z.uuid(), quantity: z.number().int().min(1).max(10).default(1) });
export const deleteCartItemBody = z.object({ cartId: z.uuid(), itemId: z.uuid() });
