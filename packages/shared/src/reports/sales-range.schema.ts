import { z } from 'zod';
import { daysInRange, isCalendarDate, SALES_MAX_DAYS } from './sales-range.rules.ts';

const calendarDate = z.string().refine(isCalendarDate, 'Choose a date as YYYY-MM-DD');

/**
 * GET /api/admin/sales: the last `days` days up to today (default 30), or the days from `from` to
 * `to` inclusive (both given, at most a year).
 */
export const salesQuery = z
  .object({
    days: z.coerce.number().int().min(1).max(SALES_MAX_DAYS).default(30),
    from: calendarDate.optional(),
    to: calendarDate.optional(),
  })
  .refine((q) => (q.from === undefined) === (q.to === undefined), 'Choose both a start and an end date')
  .refine((q) => !q.from || !q.to || daysInRange(q.from, q.to) >= 1, 'The start date must not be after the end date')
  .refine(
    (q) => !q.from || !q.to || daysInRange(q.from, q.to) <= SALES_MAX_DAYS,
    `Choose at most ${SALES_MAX_DAYS} days`,
  );
export type SalesQuery = z.infer<typeof salesQuery>;
