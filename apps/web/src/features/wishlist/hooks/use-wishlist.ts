import { useEffect, useRef } from 'react';
import { useQueryClient } from '../../../lib/query/use-query.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { useAccountWishlist, wishlistQueryKey } from '../api/get-wishlist.ts';
import { mergeWishlist } from '../api/merge-wishlist.ts';
import { useSetSaved } from '../api/toggle-wishlist.ts';
import { guestWishlist, useGuestWishlistIds } from './guest-wishlist.ts';

/** Which pieces are saved and how to toggle one: the account's list when signed in, this browser's otherwise. */
export function useWishlist() {
  const user = useSession();
  const account = useAccountWishlist(user?._id);
  const guestIds = useGuestWishlistIds();
  const setSaved = useSetSaved(user?._id);
  const savedIds = user ? new Set(account.data?.items.map((i) => i.product._id) ?? []) : new Set(guestIds);
  return {
    isSaved: (productId: string) => savedIds.has(productId),
    toggle: (productId: string) => {
      if (!user) return guestWishlist.toggle(productId);
      setSaved.mutate({ productId, saved: !savedIds.has(productId) });
    },
    isPending: setSaved.isPending,
  };
}

/**
 * Once a shopper is signed in, the pieces saved in this browser while signed out move to the
 * account (the server merge is idempotent, so a retry after a lost answer does no harm) and the
 * browser's copy is cleared.
 */
export function useMergeGuestWishlist() {
  const user = useSession();
  const guestIds = useGuestWishlistIds();
  const queryClient = useQueryClient();
  const running = useRef(false);
  useEffect(() => {
    if (!user || guestIds.length === 0 || running.current) return;
    running.current = true;
    mergeWishlist(user._id, guestIds)
      .then((list) => {
        guestWishlist.clear();
        queryClient.setQueryData(wishlistQueryKey(user._id), list);
      })
      .catch((err) => console.error('wishlist merge failed', err))
      .finally(() => {
        running.current = false;
      });
  }, [user, guestIds, queryClient]);
}
