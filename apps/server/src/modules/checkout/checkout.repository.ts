import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { addresses, orderItems, orderPromotions, orders, stockReservations } from '../../db/schema/index.ts';

export type NewOrder = typeof orders.$inferInsert;

export type OrderLine = {
  productId: string;
  quantity: number;
  price: number;
  mrp: number;
  name: string;
  hsn: string;
  /** What offers took off the line, in paise. */
  discount: number;
};
/** An offer the order was given (order_promotions). */
export type OrderOffer = {
  promotionId: string;
  name: string;
  code: string | null;
  discount: number;
  shippingSaving: number;
};

const summary = {
  id: orders.id,
  userId: orders.userId,
  orderNumber: orders.orderNumber,
  amount: orders.amount,
  orderStatus: orders.orderStatus,
  paymentStatus: orders.paymentStatus,
};

export function createCheckoutRepository(db: DbOrTx) {
  return {
    /**
     * Units of each product held by unexpired reservations, the shopper's own included (their earlier open
     * order is cancelled before this runs). Run after the products are locked: in READ COMMITTED a new
     * statement sees every reservation committed before the lock was granted.
     */
    async findHeld(productIds: string[], tx: DbOrTx = db) {
      const held = new Map<string, number>();
      if (productIds.length === 0) return held;
      const rows = await tx
        .select({ productId: stockReservations.productId, units: sql<number>`sum(${stockReservations.quantity})::int` })
        .from(stockReservations)
        .where(and(inArray(stockReservations.productId, productIds), gt(stockReservations.expiresAt, sql`now()`)))
        .groupBy(stockReservations.productId);
      for (const r of rows) held.set(r.productId, Number(r.units));
      return held;
    },

    async findAddressOfUser(userId: string, addressId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(addresses)
        .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
      return row ?? null;
    },

    /** The user's saved addresses, oldest first (a shopper keeps a handful). */
    async findAddressesOfUser(userId: string, tx: DbOrTx = db) {
      return tx.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.createdAt));
    },

    /** When the user's last order went to each of these joined address texts (texts never used are absent). */
    async findLastOrderedAt(userId: string, shippingAddresses: string[], tx: DbOrTx = db) {
      const rows = await tx
        .select({ shippingAddress: orders.shippingAddress, at: sql<Date | string>`max(${orders.createdAt})` })
        .from(orders)
        .where(and(eq(orders.userId, userId), inArray(orders.shippingAddress, shippingAddresses)))
        .groupBy(orders.shippingAddress);
      return new Map(rows.map((r) => [r.shippingAddress, new Date(r.at)]));
    },

    /**
     * The order, its line snapshots (with their offer discounts), the offers it was given and the
     * stock holds in one statement (data-modifying CTEs, so one round trip). Holds expire `minutes`
     * from now by the database clock, so every instance agrees.
     */
    async insertOrderWithHolds(
      order: Pick<
        NewOrder,
        | 'userId'
        | 'amount'
        | 'shippingFee'
        | 'shippingAddress'
        | 'shippingState'
        | 'buyerName'
        | 'mobile'
        | 'discount'
        | 'shippingSaving'
      >,
      lines: OrderLine[],
      minutes: number,
      offers: OrderOffer[] = [],
      tx: DbOrTx = db,
    ): Promise<{ id: string; orderNumber: number }> {
      const values = sql.join(
        lines.map(
          (l) =>
            sql`(${l.productId}::uuid, ${l.quantity}::int, ${l.price}::int, ${l.mrp}::int, ${l.name}::text, ${l.hsn}::text, ${l.discount}::int)`,
        ),
        sql`, `,
      );
      const offerRows =
        offers.length === 0
          ? sql``
          : sql`, p (promotion_id, name, code, discount, shipping_saving) as (values ${sql.join(
              offers.map(
                (p) =>
                  sql`(${p.promotionId}::uuid, ${p.name}::text, ${p.code}::text, ${p.discount}::int, ${p.shippingSaving}::int)`,
              ),
              sql`, `,
            )}),
        op as (
          insert into ${orderPromotions} (order_id, promotion_id, name, code, discount, shipping_saving)
          select o.id, p.promotion_id, p.name, p.code, p.discount, p.shipping_saving from o, p
        )`;
      const res = await tx.execute(sql`
        with o as (
          insert into ${orders} (user_id, amount, shipping_fee, shipping_address, shipping_state, buyer_name, mobile,
                                 discount, shipping_saving)
          values (${order.userId}::uuid, ${order.amount}::int, ${order.shippingFee}::int, ${order.shippingAddress}::text,
                  ${order.shippingState ?? ''}::text, ${order.buyerName ?? ''}::text, ${order.mobile}::text,
                  ${order.discount ?? 0}::int, ${order.shippingSaving ?? 0}::int)
          returning id, order_number
        ), l (product_id, quantity, price, mrp, name, hsn, discount) as (values ${values}),
        i as (
          insert into ${orderItems} (order_id, product_id, quantity, price, mrp, name, hsn, discount)
          select o.id, l.product_id, l.quantity, l.price, l.mrp, l.name, l.hsn, l.discount from o, l
        )${offerRows},
        r as (
          insert into ${stockReservations} (order_id, product_id, quantity, expires_at)
          select o.id, l.product_id, l.quantity, now() + make_interval(mins => ${minutes}::int) from o, l
        )
        select id::text as id, order_number::text as order_number from o`);
      const row = (res as unknown as { rows: { id: string; order_number: string }[] }).rows[0];
      return { id: row.id, orderNumber: Number(row.order_number) };
    },

    async findOrderSummary(orderId: string, tx: DbOrTx = db) {
      const [row] = await tx.select(summary).from(orders).where(eq(orders.id, orderId));
      return row ?? null;
    },

    /** The order whose id (when `ref` is a uuid) or provider transaction id is `ref`; the id wins. */
    async findOrderSummaryByRef(ref: string, isUuid: boolean, tx: DbOrTx = db) {
      const byRef = isUuid ? or(eq(orders.id, ref), eq(orders.transactionId, ref)) : eq(orders.transactionId, ref);
      const [row] = await tx
        .select(summary)
        .from(orders)
        .where(byRef)
        .orderBy(sql`${orders.id}::text = ${ref} desc`)
        .limit(1);
      return row ?? null;
    },

    /** What Pay again and Cancel on Your Orders need: the summary, when it was placed, how, and the gateway's answer. */
    async findUnpaidCandidate(orderId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({
          ...summary,
          createdAt: orders.createdAt,
          paymentMethod: orders.paymentMethod,
          providerResponse: orders.providerResponse,
        })
        .from(orders)
        .where(eq(orders.id, orderId));
      return row ?? null;
    },

    async saveProviderResponse(orderId: string, response: unknown, tx: DbOrTx = db): Promise<void> {
      await tx.update(orders).set({ providerResponse: response }).where(eq(orders.id, orderId));
    },
  };
}

export type CheckoutRepository = ReturnType<typeof createCheckoutRepository>;
