import type { AdminOrder } from '@nidra/shared/admin/admin.schema';
import { api } from '../../../../lib/api-client.ts';
import { queryOptions, useQuery } from '../../../../lib/query/use-query.tsx';
import { ADMIN_KEY, ADMIN_STALE_MS } from '../../admin-query.ts';

/** GET /api/admin/orders/pending: paid orders not yet dispatched, for the shipping labels. */
function getPendingOrders(signal?: AbortSignal): Promise<{ orders: AdminOrder[] }> {
  return api<{ orders: AdminOrder[] }>('/api/admin/orders/pending', { signal });
}

const pendingOrdersQueryOptions = () =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'pending-orders'],
    queryFn: ({ signal }) => getPendingOrders(signal),
    staleTime: ADMIN_STALE_MS,
    select: (data) => data.orders,
  });

export function usePendingOrders() {
  return useQuery(pendingOrdersQueryOptions());
}
