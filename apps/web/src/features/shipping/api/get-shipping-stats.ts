import type { ShippingStats } from '@nidra/shared/shipping/shipping.schema';
import { api } from '../../../lib/api-client.ts';
import { useQuery } from '../../../lib/query/use-query.tsx';
import { ADMIN_KEY, ADMIN_STALE_MS } from './shipping-query.ts';

/** GET /api/admin/shipments/stats: NDR and RTO rates of all shipments, parcels waiting to be checked in. */
export function useShippingStats() {
  return useQuery({
    queryKey: [ADMIN_KEY, 'shipping-stats'],
    queryFn: ({ signal }) => api<ShippingStats>('/api/admin/shipments/stats', { signal }),
    staleTime: ADMIN_STALE_MS,
  });
}
