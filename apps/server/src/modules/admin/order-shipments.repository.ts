import type { PaymentMethod } from '@nidra/shared/cod/cod.rules';
import type { OrderListFilter } from '@nidra/shared/orders/order-status.rules';
import {
  pickupOverdueBefore,
  SHIPMENT_FILTER_STATES,
  type ShipmentFilter,
} from '@nidra/shared/shipping/shipment.rules';
import { and, count, desc, eq, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders, shipments, users } from '../../db/schema/index.ts';
import type { OrderWithCustomer } from './admin-orders.repository.ts';
import { orderListCondition } from './order-list-filter.ts';

const withCustomer = {
  order: orders,
  customer: { id: users.id, name: users.name, email: users.email, phone: users.phone },
};

type ShipmentQuery = { shipment: ShipmentFilter; status?: OrderListFilter; method?: PaymentMethod };

/** The admin orders list by courier shipment state (ADR 0024), and the shipments of a page of orders. */
export function createOrderShipmentsRepository(db: DbOrTx) {
  const where = (q: ShipmentQuery, now: number) =>
    and(
      inArray(shipments.state, [...SHIPMENT_FILTER_STATES[q.shipment]]),
      q.shipment === 'PICKUP_OVERDUE' ? lt(shipments.createdAt, pickupOverdueBefore(now)) : undefined,
      q.method ? eq(orders.paymentMethod, q.method) : undefined,
      orderListCondition(q.status),
    );
  return {
    countOrders: async (q: ShipmentQuery, now = Date.now()) =>
      (
        await db
          .select({ n: count() })
          .from(orders)
          .innerJoin(shipments, eq(shipments.orderId, orders.id))
          .where(where(q, now))
      )[0].n,

    /** One page of those orders, newest first (plain offset paging: a shipment filter is a short list). */
    findOrderPage: (
      q: ShipmentQuery & { limit: number; offset: number },
      now = Date.now(),
    ): Promise<OrderWithCustomer[]> =>
      db
        .select(withCustomer)
        .from(orders)
        .innerJoin(shipments, eq(shipments.orderId, orders.id))
        .leftJoin(users, eq(users.id, orders.userId))
        .where(where(q, now))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(q.limit)
        .offset(q.offset),

    /** The shipments of these orders (at most one each). */
    shipmentsOf: (orderIds: string[]) =>
      orderIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              orderId: shipments.orderId,
              state: shipments.state,
              awb: shipments.awb,
              createdAt: shipments.createdAt,
            })
            .from(shipments)
            .where(inArray(shipments.orderId, orderIds)),
  };
}
export type OrderShipmentsRepository = ReturnType<typeof createOrderShipmentsRepository>;
