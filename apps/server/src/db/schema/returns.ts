import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { orderItems, orders } from './orders.ts';
import { users } from './users.ts';

/** One line of a return's GST credit note, in paise, as printed. */
export type CreditLineRow = {
  description: string;
  hsn: string;
  quantity: number;
  unitPaise: number;
  taxablePaise: number;
  ratePercent: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
};

/**
 * A return (for a refund) or a size exchange of pieces of a delivered order (ADR 0027); replacements
 * for damage keep their own table (ADR 0017) and share the back office queue.
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('REQUESTED'),
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    /** COURIER (reverse pickup) or SELF (the shopper ships it back); null until approved. */
    pickup: text('pickup'),
    pickupAwb: text('pickup_awb').notNull().default(''),
    pickupShipmentId: text('pickup_shipment_id').notNull().default(''),
    rejectReason: text('reject_reason').notNull().default(''),
    qcPhotos: jsonb('qc_photos').$type<string[]>().notNull().default([]),
    /** A COD refund's destination, AES-256-GCM under PAYOUT_ENCRYPTION_KEY, and what the screens show of it. */
    payoutSealed: text('payout_sealed'),
    payoutMasked: text('payout_masked').notNull().default(''),
    /** What the server computed to refund (the returned lines after offers), in paise. */
    refundPaise: integer('refund_paise').notNull().default(0),
    creditNoteNumber: text('credit_note_number').unique(),
    creditNoteDate: timestamp('credit_note_date', { withTimezone: true }),
    creditNotePdfPath: text('credit_note_pdf_path'),
    /** The credit note's lines as computed when the return was accepted (ADR 0027), so every print is the same. */
    creditLines: jsonb('credit_lines').$type<CreditLineRow[]>(),
    exchangeOrderId: uuid('exchange_order_id')
      .unique()
      .references(() => orders.id),
    /** An undecided exchange releases its reserved sizes after this. */
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('return_requests_status_idx').on(t.status, t.createdAt),
    index('return_requests_user_idx').on(t.userId, t.createdAt),
    index('return_requests_order_idx').on(t.orderId),
    check('return_requests_kind', sql`${t.kind} in ('RETURN', 'EXCHANGE')`),
  ],
);

/**
 * The pieces of one line a request sends back (and the size wanted for an exchange). `open` is true until
 * the request closes: the partial unique index lets one open request hold a line, so of two concurrent
 * requests on a line one wins.
 */
export const returnLines = pgTable(
  'return_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    quantity: integer('quantity').notNull(),
    wantedProductId: uuid('wanted_product_id').references(() => products.id),
    /** Pieces taken off the wanted size's stock for this exchange (given back if it is rejected or expires). */
    reserved: integer('reserved').notNull().default(0),
    /** Counted as returned once the quality check accepted it. */
    returned: integer('returned').notNull().default(0),
    open: integer('open').notNull().default(1),
  },
  (t) => [
    uniqueIndex('return_lines_open_line_idx').on(t.orderItemId).where(sql`${t.open} = 1`),
    index('return_lines_request_idx').on(t.requestId),
    check('return_lines_quantity_pos', sql`${t.quantity} >= 1`),
  ],
);

/**
 * Every refund of an order, one row each with its own merchant refund id (ADR 0027): a cancelled paid
 * order's full refund (`{orderId}-R`, as before), and each accepted return's (`{orderId}-R{n}`).
 * PROVIDER rows are asked of the payment provider and followed by the reconciler; MANUAL rows record a
 * cash-on-delivery payout staff made.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    returnRequestId: uuid('return_request_id')
      .unique()
      .references(() => returnRequests.id),
    merchantRefundId: text('merchant_refund_id').notNull().unique(),
    amount: integer('amount').notNull(),
    method: text('method').notNull().default('PROVIDER'),
    state: text('state').notNull().default('PENDING'),
    providerRefundId: text('provider_refund_id'),
    providerResponse: jsonb('provider_response'),
    /** A manual payout's bank reference (UTR). */
    reference: text('reference').notNull().default(''),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    index('refunds_pending_idx').on(t.checkedAt).where(sql`${t.state} = 'PENDING' and ${t.method} = 'PROVIDER'`),
    check('refunds_amount_pos', sql`${t.amount} >= 0`),
  ],
);
