import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderEvents, orderItems, orders, products, stockReservations, users } from '../../db/schema/index.ts';

export type Transition = {
  orderId: string;
  from: string;
  to: string;
  actor: string;
  transactionId?: string | null;
  /** Kept as the order's provider_response; undefined leaves the stored one. */
  providerResponse?: unknown;
  /** A cancelled order is not moved (a payment for it is refunded instead). */
  unlessCancelled?: boolean;
};

export type TransitionedOrder = {
  id: string;
  userId: string;
  orderNumber: number;
  amount: number;
  shippingFee: number;
  shippingAddress: string;
  email: string;
  name: string;
};

export type SoldLine = { productId: string; name: string; quantity: number; price: number; stock: number };

/**
 * Compare-and-set of the payment status, in one statement: the order moves only while it is still
 * `from`; the same statement writes the order_events row, drops the order's stock holds and, with
 * `lockLines`, locks the order's products in id order (the one lock order) and returns its lines with
 * their current stock. The order row lock serializes every transition of one order; null when the
 * order had already moved.
 */
export async function transitionPayment(
  tx: DbOrTx,
  t: Transition,
  opts: { lockLines?: boolean } = {},
): Promise<{ order: TransitionedOrder; lines: SoldLine[] } | null> {
  const response = t.providerResponse === undefined ? null : JSON.stringify(t.providerResponse);
  const notCancelled = t.unlessCancelled ? sql`and order_status <> 'CANCELLED'` : sql``;
  const lines = opts.lockLines
    ? sql`, l as (
        select oi.product_id, oi.name, oi.quantity, oi.price, p.quantity as stock
        from ${orderItems} oi join ${products} p on p.id = oi.product_id
        where oi.order_id in (select id from u)
        order by p.id
        for update of p)`
    : sql`, l as (select null::uuid as product_id, null::text as name, 0 as quantity, 0 as price, 0 as stock where false)`;
  const res = await tx.execute(sql`
    with u as (
      update ${orders} set
        payment_status = ${t.to}::text,
        paid_at = case when ${t.to}::text = 'PAYMENT_SUCCESS' then now() else paid_at end,
        transaction_id = coalesce(${t.transactionId ?? null}::text, transaction_id),
        provider_response = coalesce(${response}::jsonb, provider_response)
      where id = ${t.orderId}::uuid and payment_status = ${t.from}::text ${notCancelled}
      returning id, user_id, order_number, amount, shipping_fee, shipping_address
    ), e as (
      insert into ${orderEvents} (order_id, field, "from", "to", actor)
      select id, 'paymentStatus', ${t.from}::text, ${t.to}::text, ${t.actor}::text from u
    ), d as (
      delete from ${stockReservations} where order_id in (select id from u)
    )${lines}
    select u.id::text as id, u.user_id::text as user_id, u.order_number::text as order_number, u.amount,
           u.shipping_fee, u.shipping_address, ${users.email} as email, ${users.name} as name,
           l.product_id::text as product_id, l.name as line_name, l.quantity, l.price, l.stock
    from u join ${users} on ${users.id} = u.user_id left join l on true`);
  const rows = (res as unknown as { rows: Record<string, string | number | null>[] }).rows;
  if (rows.length === 0) return null;
  const r = rows[0];
  const order: TransitionedOrder = {
    id: String(r.id),
    userId: String(r.user_id),
    orderNumber: Number(r.order_number),
    amount: Number(r.amount),
    shippingFee: Number(r.shipping_fee),
    shippingAddress: String(r.shipping_address),
    email: String(r.email),
    name: String(r.name),
  };
  const sold = rows
    .filter((l) => l.product_id !== null)
    .map((l) => ({
      productId: String(l.product_id),
      name: String(l.line_name),
      quantity: Number(l.quantity),
      price: Number(l.price),
      stock: Number(l.stock),
    }));
  return { order, lines: sold };
}

/** Converts the order's units into sold stock; a product short of stock is left untouched (never below 0). */
export async function decrementStock(tx: DbOrTx, orderId: string): Promise<number> {
  const per = tx
    .select({ productId: orderItems.productId, units: sql<number>`sum(${orderItems.quantity})::int`.as('units') })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .groupBy(orderItems.productId)
    .as('per');
  const rows = await tx
    .update(products)
    .set({ quantity: sql`${products.quantity} - ${per.units}`, updatedAt: sql`now()` })
    .from(per)
    .where(and(eq(products.id, per.productId), sql`${products.quantity} >= ${per.units}`))
    .returning({ id: products.id });
  return rows.length;
}
