import { isPlacedOrder, isSoldPayment } from '@nidra/shared';
import type { Order } from '@nidra/shared/orders/order.schema';
import { api } from '../../../lib/api-client.ts';
import { queryOptions, useQuery } from '../../../lib/query/use-query.tsx';
import { useSession } from '../../../lib/use-session.ts';

/** GET /api/orders/{userId}: the shopper's orders (spec §7). */
function getOrders(userId: string): Promise<Order[]> {
  return api<Order[]>(`/api/orders/${encodeURIComponent(userId)}`);
}

/** Placed orders only (see isPlacedOrder), newest first. */
const placedNewestFirst = (orders: Order[]) =>
  orders
    .filter((o) => isPlacedOrder(o.status))
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.orderNumber - a.orderNumber);

/**
 * The invoice PDF is written just after a payment succeeds, and its button shows only once it exists:
 * while a paid order has none, ask again every few seconds (for a few minutes at most).
 */
export const INVOICE_POLL_MS = 4_000;
const INVOICE_POLLS = 60;
const awaitsInvoice = (orders: Order[] | undefined) =>
  Boolean(orders?.some((o) => isSoldPayment(o.status) && !o.invoicePdfPath));

const ordersQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['orders', userId ?? 'signed-out'],
    queryFn: () => getOrders(userId!),
    enabled: Boolean(userId),
    select: placedNewestFirst,
    refetchInterval: (query) =>
      awaitsInvoice(query.state.data) && query.state.dataUpdateCount < INVOICE_POLLS ? INVOICE_POLL_MS : false,
  });

/** The signed-in shopper's placed orders, newest first. */
export function useOrders() {
  const user = useSession();
  return useQuery(ordersQueryOptions(user?._id));
}
