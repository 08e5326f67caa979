import { messages } from '@nidra/shared';
import type { AdminOrder } from '@nidra/shared/admin/admin.schema';
import { api } from '../../../../lib/api-client.ts';
import { useMutation } from '../../../../lib/query/use-mutation.ts';
import { useQueryClient } from '../../../../lib/query/use-query.tsx';
import { toast } from '../../../../ui/toast.tsx';

/** POST /api/admin/orders/{orderId}/cancel: CANCELLED, stock released (DESIGN §13.6). */
function cancelOrder(orderId: string): Promise<AdminOrder> {
  return api<AdminOrder>(`/api/admin/orders/${encodeURIComponent(orderId)}/cancel`, { method: 'POST' });
}

/** The delete icon's action, run after the admin confirms; reported like any order update. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => cancelOrder(orderId),
    onSuccess: () => {
      toast.success(messages.orderUpdated);
      // Cancelling releases stock, so product counts change too.
      return queryClient.invalidateQueries();
    },
    onError: () => toast.error(messages.orderUpdateError),
  });
}
