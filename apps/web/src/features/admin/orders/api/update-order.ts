import { messages } from '@nidra/shared';
import type { AdminOrder } from '@nidra/shared/admin/admin.schema';
import type { OrderStatus } from '@nidra/shared/orders/order.rules';
import { api } from '../../../../lib/api-client.ts';
import { useMutation } from '../../../../lib/query/use-mutation.ts';
import { useQueryClient } from '../../../../lib/query/use-query.tsx';
import { toast } from '../../../../ui/toast.tsx';
import { ADMIN_KEY } from '../../admin-query.ts';

export type OrderUpdate = { trackingNumber: string; orderStatus: OrderStatus };

/** PUT /api/admin/orders/{orderId} with {trackingNumber, orderStatus} (spec §7). */
function updateOrder(orderId: string, body: OrderUpdate): Promise<AdminOrder> {
  return api<AdminOrder>(`/api/admin/orders/${encodeURIComponent(orderId)}`, { method: 'PUT', body });
}

/** Saves the edit form: 'Order updated successfully' or 'Error updating order' (spec §8). */
export function useUpdateOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderUpdate) => updateOrder(orderId, body),
    onSuccess: () => {
      toast.success(messages.orderUpdated);
      return queryClient.invalidateQueries({ queryKey: [ADMIN_KEY] });
    },
    onError: () => toast.error(messages.orderUpdateError),
  });
}
