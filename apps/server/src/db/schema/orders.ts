import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgSequence, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { users } from './users.ts';

export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1001 });

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: bigint('order_number', { mode: 'number' })
      .notNull()
      .unique()
      .default(sql`nextval('order_number_seq')`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** Total charged in paise, items plus shipping. */
    amount: integer('amount').notNull(),
    shippingFee: integer('shipping_fee').notNull(),
    /** Taken off the items by offers, in paise (ADR 0023); `amount` is after it. */
    discount: integer('discount').notNull().default(0),
    /** The shipping fee a free-shipping offer waived, in paise (then `shippingFee` is 0). */
    shippingSaving: integer('shipping_saving').notNull().default(0),
    shippingAddress: text('shipping_address').notNull(),
    shippingState: text('shipping_state').notNull().default(''),
    buyerName: text('buyer_name').notNull().default(''),
    mobile: text('mobile').notNull(),
    orderStatus: text('order_status').notNull().default('PENDING'),
    paymentStatus: text('payment_status').notNull().default('PAYMENT_INITIATED'),
    /** ONLINE (PhonePe) or COD (cash on delivery); a COD order's amount includes its fee. */
    paymentMethod: text('payment_method').notNull().default('ONLINE'),
    /** Cash-on-delivery fee in paise, part of `amount` (0 for online payments). */
    codFee: integer('cod_fee').notNull().default(0),
    trackingNumber: text('tracking_number').notNull().default(''),
    transactionId: text('transaction_id'),
    providerResponse: jsonb('provider_response'),
    invoiceNumber: text('invoice_number').unique(),
    invoicePdfPath: text('invoice_pdf_path'),
    /** GST credit note of a cancelled paid order, numbered when its refund is requested. */
    creditNoteNumber: text('credit_note_number').unique(),
    creditNotePdfPath: text('credit_note_pdf_path'),
    refundRequestedAt: timestamp('refund_requested_at', { withTimezone: true }),
    /** The provider's id of the refund once it accepted the request (merchantRefundId is `${id}-R`). */
    refundId: text('refund_id'),
    paymentCheckedAt: timestamp('payment_checked_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the admin set the order DELIVERED: the replacement window counts from here. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /**
     * A cash-on-delivery order's confirmation (ADR 0025): AWAITING the shopper's WhatsApp answer, CALL
     * (staff to phone), CONFIRMED, NOT_ASKED (no consent: staff may confirm by phone), CANCELLED; null otherwise.
     */
    codConfirmation: text('cod_confirmation'),
    codConfirmationAt: timestamp('cod_confirmation_at', { withTimezone: true }),
    codConfirmationBy: text('cod_confirmation_by'),
    codRemindedAt: timestamp('cod_reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    index('orders_status_idx').on(t.orderStatus, t.createdAt),
    index('orders_payment_status_idx').on(t.paymentStatus, t.createdAt),
    /** The admin orders filter by payment method, newest first. */
    index('orders_payment_method_idx').on(t.paymentMethod, t.createdAt),
    /** GET /api/payment/validate/{transactionId} looks orders up by the provider's transaction id. */
    index('orders_transaction_idx').on(t.transactionId),
    /** The COD confirmation job's orders still waiting for an answer, oldest first. */
    index('orders_cod_awaiting_idx').on(t.createdAt).where(sql`${t.codConfirmation} = 'AWAITING'`),
    /**
     * The reconciler's sold orders still without an invoice number or PDF, oldest sale first: a handful
     * of rows, found without reading the table (a scan took ~300 ms every 3 s at a million orders).
     */
    index('orders_uninvoiced_idx')
      .on(sql`coalesce(${t.paidAt}, ${t.createdAt})`)
      .where(
        sql`(${t.invoiceNumber} is null or ${t.invoicePdfPath} is null) and ${t.paymentStatus} in ('PAYMENT_SUCCESS', 'COD_PENDING', 'COD_COLLECTED')`,
      ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    price: integer('price').notNull(),
    mrp: integer('mrp').notNull(),
    name: text('name').notNull(),
    hsn: text('hsn').notNull().default('6208'),
    /** What offers took off this line (all its pieces), in paise; its taxable value is after it. */
    discount: integer('discount').notNull().default(0),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), check('order_items_quantity_pos', sql`${t.quantity} >= 1`)],
);

export const stockReservations = pgTable(
  'stock_reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('stock_reservations_product_idx').on(t.productId, t.expiresAt),
    index('stock_reservations_order_idx').on(t.orderId),
  ],
);

export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    field: text('field').notNull().default('orderStatus'),
    from: text('from'),
    to: text('to').notNull(),
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Insertion order: breaks ties between events stamped in the same clock tick (PGlite's clock ticks in milliseconds). */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at)],
);

/** Invoice serials per financial year, so numbers are consecutive without gaps. */
export const invoiceSeries = pgTable('invoice_series', {
  financialYear: text('financial_year').primaryKey(),
  lastSerial: integer('last_serial').notNull().default(0),
});

/** Credit note serials per financial year: their own gapless series, apart from invoices. */
export const creditNoteSeries = pgTable('credit_note_series', {
  financialYear: text('financial_year').primaryKey(),
  lastSerial: integer('last_serial').notNull().default(0),
});

export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    /** One message per (order, event): a second queueing of the same key is dropped. */
    dedupeKey: text('dedupe_key').unique(),
    payload: jsonb('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAt: timestamp('next_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_due_idx').on(t.sentAt, t.nextAt)],
);
