import type { Cart } from '@nidra/shared/cart/cart.schema';
import { useEffect, useRef } from 'react';
import { ApiError, apiWithStatus } from '../../../lib/api-client.ts';
import { pendingAddOf } from '../../../lib/pending-add.ts';
import { useMutation } from '../../../lib/query/use-mutation.ts';
import { useQueryClient } from '../../../lib/query/use-query.tsx';
import { useLocation, useNavigate } from '../../../lib/router.tsx';
import { useTexts } from '../../../lib/texts.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { toast } from '../../../ui/toast.tsx';

/** 202 means the product is already in the cart (spec §7). */
const ALREADY_IN_CART_STATUS = 202;

/** POST /api/cart/{userId}/add {productId, quantity: 1}: 200 with the cart, or 202 when already added. */
function addToCart(userId: string, productId: string): Promise<{ status: number; data: Cart | unknown }> {
  return apiWithStatus<Cart | unknown>(`/api/cart/${encodeURIComponent(userId)}/add`, {
    method: 'POST',
    body: { productId, quantity: 1 },
  });
}

/**
 * Adds one product to the signed-in shopper's cart. A visitor goes to /login with the page to return
 * to and the product asked for (spec §7); back on that page signed in, the product is added once and
 * the remembered request dropped, so a reload or Back does not add it again. A refusal (sold out, too
 * few left, gone) shows the server's {message} as a toast: the shopper is signed in, so sending them
 * to /login would hide the reason. A 401 is handled by the api
 * client (sign out, /login).
 */
export function useAddToCart() {
  const t = useTexts();
  const user = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const here = location.pathname + location.search;
  const toLogin = (productId: string) => navigate('/login', { state: { from: here, addToCart: productId } });
  const pending = pendingAddOf(location.state);
  const handled = useRef<string | null>(null);

  const mutation = useMutation({
    mutationFn: (productId: string) => addToCart(user!._id, productId),
    onSuccess: ({ status }) => {
      if (status === ALREADY_IN_CART_STATUS) {
        toast.success(t.alreadyInCart);
        return;
      }
      toast.success(t.addedToCart);
      return queryClient.invalidateQueries({ queryKey: ['cart'] });
    },
    onError: (error) => {
      console.error(error);
      if (error instanceof ApiError && error.status === 401) return;
      toast.error(error instanceof ApiError && error.status < 500 ? error.message : t.addToCartFailed);
    },
  });

  const { mutate } = mutation;
  useEffect(() => {
    if (!user || !pending || handled.current === pending) return;
    handled.current = pending;
    navigate(here, { replace: true, state: null });
    mutate(pending);
  }, [user, pending, here, navigate, mutate]);

  return {
    add: (productId: string) => (user ? mutation.mutate(productId) : toLogin(productId)),
    isPending: mutation.isPending,
  };
}
