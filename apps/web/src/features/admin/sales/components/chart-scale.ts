const short = new Intl.NumberFormat('en-IN', {
  notation: 'compact',
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 1,
  minimumFractionDigits: 0,
});

/** Rupees in the short form used on chart axes: ₹500, ₹1.5K, ₹2.4L, ₹1.2Cr. */
export const formatINRShort = (rupees: number) => short.format(rupees);

/** A 'nice' axis top and step (1, 2, 2.5 or 5 × 10ⁿ) giving about `ticks` gridlines above the data. */
export function niceScale(max: number, ticks = 4, multiples = [1, 2, 2.5, 5, 10]): { top: number; step: number } {
  if (!(max > 0)) return { top: ticks * 100, step: 100 };
  const raw = max / ticks;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = multiples.map((m) => m * magnitude).find((s) => s >= raw) ?? 10 * magnitude;
  return { top: Math.ceil(max / step) * step, step };
}

/** An axis for counts: whole-number steps (1, 2 or 5 × 10ⁿ) and at least 0–4, so one order is not a full bar. */
export const countScale = (max: number, ticks = 4) => niceScale(Math.max(ticks, max), ticks, [1, 2, 5, 10]);

const dayLabel = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** '2026-03-12' (an Asia/Kolkata calendar day from the server) as '12 Mar'. */
export const formatDay = (isoDate: string) => dayLabel.format(new Date(`${isoDate}T00:00:00Z`));
