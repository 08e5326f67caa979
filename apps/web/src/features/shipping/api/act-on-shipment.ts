import type { NdrActionBody } from '@nidra/shared/shipping/shipping.schema';
import { api } from '../../../lib/api-client.ts';
import { useMutation } from '../../../lib/query/use-mutation.ts';
import { useQueryClient } from '../../../lib/query/use-query.tsx';
import { toast } from '../../../ui/toast.tsx';

/** POST /api/admin/shipments/{id}/ndr: deliver again (corrected phone or landmark) or return to origin. */
export function useNdrAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: NdrActionBody }) =>
      api(`/api/admin/shipments/${encodeURIComponent(id)}/ndr`, { method: 'POST', body }),
    onSuccess: (_r, { body }) => {
      toast.success(body.action === 'RTO' ? 'Return to origin requested.' : 'Reattempt requested.');
      return queryClient.invalidateQueries();
    },
    onError: (error) => toast.error(error.message),
  });
}

/** POST /api/admin/shipments/{id}/check-in: the returned parcel is back; the order is cancelled and refunded. */
export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/api/admin/shipments/${encodeURIComponent(id)}/check-in`, { method: 'POST' }),
    onSuccess: () => {
      toast.success('Parcel checked in; the order is cancelled with its stock back.');
      return queryClient.invalidateQueries();
    },
    onError: (error) => toast.error(error.message),
  });
}
