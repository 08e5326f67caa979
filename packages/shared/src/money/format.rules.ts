/**
 * Digits with Indian grouping (1,23,456), as en-IN and hi-IN write them. Written out rather than asked
 * of Intl: a page's first Intl formatter loads the browser's locale data, 50–140 ms of a mid-range
 * phone's main thread (bench/README.md, "Intl on the first load"), and every storefront page shows a price.
 */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/**
 * The one rupee formatter: ₹ with Indian grouping; whole amounts without paise (₹1,23,456), others
 * always with two digits (₹799.50, never ₹799.5). Judged in whole paise, so float noise stays whole.
 * The same text as Intl's en-IN and hi-IN currency formats (format.rules.test.ts compares them).
 */
export function formatINR(rupees: number): string {
  const paise = Math.round(rupees * 100);
  const abs = Math.abs(paise);
  const whole = groupIndian(String(Math.floor(abs / 100)));
  const rest = abs % 100;
  return `${paise < 0 ? '-' : ''}₹${whole}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}

/** An Intl formatter made when first used, so a page that shows no date never pays for one (see groupIndian). */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

const adminDate = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      timeZone: 'Asia/Kolkata',
      dateStyle: 'medium',
      timeStyle: 'short',
      hour12: true,
    }),
);

/** The one admin date formatter: Asia/Kolkata, en-IN, 12-hour (spec §1). */
export function formatAdminDate(date: string | Date): string {
  return adminDate().format(new Date(date));
}

const shopDate = onFirstUse(() => new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'long' }));

/** Dates shown to shoppers (order placed on …). */
export function formatShopDate(date: string | Date): string {
  return shopDate().format(new Date(date));
}

/** Rupees to integer paise and back: money is stored as paise (DESIGN §5). */
export const toPaise = (rupees: number): number => Math.round(rupees * 100);
export const toRupees = (paise: number): number => paise / 100;
