import type { Wishlist } from '@nidra/shared/wishlist/wishlist.schema';
import { api } from '../../../lib/api-client.ts';

/** POST /api/wishlist/{userId}/merge: adds the browser's saved ids to the account; repeating it is harmless. */
export function mergeWishlist(userId: string, productIds: string[]): Promise<Wishlist> {
  return api<Wishlist>(`/api/wishlist/${encodeURIComponent(userId)}/merge`, { body: { productIds } });
}
