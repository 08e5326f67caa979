const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 2,
  minimumFractionDigits: 0,
});

/** The one rupee formatter: ₹ with en-IN grouping (₹1,23,456). */
export function formatINR(rupees: number): string {
  return inr.format(rupees);
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
