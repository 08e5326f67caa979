import { api } from '../../../lib/api-client.ts';
import { pageAllTexts } from '../../../lib/page-language.ts';
import { useMutation } from '../../../lib/query/use-mutation.ts';
import { useQueryClient } from '../../../lib/query/use-query.tsx';

/** POST /api/orders/{orderId}/cancel: cancels an order whose payment was not completed. */
function cancelUnpaidOrder(orderId: string): Promise<{ message: string }> {
  return api<{ message: string }>(`/api/orders/${encodeURIComponent(orderId)}/cancel`, {
    method: 'POST',
    fallback: pageAllTexts().cancelUnpaidFailed,
  });
}

/** Cancel: Your Orders is read again afterwards, so the card shows what the server now holds. */
export function useCancelUnpaidOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelUnpaidOrder,
    onSettled: () => client.invalidateQueries({ queryKey: ['orders'] }),
  });
}
