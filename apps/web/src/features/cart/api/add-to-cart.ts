import { messages } from '@nidra/shared';
import type { Cart } from '@nidra/shared/cart/cart.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, apiWithStatus } from '../../../lib/api-client.ts';
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
 * Adds one product to the signed-in shopper's cart; a visitor goes to /login with the page to return
 * to (spec §7). A refusal (sold out, too few left, gone) shows the server's {message} as a toast: the
 * shopper is signed in, so sending them to /login would hide the reason. A 401 is handled by the api
 * client (sign out, /login).
 */
export function useAddToCart() {
  const user = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const toLogin = () => navigate('/login', { state: { from: location.pathname + location.search } });

  const mutation = useMutation({
    mutationFn: (productId: string) => addToCart(user!._id, productId),
    onSuccess: ({ status }) => {
      if (status === ALREADY_IN_CART_STATUS) {
        toast.success(messages.alreadyInCart);
        return;
      }
      toast.success(messages.addedToCart);
      return queryClient.invalidateQueries({ queryKey: ['cart'] });
    },
    onError: (error) => {
      console.error(error);
      if (error instanceof ApiError && error.status === 401) return;
      toast.error(error instanceof ApiError && error.status < 500 ? error.message : messages.addToCartFailed);
    },
  });

  return {
    add: (productId: string) => (user ? mutation.mutate(productId) : toLogin()),
    isPending: mutation.isPending,
  };
}
