const DAY_MS = 86_400_000;
/** The longest range the sales report draws, in days. */
export const SALES_MAX_DAYS = 366;

/** A real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Days from `from` to `to`, both included (1 for a single day; below 1 when `to` comes first). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The Kolkata calendar date `days` days before `date` (negative: after), YYYY-MM-DD. */
export function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/** Noon in Kolkata on a calendar date: an instant inside that day whatever the clock's zone. */
export const kolkataNoon = (date: string) => new Date(`${date}T12:00:00+05:30`);
