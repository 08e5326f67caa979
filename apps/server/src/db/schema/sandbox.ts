import { bigint, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The local PhonePe sandbox gateway's own state (PAYMENT_PROVIDER=sandbox only). It stands in for
 * PhonePe's servers; it is kept in the shared database so that its hosted page, status, refunds and
 * webhook answer the same whichever instance of the shop a request reaches. Times are epoch
 * milliseconds, as the gateway's API speaks them.
 */
export const sandboxPayments = pgTable('sandbox_payments', {
  merchantOrderId: text('merchant_order_id').primaryKey(),
  orderId: text('order_id').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  state: text('state', { enum: ['PENDING', 'COMPLETED', 'FAILED'] }).notNull(),
  expireAt: bigint('expire_at', { mode: 'number' }).notNull(),
  redirectUrl: text('redirect_url').notNull(),
  metaInfo: jsonb('meta_info'),
  /** Payment attempts, oldest first, as the status API reports them. */
  paymentDetails: jsonb('payment_details').notNull().default([]),
  /** Refunds against this payment, each with its merchantRefundId. */
  refunds: jsonb('refunds').notNull().default([]),
});

/** OAuth tokens the sandbox gateway issued, valid on every instance until they expire. */
export const sandboxTokens = pgTable('sandbox_tokens', {
  value: text('value').primaryKey(),
  expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
});
