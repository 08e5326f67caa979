const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const withPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

/**
 * The one rupee formatter: ₹ with en-IN grouping; whole amounts without paise (₹1,23,456), others
 * always with two digits (₹799.50, never ₹799.5). Judged in whole paise, so float noise stays whole.
 */
export function formatINR(rupees: number): string {
  const paise = Math.round(rupees * 100);
  return paise % 100 === 0 ? wholeRupees.format(paise / 100) : withPaise.format(paise / 100);
}

const adminDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'medium',
  timeStyle: 'short',
  hour12: true,
});

/** The one admin date formatter: Asia/Kolkata, en-IN, 12-hour (spec §1). */
export function formatAdminDate(date: string | Date): string {
  return adminDate.format(new Date(date));
}

const shopDate = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'long' });

/** Dates shown to shoppers (order placed on …). */
export function formatShopDate(date: string | Date): string {
  return shopDate.format(new Date(date));
}

/** Rupees to integer paise and back: money is stored as paise (DESIGN §5). */
export const toPaise = (rupees: number): number => Math.round(rupees * 100);
export const toRupees = (paise: number): number => paise / 100;
