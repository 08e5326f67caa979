import { useEffect, useRef } from 'react';
import { useQueryClient } from '../../../lib/query/use-query.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { wishlistQueryKey } from '../api/get-wishlist.ts';
import { mergeWishlist } from '../api/merge-wishlist.ts';
import { guestWishlist, useGuestWishlistIds } from './guest-wishlist.ts';

// Apart from use-wishlist.ts: the shop layout runs this on every page, while the hearts and their
// toggling load with the pages that draw them.

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
