import type { Cart } from '@nidra/shared/cart/cart.schema';
import { api } from '../../../lib/api-client.ts';
import { queryOptions, useQuery } from '../../../lib/query/use-query.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { cartPath } from '../early-cart.ts';

/** GET /api/cart/{userId}: the shopper's cart, `{_id, items}` (spec §7). */
function getCart(userId: string): Promise<Cart> {
  return api<Cart>(cartPath(userId));
}

/** Keyed ['cart', userId], so invalidating ['cart'] refreshes every view of it (page, header count). */
export const cartQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['cart', userId ?? 'signed-out'],
    queryFn: () => getCart(userId!),
    enabled: Boolean(userId),
    // Stock changes under the shopper's feet: a screen that opens the cart reads it afresh.
    staleTime: 0,
  });

/** The signed-in shopper's cart. */
export function useCart() {
  const user = useSession();
  return useQuery(cartQueryOptions(user?._id));
}
