import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  cartItems,
  carts,
  orderEvents,
  orderItems,
  orders,
  outbox,
  productImages,
  products,
  stockReservations,
  users,
} from '../../db/schema/index.ts';
import type { Mail } from '../../lib/mailer.ts';
import type { KnownInvoice } from '../orders/invoice.service.ts';

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
  /** The shopper's language (ADR 0029): the confirmation mail's. */
  language: string;
  /** The date its invoice bears: paid_at (set by this transition for a payment), else created_at. */
  invoiceDate: Date;
};

export type SoldLine = {
  productId: string;
  name: string;
  quantity: number;
  price: number;
  stock: number;
  /** What the confirmation mail shows of the piece: its size, design number and first picture. */
  size: string;
  designNumber: string;
  image: string | null;
};

type SaleRow = Record<string, string | number | null> & { items: KnownInvoice['items'] | string };

export function createPaymentRepository(db: DbOrTx) {
  return {
    /**
     * Compare-and-set of the payment status, in one statement: the order moves only while it is still
     * `from`; the same statement writes the order_events row, drops the order's stock holds and, with
     * `lockLines`, locks the order's products in id order (the one lock order) and returns its lines with
     * their current stock. The order row lock serializes every transition of one order; null when the
     * order had already moved.
     */
    async transitionPayment(
      t: Transition,
      opts: { lockLines?: boolean } = {},
      tx: DbOrTx = db,
    ): Promise<{ order: TransitionedOrder; lines: SoldLine[] } | null> {
      const response = t.providerResponse === undefined ? null : JSON.stringify(t.providerResponse);
      const notCancelled = t.unlessCancelled ? sql`and order_status <> 'CANCELLED'` : sql``;
      const lines = opts.lockLines
        ? sql`, l as (
            select oi.product_id, oi.name, oi.quantity, oi.price, p.quantity as stock, p.size, p.design_number,
              (select pi.path from ${productImages} pi where pi.product_id = p.id order by pi.sort limit 1) as image
            from ${orderItems} oi join ${products} p on p.id = oi.product_id
            where oi.order_id in (select id from u)
            order by p.id
            for update of p)`
        : sql`, l as (select null::uuid as product_id, null::text as name, 0 as quantity, 0 as price, 0 as stock,
            null::text as size, null::text as design_number, null::text as image where false)`;
      const res = await tx.execute(sql`
        with u as (
          update ${orders} set
            payment_status = ${t.to}::text,
            paid_at = case when ${t.to}::text = 'PAYMENT_SUCCESS' then now() else paid_at end,
            transaction_id = coalesce(${t.transactionId ?? null}::text, transaction_id),
            provider_response = coalesce(${response}::jsonb, provider_response)
          where id = ${t.orderId}::uuid and payment_status = ${t.from}::text ${notCancelled}
          returning id, user_id, order_number, amount, shipping_fee, shipping_address, coalesce(paid_at, created_at) as invoice_date
        ), e as (
          insert into ${orderEvents} (order_id, field, "from", "to", actor)
          select id, 'paymentStatus', ${t.from}::text, ${t.to}::text, ${t.actor}::text from u
        ), d as (
          delete from ${stockReservations} where order_id in (select id from u)
        )${lines}
        select u.id::text as id, u.user_id::text as user_id, u.order_number::text as order_number, u.amount,
               u.shipping_fee, u.shipping_address, u.invoice_date, ${users.email} as email, ${users.name} as name, ${users.language} as language,
               l.product_id::text as product_id, l.name as line_name, l.quantity, l.price, l.stock,
               l.size, l.design_number, l.image
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
        language: String(r.language),
        invoiceDate: new Date(r.invoice_date as string),
      };
      const sold = rows
        .filter((l) => l.product_id !== null)
        .map((l) => ({
          productId: String(l.product_id),
          name: String(l.line_name),
          quantity: Number(l.quantity),
          price: Number(l.price),
          stock: Number(l.stock),
          size: String(l.size ?? ''),
          designNumber: String(l.design_number ?? ''),
          image: l.image === null ? null : String(l.image),
        }));
      return { order, lines: sold };
    },

    /**
     * Sells an order whose payment status just moved (same transaction), in one statement: each product's
     * stock less the order's units (a product short of stock is left untouched, never below 0), the bought
     * products out of the shopper's cart (a line added while paying stays), the confirmation mail queued
     * in the outbox (and a WhatsApp 'order placed' when `notice` gives its statement), and the invoice
     * number set. Returns how many products were decremented (the caller rolls back unless all were)
     * and the invoice as sold, for its PDF.
     */
    async sellOrder(
      sale: { orderId: string; userId: string; mail: Mail; invoiceNumber: string; notice?: SQL | null },
      tx: DbOrTx = db,
    ): Promise<{ products: number; invoice: KnownInvoice | null }> {
      const res = await tx.execute(sql`
        with per as (
          select product_id, sum(quantity)::int as units from ${orderItems}
          where order_id = ${sale.orderId}::uuid group by product_id
        ), sold as (
          update ${products} p set quantity = p.quantity - per.units, updated_at = now()
          from per where p.id = per.product_id and p.quantity >= per.units
          returning p.id
        ), cart as (
          delete from ${cartItems}
          where cart_id in (select id from ${carts} where user_id = ${sale.userId}::uuid)
            and product_id in (select product_id from per)
        ), mail as (
          insert into ${outbox} (kind, payload) values ('mail', ${JSON.stringify(sale.mail)}::jsonb)
        ), notice as (
          ${sale.notice ?? sql`select 1`}
        ), inv as (
          update ${orders} set invoice_number = ${sale.invoiceNumber}::text
          where id = ${sale.orderId}::uuid and invoice_number is null
          returning order_number, invoice_number, coalesce(paid_at, created_at) as invoice_date, transaction_id,
            buyer_name, shipping_address, shipping_state, mobile, shipping_fee, cod_fee
        )
        select (select count(*) from sold)::int as products, inv.*,
          (select coalesce(json_agg(json_build_object('name', oi.name, 'hsn', oi.hsn, 'quantity', oi.quantity,
                                      'price', oi.price, 'discount', oi.discount, 'size', p.size,
                                      'designNumber', p.design_number)
                                    order by oi.name, oi.id), '[]'::json)
           from ${orderItems} oi left join ${products} p on p.id = oi.product_id
           where oi.order_id = ${sale.orderId}::uuid) as items
        from (select 1) one left join inv on true`);
      const r = (res as unknown as { rows: SaleRow[] }).rows[0];
      const invoice: KnownInvoice | null =
        r.invoice_number === null
          ? null
          : {
              order: {
                orderNumber: Number(r.order_number),
                invoiceNumber: String(r.invoice_number),
                invoiceDate: new Date(r.invoice_date as string),
                transactionId: r.transaction_id === null ? null : String(r.transaction_id),
                buyerName: String(r.buyer_name),
                shippingAddress: String(r.shipping_address),
                shippingState: String(r.shipping_state),
                mobile: String(r.mobile),
                shippingFee: Number(r.shipping_fee),
                codFee: Number(r.cod_fee),
              },
              items: typeof r.items === 'string' ? JSON.parse(r.items) : r.items,
            };
      return { products: Number(r.products), invoice };
    },
  };
}

export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
