import type { Cart } from '@nidra/shared/cart/cart.schema';
import { api } from '../../../lib/api-client.ts';
import { pageTexts } from '../../../lib/page-language.ts';
import { useMutation } from '../../../lib/query/use-mutation.ts';
import { useQueryClient } from '../../../lib/query/use-query.tsx';
import { useSession } from '../../../lib/use-session.ts';

/** POST /api/cart/{userId}/coupon: answers the cart priced with the code (400 with why when refused). */
export function applyCoupon(userId: string, code: string): Promise<Cart> {
  return api<Cart>(`/api/cart/${encodeURIComponent(userId)}/coupon`, {
    method: 'POST',
    body: { code },
    fallback: pageTexts().couponUnknown,
  });
}

/** Applies or removes the cart's coupon; the answer replaces the cached cart. */
export function useCoupon() {
  const user = useSession();
  const queryClient = useQueryClient();
  const setCart = (cart: Cart) => queryClient.setQueryData(['cart', user!._id], cart);
  const apply = useMutation({ mutationFn: (code: string) => applyCoupon(user!._id, code), onSuccess: setCart });
  const remove = useMutation({
    mutationFn: () => api<Cart>(`/api/cart/${encodeURIComponent(user!._id)}/coupon`, { method: 'DELETE' }),
    onSuccess: setCart,
  });
  return { apply, remove };
}
