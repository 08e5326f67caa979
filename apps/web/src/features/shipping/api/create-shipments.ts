import { shippingMessages } from '@nidra/shared';
import type { CreatedShipments } from '@nidra/shared/shipping/shipping.schema';
import { api } from '../../../lib/api-client.ts';
import { useMutation } from '../../../lib/query/use-mutation.ts';
import { useQueryClient } from '../../../lib/query/use-query.tsx';
import { toast } from '../../../ui/toast.tsx';

/** POST /api/admin/shipments: AWBs at the courier, one 4×6 label PDF for all, pickup requested. */
function createShipments(orderIds: string[]): Promise<CreatedShipments> {
  return api<CreatedShipments>('/api/admin/shipments', {
    method: 'POST',
    body: { orderIds },
    fallback: shippingMessages.courierUnavailable,
  });
}

/** Pending Orders' 'Create shipment': reports what was created and what was not, then refreshes the lists. */
export function useCreateShipments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShipments,
    onSuccess: (result) => {
      if (result.shipments.length > 0) toast.success(shippingMessages.shipmentsCreated(result.shipments.length));
      for (const f of result.failed) toast.error(f.message);
      return queryClient.invalidateQueries();
    },
    onError: (error) => toast.error(error.message),
  });
}
