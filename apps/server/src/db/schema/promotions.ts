import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

/** Offers and coupons (ADR 0023). Money in paise; a null code is an automatic offer. */
export const promotions = pgTable(
  'promotions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    code: text('code').unique(),
    isPublic: boolean('is_public').notNull().default(false),
    kind: text('kind').notNull(),
    percent: integer('percent').notNull().default(0),
    amount: integer('amount').notNull().default(0),
    maxDiscount: integer('max_discount'),
    buyQuantity: integer('buy_quantity').notNull().default(0),
    getQuantity: integer('get_quantity').notNull().default(0),
    scope: text('scope').notNull().default('ALL'),
    /** Subcategory ids or design keys, by `scope`. */
    scopeIds: jsonb('scope_ids').$type<string[]>().notNull().default([]),
    minOrder: integer('min_order').notNull().default(0),
    minQuantity: integer('min_quantity').notNull().default(0),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    combinable: boolean('combinable').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    perShopperLimit: integer('per_shopper_limit'),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('promotions_percent_range', sql`${t.percent} between 0 and 100`),
    check('promotions_amount_pos', sql`${t.amount} >= 0`),
  ],
);

/** The audit trail of promotions: who created, edited, paused, resumed or ended one, and what changed. */
export const promotionEvents = pgTable(
  'promotion_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    actor: text('actor').notNull(),
    changes: jsonb('changes'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Insertion order: breaks ties between changes stamped in the same clock tick. */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [index('promotion_events_promotion_idx').on(t.promotionId, t.at)],
);

/**
 * The promotions an order used and what each gave. A use is held while the order's payment is open
 * and counts once it is paid or on cash on delivery; a failed, expired or abandoned payment gives it back.
 */
export const orderPromotions = pgTable(
  'order_promotions',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => promotions.id),
    name: text('name').notNull(),
    code: text('code'),
    discount: integer('discount').notNull().default(0),
    shippingSaving: integer('shipping_saving').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.promotionId] }),
    index('order_promotions_promotion_idx').on(t.promotionId),
  ],
);
