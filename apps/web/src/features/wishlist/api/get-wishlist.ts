import type { Wishlist } from '@nidra/shared/wishlist/wishlist.schema';
import { api } from '../../../lib/api-client.ts';
import { queryOptions, useQuery } from '../../../lib/query/use-query.tsx';

/** GET /api/wishlist/{userId}: the signed-in shopper's saved pieces, newest first. */
function getWishlist(userId: string): Promise<Wishlist> {
  return api<Wishlist>(`/api/wishlist/${encodeURIComponent(userId)}`);
}

export const wishlistQueryKey = (userId: string) => ['wishlist', userId] as const;

const wishlistQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: wishlistQueryKey(userId ?? 'signed-out'),
    queryFn: () => getWishlist(userId!),
    enabled: Boolean(userId),
    staleTime: 30_000,
  });

export function useAccountWishlist(userId: string | undefined) {
  return useQuery(wishlistQueryOptions(userId));
}
