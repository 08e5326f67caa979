import type { Language } from '../i18n/languages.ts';
import { formatINR, formatShopDate } from './format.rules.ts';

const zone = 'Asia/Kolkata';
const hindi = {
  wholeRupees: new Intl.NumberFormat('hi-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }),
  withPaise: new Intl.NumberFormat('hi-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }),
  number: new Intl.NumberFormat('hi-IN'),
  shopDate: new Intl.DateTimeFormat('hi-IN', { timeZone: zone, dateStyle: 'long' }),
  shortDay: new Intl.DateTimeFormat('hi-IN', { timeZone: zone, weekday: 'short', day: 'numeric', month: 'short' }),
};
const englishShortDay = new Intl.DateTimeFormat('en-IN', {
  timeZone: zone,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});

/**
 * Rupees for a shopper's language: English is formatINR itself; Hindi is hi-IN, ₹ with Indian grouping
 * and international digits as Indian shoppers read prices (₹1,23,456; ₹799.50) — the same paise rule.
 */
export function formatMoney(rupees: number, lang: Language): string {
  if (lang === 'en') return formatINR(rupees);
  const paise = Math.round(rupees * 100);
  return paise % 100 === 0 ? hindi.wholeRupees.format(paise / 100) : hindi.withPaise.format(paise / 100);
}

/** A count or quantity with Indian grouping (1,00,000). */
export const formatCount = (n: number, lang: Language): string =>
  lang === 'en' ? n.toLocaleString('en-IN') : hindi.number.format(n);

/** Dates shown to shoppers, in Asia/Kolkata: "26 November 2026" / "26 नवंबर 2026". */
export function formatShopDateIn(date: string | Date, lang: Language): string {
  return lang === 'en' ? formatShopDate(date) : hindi.shopDate.format(new Date(date));
}

/** A delivery day, short: "Thu, 26 Nov" / "गुरु, 26 नव॰". */
export function formatShortDay(date: string | Date, lang: Language): string {
  return (lang === 'en' ? englishShortDay : hindi.shortDay).format(new Date(date));
}
