import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { subcategories } from './catalogue.ts';
import { orderItems, orders } from './orders.ts';
import { users } from './users.ts';

/**
 * A verified buyer's review of a design (ADR 0005: a design is its subcategory and design key, each
 * size its own product). One per shopper and design; an edit updates the row. Only `published`
 * reviews are shown or counted in `design_ratings`.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subcategoryId: uuid('subcategory_id')
      .notNull()
      .references(() => subcategories.id, { onDelete: 'cascade' }),
    designKey: text('design_key').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The delivered order line that makes the shopper a verified buyer. */
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    /** The size of the piece bought, as the product named it. */
    size: text('size').notNull(),
    rating: smallint('rating').notNull(),
    title: text('title').notNull().default(''),
    body: text('body').notNull().default(''),
    sizeFeedback: text('size_feedback', { enum: ['small', 'true', 'large'] }).notNull(),
    status: text('status', { enum: ['published', 'pending', 'rejected'] }).notNull(),
    /** Why a pending review waits (link, phone, word, photos, reported); empty once decided. */
    heldFor: text('held_for').notNull().default(''),
    rejectReason: text('reject_reason').notNull().default(''),
    storeReply: text('store_reply').notNull().default(''),
    storeReplyAt: timestamp('store_reply_at', { withTimezone: true }),
    helpfulCount: integer('helpful_count').notNull().default(0),
    /** Reports since staff last decided; staff approval after reports sets `reportsCleared`. */
    openReports: integer('open_reports').notNull().default(0),
    reportsClearedAt: timestamp('reports_cleared_at', { withTimezone: true }),
    photoCount: smallint('photo_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reviews_one_per_design_idx').on(t.userId, t.subcategoryId, t.designKey),
    index('reviews_design_idx').on(t.subcategoryId, t.designKey, t.status),
    index('reviews_queue_idx').on(t.status, t.updatedAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/** Up to 3 photos of a review, re-encoded through the image store like product pictures. */
export const reviewPhotos = pgTable(
  'review_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [index('review_photos_review_idx').on(t.reviewId, t.sort)],
);

/** One "Helpful" per signed-in shopper and review. */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);

/** A shopper's report of abuse; one per shopper and review. */
export const reviewReports = pgTable(
  'review_reports',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);

/** The audit trail of a review: who did what and when (shoppers' writes and reports, staff decisions). */
export const reviewEvents = pgTable(
  'review_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    /** `user:<id>` or `admin:<id>`, as order events name their actors. */
    actor: text('actor').notNull(),
    detail: text('detail').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Insertion order: breaks ties between events stamped in the same clock tick. */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [index('review_events_review_idx').on(t.reviewId, t.at)],
);

/**
 * The published reviews of a design summed up, rewritten in the transaction that publishes, changes or
 * withdraws one, so pages read one row instead of counting reviews per view.
 */
export const designRatings = pgTable(
  'design_ratings',
  {
    subcategoryId: uuid('subcategory_id')
      .notNull()
      .references(() => subcategories.id, { onDelete: 'cascade' }),
    designKey: text('design_key').notNull(),
    count: integer('count').notNull(),
    /** Sum of stars; the average is `total / count`. */
    total: integer('total').notNull(),
    /** Counts of 1…5 stars, in that order. */
    stars: jsonb('stars').$type<number[]>().notNull(),
    fitSmall: integer('fit_small').notNull(),
    fitTrue: integer('fit_true').notNull(),
    fitLarge: integer('fit_large').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subcategoryId, t.designKey] })],
);

/** Orders whose review request mail was queued: inserting the row is the claim (once per order, once across instances). */
export const reviewRequests = pgTable('review_requests', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});
