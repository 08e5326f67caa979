import { and, asc, gt, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderItems, orders, refunds, returnRequests } from '../../db/schema/index.ts';

/** Invoices are dated when the payment succeeded (older rows: when the order was placed). */
const invoiceDate = sql<Date>`coalesce(${orders.paidAt}, ${orders.createdAt})`;

/** The documents a month's tax summary reads, in batches by order id so a busy month never sits in memory whole. */
export function createTaxSummaryRepository(db: DbOrTx) {
  return {
    /** Up to `limit` invoiced orders dated in [start, end), ids after `afterId`, whole rows. */
    invoicedOrders: (start: Date, end: Date, afterId: string | null, limit: number, tx: DbOrTx = db) =>
      tx
        .select()
        .from(orders)
        .where(
          and(
            isNotNull(orders.invoiceNumber),
            gte(invoiceDate, start),
            lt(invoiceDate, end),
            afterId ? gt(orders.id, afterId) : undefined,
          ),
        )
        .orderBy(asc(orders.id))
        .limit(limit),

    /** Up to `limit` orders whose credit note is dated in [start, end), ids after `afterId`. */
    creditedOrders: (start: Date, end: Date, afterId: string | null, limit: number, tx: DbOrTx = db) =>
      tx
        .select()
        .from(orders)
        .where(
          and(
            isNotNull(orders.creditNoteNumber),
            isNotNull(orders.invoiceNumber),
            gte(orders.refundRequestedAt, start),
            lt(orders.refundRequestedAt, end),
            afterId ? gt(orders.id, afterId) : undefined,
          ),
        )
        .orderBy(asc(orders.id))
        .limit(limit),

    /** Returns' partial credit notes dated in [start, end), with their stored lines and the order they credit (ADR 0027). */
    returnCreditNotes: (start: Date, end: Date, tx: DbOrTx = db) =>
      tx
        .select({ order: orders, lines: returnRequests.creditLines })
        .from(returnRequests)
        .innerJoin(orders, sql`${orders.id} = ${returnRequests.orderId}`)
        .where(
          and(
            isNotNull(returnRequests.creditNoteNumber),
            gte(returnRequests.creditNoteDate, start),
            lt(returnRequests.creditNoteDate, end),
          ),
        ),

    /** Refunds completed in [start, end): how many and how much, provider and manual alike. */
    async refundsCompleted(start: Date, end: Date, tx: DbOrTx = db) {
      const [row] = await tx
        .select({
          count: sql<number>`count(*)::int`,
          amountPaise: sql<number>`coalesce(sum(${refunds.amount}), 0)::int`,
        })
        .from(refunds)
        .where(and(sql`${refunds.state} = 'COMPLETED'`, gte(refunds.completedAt, start), lt(refunds.completedAt, end)));
      return row;
    },

    /** The frozen lines (name, HSN, quantity, unit price and offer discount copied at checkout) of these orders, as invoices print them. */
    linesOf: (orderIds: string[], tx: DbOrTx = db) =>
      orderIds.length === 0
        ? Promise.resolve([])
        : tx
            .select({
              orderId: orderItems.orderId,
              name: orderItems.name,
              hsn: orderItems.hsn,
              quantity: orderItems.quantity,
              price: orderItems.price,
              discount: orderItems.discount,
            })
            .from(orderItems)
            .where(inArray(orderItems.orderId, orderIds))
            .orderBy(orderItems.name, orderItems.id),
  };
}

export type TaxSummaryRepository = ReturnType<typeof createTaxSummaryRepository>;
export type OrderRow = Awaited<ReturnType<TaxSummaryRepository['invoicedOrders']>>[number];
