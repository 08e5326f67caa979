import { messagingMessages } from '@nidra/shared/messaging/messaging.messages';
import type { CodConfirmationStats } from '@nidra/shared/messaging/messaging.schema';
import { ApiError, api } from '../../../lib/api-client.ts';
import { useMutation } from '../../../lib/query/use-mutation.ts';
import { useQuery, useQueryClient } from '../../../lib/query/use-query.tsx';
import { toast } from '../../../ui/toast.tsx';

/** The back office's query key: one invalidation refreshes every open admin screen. */
const ADMIN = 'admin';

/** POST /api/admin/orders/{orderId}/cod-confirm: staff confirm a COD order after a phone call. */
function confirmCodOrder(orderId: string): Promise<{ message: string; codConfirmation: string }> {
  return api(`/api/admin/orders/${encodeURIComponent(orderId)}/cod-confirm`, { method: 'POST' });
}

export function useConfirmCodOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmCodOrder,
    onSuccess: (res) => {
      toast.success(res.message);
      return queryClient.invalidateQueries({ queryKey: [ADMIN] });
    },
    onError: (e) =>
      toast.error(e instanceof ApiError && e.status === 409 ? e.message : messagingMessages.codConfirmationNotAwaiting),
  });
}

/** GET /api/admin/cod-confirmations/stats: the dashboard's confirmation rate and orders cancelled unconfirmed. */
export function useCodConfirmationStats() {
  return useQuery({
    queryKey: [ADMIN, 'cod-confirmation-stats'],
    queryFn: ({ signal }) => api<CodConfirmationStats>('/api/admin/cod-confirmations/stats', { signal }),
    staleTime: 5_000,
  });
}
