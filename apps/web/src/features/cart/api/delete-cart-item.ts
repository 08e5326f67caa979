import type { Cart } from '@nidra/shared/cart/cart.schema';
import { api } from '../../../lib/api-client.ts';
import { pageTexts } from '../../../lib/page-language.ts';
import { useMutation } from '../../../lib/query/use-mutation.ts';
import { useQueryClient } from '../../../lib/query/use-query.tsx';
import { useTexts } from '../../../lib/texts.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { toast } from '../../../ui/toast.tsx';

type DeleteCartItem = { cartId: string; itemId: string };

/** POST /api/cart/{userId}/item/delete: answers with the cart as it is now (spec §7). */
function deleteCartItem(userId: string, body: DeleteCartItem): Promise<Cart> {
  return api<Cart>(`/api/cart/${encodeURIComponent(userId)}/item/delete`, {
    method: 'POST',
    body,
    fallback: pageTexts().deleteCartItemError,
  });
}

/** Removes a line; the answer replaces the cached cart, a failure shows 'Error deleting cart item'. */
export function useDeleteCartItem() {
  const t = useTexts();
  const user = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteCartItem) => deleteCartItem(user!._id, body),
    onSuccess: (cart) => queryClient.setQueryData(['cart', user!._id], cart),
    onError: (error) => {
      console.error(error);
      toast.error(t.deleteCartItemError);
    },
  });
}
