import type { AdminOrderDetail } from '@nidra/shared/admin/admin.schema';
import { api } from '../../../../lib/api-client.ts';
import { queryOptions, useQuery } from '../../../../lib/query/use-query.tsx';
import { ADMIN_KEY, ADMIN_STALE_MS } from '../../admin-query.ts';

/** GET /api/admin/orders/{orderId}: one order with its status history. */
function getAdminOrder(orderId: string, signal?: AbortSignal): Promise<AdminOrderDetail> {
  return api<AdminOrderDetail>(`/api/admin/orders/${encodeURIComponent(orderId)}`, { signal });
}

const adminOrderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'order', orderId],
    queryFn: ({ signal }) => getAdminOrder(orderId, signal),
    staleTime: ADMIN_STALE_MS,
  });

export function useAdminOrder(orderId: string) {
  return useQuery(adminOrderQueryOptions(orderId));
}
