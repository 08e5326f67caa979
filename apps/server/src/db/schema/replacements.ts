import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { users } from './users.ts';

/** One line of a request: which bought line, how many pieces, and the product (size) wanted instead. */
export type ReplacementItemRow = { orderItemId: string; quantity: number; wantedProductId: string };

/**
 * A shopper's replacement request for a delivered order (refund policy: within 7 days of delivery,
 * against an unboxing video). One per order; approving it creates a ₹0 replacement order.
 */
export const replacementRequests = pgTable(
  'replacement_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull().default('REQUESTED'),
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    items: jsonb('items').$type<ReplacementItemRow[]>().notNull(),
    /** The finished upload's id in the video store (REPLACEMENT_VIDEO_DIR); used by one request only. */
    videoId: text('video_id').notNull().unique(),
    videoType: text('video_type').notNull(),
    videoSize: bigint('video_size', { mode: 'number' }).notNull(),
    adminNote: text('admin_note').notNull().default(''),
    rejectReason: text('reject_reason').notNull().default(''),
    replacementOrderId: uuid('replacement_order_id')
      .unique()
      .references(() => orders.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
  },
  (t) => [
    index('replacement_requests_status_idx').on(t.status, t.createdAt),
    index('replacement_requests_user_idx').on(t.userId, t.createdAt),
    check('replacement_requests_status', sql`${t.status} in ('REQUESTED', 'APPROVED', 'REJECTED', 'SHIPPED')`),
  ],
);
