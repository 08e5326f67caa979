import { z } from 'zod';
import { publicProduct } from '../catalogue/catalogue.schema.ts';

import { WISHLIST_MAX_ITEMS } from './wishlist.rules.ts';

export { WISHLIST_MAX_ITEMS };

export const wishlistProductParams = z.object({ productId: z.uuid() });

/** The signed-out shopper's saved product ids, sent once at sign-in. */
export const wishlistMergeBody = z.object({ productIds: z.array(z.uuid()).max(WISHLIST_MAX_ITEMS) });
export type WishlistMergeBody = z.infer<typeof wishlistMergeBody>;

export const wishlistItem = z.object({ product: publicProduct, addedAt: z.string() });
export type WishlistItem = z.infer<typeof wishlistItem>;

/** Newest first; inactive products are left out. */
export const wishlist = z.object({ items: z.array(wishlistItem) });
export type Wishlist = z.infer<typeof wishlist>;

/** The signed token of an unsubscribe link (mail address and mail kind, HMAC-signed). */
export const unsubscribeQuery = z.object({ token: z.string().min(10).max(600) });

export const MAIL_TOPICS = ['back-in-stock', 'cart-reminder', 'low-stock', 'review-request'] as const;
export type MailTopic = (typeof MAIL_TOPICS)[number];

export const unsubscribeInfo = z.object({ email: z.string(), topic: z.enum(MAIL_TOPICS), unsubscribed: z.boolean() });
export type UnsubscribeInfo = z.infer<typeof unsubscribeInfo>;
