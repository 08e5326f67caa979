import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Each unboxing video upload a shopper starts (its tus id), so the cap on unfinished uploads and
 * their expiry hold across instances, and the cleanup job knows what to delete: an upload still
 * unfinished, or finished but never attached to a replacement request, a day on.
 */
export const videoUploads = pgTable(
  'video_uploads',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
  },
  (t) => [index('video_uploads_user_idx').on(t.userId, t.createdAt)],
);
