import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A shopper's consent to order updates on WhatsApp (ADR 0025), with when it was given and, after a
 * STOP or an untick, when it was withdrawn. `phone`: the number the consent was given for.
 */
export const messageConsents = pgTable(
  'message_consents',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('message_consents_phone_idx').on(t.phone)],
);

/** Replies from phones already handled, by the platform's message id: a webhook delivered twice acts once. */
export const messageReplies = pgTable('message_replies', {
  id: text('id').primaryKey(),
  phone: text('phone').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
