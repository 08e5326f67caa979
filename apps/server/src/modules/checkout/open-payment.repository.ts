import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderEvents, orders, stockReservations, users } from '../../db/schema/index.ts';

export type OpenPaymentRepository = ReturnType<typeof createOpenPaymentRepository>;

/** The shopper's open payment: at most one order per shopper holds stock while its payment is open. */
export function createOpenPaymentRepository(db: DbOrTx) {
  return {
    /**
     * Locks the shopper's row for the rest of the transaction, so two payments the same shopper starts
     * at once run one after the other. Taken before any order or product lock (orders, then products,
     * is the lock order of the payment transitions), so it cannot deadlock with them.
     */
    async lockShopper(userId: string, tx: DbOrTx = db): Promise<void> {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    },

    /**
     * Cancels the shopper's open orders (payment still PAYMENT_INITIATED, not cancelled) in one
     * statement: order status CANCELLED, an order_events row each, their stock holds deleted. The
     * payment status stays open, so the reconciler keeps asking the gateway and a payment completed
     * there after all is refunded rather than shipped. Returns the cancelled order ids. `orderId`
     * narrows it to that one order (the shopper's Cancel on Your Orders).
     */
    async cancelOpenOrders(userId: string, actor: string, tx: DbOrTx = db, orderId?: string): Promise<string[]> {
      const res = await tx.execute(sql`
        with open as (
          select id, order_status from ${orders}
          where user_id = ${userId}::uuid and payment_status = 'PAYMENT_INITIATED' and order_status <> 'CANCELLED'
            ${orderId ? sql`and id = ${orderId}::uuid` : sql``}
          for update
        ), u as (
          update ${orders} o set order_status = 'CANCELLED' from open
          where o.id = open.id and o.payment_status = 'PAYMENT_INITIATED'
          returning o.id, open.order_status as previous
        ), e as (
          insert into ${orderEvents} (order_id, field, "from", "to", actor)
          select id, 'orderStatus', previous, 'CANCELLED', ${actor}::text from u
        ), d as (
          delete from ${stockReservations} where order_id in (select id from u)
        )
        select id::text as id from u`);
      return (res as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
    },
  };
}
