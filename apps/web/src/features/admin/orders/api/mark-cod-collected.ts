import { messages } from '@nidra/shared';
import { ApiError, api } from '../../../../lib/api-client.ts';
import { useMutation } from '../../../../lib/query/use-mutation.ts';
import { useQueryClient } from '../../../../lib/query/use-query.tsx';
import { toast } from '../../../../ui/toast.tsx';
import { ADMIN_KEY } from '../../admin-query.ts';

/** POST /api/admin/orders/{orderId}/cod-collected: the courier's cash has reached the store. */
function markCodCollected(orderId: string): Promise<{ message: string; status: string }> {
  return api(`/api/admin/orders/${encodeURIComponent(orderId)}/cod-collected`, { method: 'POST' });
}

export function useMarkCodCollected() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markCodCollected,
    onSuccess: () => {
      toast.success(messages.codCollected);
      return queryClient.invalidateQueries({ queryKey: [ADMIN_KEY] });
    },
    onError: (e) => toast.error(e instanceof ApiError && e.status === 409 ? e.message : messages.orderUpdateError),
  });
}
