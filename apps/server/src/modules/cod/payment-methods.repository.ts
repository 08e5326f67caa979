import type { PaymentMethod } from '@nidra/shared/cod/cod.rules';
import type { OrderListFilter } from '@nidra/shared/orders/order-status.rules';
import { and, count, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders, users } from '../../db/schema/index.ts';
import { orderListCondition } from '../admin/order-list-filter.ts';

const withCustomer = {
  order: orders,
  customer: { id: users.id, name: users.name, email: users.email, phone: users.phone },
};

/** Orders that count as revenue in the sales report: money received (paid online, COD collected), not cancelled. */
const isMoneyReceived = () =>
  and(inArray(orders.paymentStatus, ['PAYMENT_SUCCESS', 'COD_COLLECTED']), ne(orders.orderStatus, 'CANCELLED'));

/** The admin's views by payment method: the orders list filtered by method, and revenue per method. */
export function createPaymentMethodsRepository(db: DbOrTx) {
  const where = (method: PaymentMethod, status?: OrderListFilter) =>
    and(eq(orders.paymentMethod, method), orderListCondition(status));
  return {
    countOrders: async (method: PaymentMethod, status?: OrderListFilter) =>
      (await db.select({ n: count() }).from(orders).where(where(method, status)))[0].n,

    /** One page of one method's orders, newest first (orders_payment_method_idx). */
    findOrderPage: (q: { method: PaymentMethod; status?: OrderListFilter; limit: number; offset: number }) =>
      db
        .select(withCustomer)
        .from(orders)
        .leftJoin(users, eq(users.id, orders.userId))
        .where(where(q.method, q.status))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(q.limit)
        .offset(q.offset),

    /** Revenue received (paise, the amount charged incl. fees) and order count per payment method since `from`. */
    salesByMethod: (from: Date, until: Date) =>
      db
        .select({
          method: orders.paymentMethod,
          revenue: sql<number>`sum(${orders.amount})`.mapWith(Number),
          orders: count(),
        })
        .from(orders)
        .where(and(isMoneyReceived(), gte(orders.createdAt, from), lt(orders.createdAt, until)))
        .groupBy(orders.paymentMethod),
  };
}

export type PaymentMethodsRepository = ReturnType<typeof createPaymentMethodsRepository>;
