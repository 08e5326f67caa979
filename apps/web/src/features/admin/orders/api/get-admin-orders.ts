import type { AdminOrdersPage } from '@nidra/shared/admin/admin.schema';
import type { PaymentMethod } from '@nidra/shared/cod/cod.rules';
import type { OrderListFilter } from '@nidra/shared/orders/order-status.rules';
import type { ShipmentFilter } from '@nidra/shared/shipping/shipment.rules';
import { api } from '../../../../lib/api-client.ts';
import { queryOptions, useQuery } from '../../../../lib/query/use-query.tsx';
import { ADMIN_KEY, ADMIN_STALE_MS } from '../../admin-query.ts';

/** Admin orders default to 10 a page (spec §9). */
const ORDERS_PAGE_SIZE = 10;

/** GET /api/admin/orders?page&pageSize=10[&status]: the tabs filter on the server (DESIGN §13.4). */
function getAdminOrders(
  page: number,
  status: OrderListFilter | undefined,
  signal?: AbortSignal,
  method?: PaymentMethod,
  shipment?: ShipmentFilter,
) {
  const filter =
    (status ? `&status=${encodeURIComponent(status)}` : '') +
    (method ? `&method=${method}` : '') +
    (shipment ? `&shipment=${shipment}` : '');
  return api<AdminOrdersPage>(`/api/admin/orders?page=${page}&pageSize=${ORDERS_PAGE_SIZE}${filter}`, { signal });
}

const adminOrdersQueryOptions = (
  page: number,
  status: OrderListFilter | undefined,
  method?: PaymentMethod,
  shipment?: ShipmentFilter,
) =>
  queryOptions({
    queryKey: [
      ADMIN_KEY,
      'orders',
      { page, status: status ?? 'ALL', method: method ?? 'ALL', shipment: shipment ?? 'ALL' },
    ],
    queryFn: ({ signal }) => getAdminOrders(page, status, signal, method, shipment),
    staleTime: ADMIN_STALE_MS,
    // Paging keeps the previous page on screen while the next loads; a new tab starts empty.
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[2] as { status?: string; method?: string } | undefined)?.status === (status ?? 'ALL') &&
      (previousQuery?.queryKey[2] as { method?: string }).method === (method ?? 'ALL') &&
      (previousQuery?.queryKey[2] as { shipment?: string }).shipment === (shipment ?? 'ALL')
        ? previous
        : undefined,
  });

export function useAdminOrders(
  page: number,
  status: OrderListFilter | undefined,
  method?: PaymentMethod,
  shipment?: ShipmentFilter,
) {
  return useQuery(adminOrdersQueryOptions(page, status, method, shipment));
}
