import { useSession } from '../../../lib/use-session.ts';
import { useAccountWishlist } from '../api/get-wishlist.ts';
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
