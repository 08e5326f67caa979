import { z } from 'zod';
import { ORDER_STATUSES } from '../orders/order.rules.ts';
import { isCalendarDate } from '../reports/sales-range.rules.ts';

const calendarDate = z.string().refine(isCalendarDate, 'Choose a date as YYYY-MM-DD');

/** GET /api/admin/exports/orders.csv: orders placed from `from` to `to` (Kolkata days, inclusive), one status or all. */
export const orderExportQuery = z
  .object({ from: calendarDate.optional(), to: calendarDate.optional(), status: z.enum(ORDER_STATUSES).optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, 'The start date must not be after the end date');
export type OrderExportQuery = z.infer<typeof orderExportQuery>;
