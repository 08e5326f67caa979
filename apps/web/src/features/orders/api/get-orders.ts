import { isPlacedOrder } from '@nidra/shared';
import type { Order } from '@nidra/shared/orders/order.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSession } from '../../auth/hooks/use-session.ts';

/** GET /api/orders/{userId}: the shopper's orders (spec §7). */
export function getOrders(userId: string): Promise<Order[]> {
  return api<Order[]>(`/api/orders/${encodeURIComponent(userId)}`);
}

/** Placed orders only (see isPlacedOrder), newest first. */
const placedNewestFirst = (orders: Order[]) =>
  orders
    .filter((o) => isPlacedOrder(o.status))
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.orderNumber - a.orderNumber);

export const ordersQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['orders', userId ?? 'signed-out'],
    queryFn: () => getOrders(userId!),
    enabled: Boolean(userId),
    select: placedNewestFirst,
  });

/** The signed-in shopper's placed orders, newest first. */
export function useOrders() {
  const user = useSession();
  return useQuery(ordersQueryOptions(user?._id));
}
