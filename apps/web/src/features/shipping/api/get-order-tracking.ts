import type { OrderTracking } from '@nidra/shared/shipping/shipping.schema';
import { ApiError, api } from '../../../lib/api-client.ts';
import { useQuery } from '../../../lib/query/use-query.tsx';

/** GET /api/orders/{orderId}/tracking: the AWB and the courier's events; null before a shipment exists. */
export function useOrderTracking(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['order-tracking', orderId],
    queryFn: async ({ signal }) => {
      try {
        return await api<OrderTracking>(`/api/orders/${encodeURIComponent(orderId)}/tracking`, { signal });
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
    enabled,
    staleTime: 60_000,
  });
}
