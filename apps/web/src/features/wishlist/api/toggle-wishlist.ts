import type { Wishlist } from '@nidra/shared/wishlist/wishlist.schema';
import { ApiError, api } from '../../../lib/api-client.ts';
import { useMutation } from '../../../lib/query/use-mutation.ts';
import { useQueryClient } from '../../../lib/query/use-query.tsx';
import { useTexts } from '../../../lib/texts.tsx';
import { toast } from '../../../ui/toast.tsx';
import { wishlistQueryKey } from './get-wishlist.ts';

/** PUT (save) or DELETE (remove) /api/wishlist/{userId}/items/{productId}; both answer the whole list. */
function setSaved(userId: string, productId: string, saved: boolean): Promise<Wishlist> {
  return api<Wishlist>(`/api/wishlist/${encodeURIComponent(userId)}/items/${encodeURIComponent(productId)}`, {
    method: saved ? 'PUT' : 'DELETE',
  });
}

/** Saves or removes a piece for the signed-in shopper; the list shown is the server's answer. */
export function useSetSaved(userId: string | undefined) {
  const t = useTexts();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, saved }: { productId: string; saved: boolean }) => setSaved(userId!, productId, saved),
    onSuccess: (list, { saved }) => {
      queryClient.setQueryData(wishlistQueryKey(userId!), list);
      toast.success(saved ? t.savedInWishlist : t.removedFromWishlist);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) return;
      toast.error(error instanceof ApiError && error.status < 500 ? error.message : t.fetchWishlistFailed);
    },
  });
}
