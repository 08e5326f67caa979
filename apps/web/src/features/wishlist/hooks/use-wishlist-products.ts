import type { PublicProduct } from '@nidra/shared/catalogue/catalogue.schema';
import { useSession } from '../../../lib/use-session.ts';
import { useGuestSavedProducts } from '../api/get-saved-products.ts';
import { useAccountWishlist } from '../api/get-wishlist.ts';
import { useGuestWishlistIds } from './guest-wishlist.ts';

/** The saved products to show on /wishlist, newest saved first, from the account or from this browser. */
export function useWishlistProducts(): {
  products: PublicProduct[];
  isPending: boolean;
  isError: boolean;
  signedIn: boolean;
} {
  const user = useSession();
  const account = useAccountWishlist(user?._id);
  const guestIds = useGuestWishlistIds();
  const guest = useGuestSavedProducts(user ? [] : guestIds);
  if (user)
    return {
      products: account.data?.items.map((i) => i.product) ?? [],
      isPending: account.isPending,
      isError: account.isError,
      signedIn: true,
    };
  return { ...guest, signedIn: false };
}
