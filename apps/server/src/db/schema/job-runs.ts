import { date, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Daily background jobs done, one row per job and day: inserting the row is the claim, so one instance runs it. */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    day: date('day').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.job, t.day] })],
);
