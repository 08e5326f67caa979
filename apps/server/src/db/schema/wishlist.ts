import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { users } from './users.ts';

/** A shopper's saved pieces; one row per shopper and product. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the piece was first seen sold out while saved (at saving, or by the back-in-stock job);
     * cleared by the job when it queues the back-in-stock mail, so each return to stock mails once.
     */
    soldOutSince: timestamp('sold_out_since', { withTimezone: true }),
    /** When the last back-in-stock mail for this row was queued. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('wishlist_items_user_idx').on(t.userId, t.createdAt),
    index('wishlist_items_sold_out_idx').on(t.productId).where(sql`${t.soldOutSince} is not null`),
    index('wishlist_items_product_idx').on(t.productId),
  ],
);

/** Mail kinds a recipient has turned off through an unsubscribe link; the address is kept lower-case. */
export const mailUnsubscribes = pgTable(
  'mail_unsubscribes',
  {
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.email, t.topic] })],
);
