import type { Cart } from '@nidra/shared/cart/cart.schema';
import { api } from '../../../lib/api-client.ts';
import { queryOptions, useQuery } from '../../../lib/query/use-query.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { cartPath } from '../early-cart.ts';

/** GET /api/cart/{userId}: the shopper's cart, `{_id, items}` (spec §7). */
function getCart(userId: string): Promise<Cart> {
  return api<Cart>(cartPath(userId));
}

/** How long a cart answer counts as just read: the page's start and its first render, not a visit later. */
const CART_FRESH_MS = 5_000;

/** Keyed ['cart', userId], so invalidating ['cart'] refreshes every view of it (page, header count). */
export const cartQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['cart', userId ?? 'signed-out'],
    queryFn: () => getCart(userId!),
    enabled: Boolean(userId),
    // Stock changes under the shopper's feet: a screen that opens the cart reads it afresh, unless the
    // answer is seconds old (the one the cart page started with, routes/shop/cart.tsx). Changes made
    // here invalidate it whatever its age.
    staleTime: CART_FRESH_MS,
  });

/** The signed-in shopper's cart. */
export function useCart() {
  const user = useSession();
  return useQuery(cartQueryOptions(user?._id));
}
