import type { Language } from '../i18n/languages.ts';
import { formatINR, formatShopDate, groupIndian, onFirstUse } from './format.rules.ts';

const zone = 'Asia/Kolkata';
const hindiShopDate = onFirstUse(() => new Intl.DateTimeFormat('hi-IN', { timeZone: zone, dateStyle: 'long' }));
const shortDay = {
  en: onFirstUse(
    () => new Intl.DateTimeFormat('en-IN', { timeZone: zone, weekday: 'short', day: 'numeric', month: 'short' }),
  ),
  hi: onFirstUse(
    () => new Intl.DateTimeFormat('hi-IN', { timeZone: zone, weekday: 'short', day: 'numeric', month: 'short' }),
  ),
};

/**
 * Rupees for a shopper's language: hi-IN writes them as en-IN does, ₹ with Indian grouping and
 * international digits as Indian shoppers read prices (₹1,23,456; ₹799.50), so both are formatINR.
 */
export const formatMoney = (rupees: number, _lang: Language): string => formatINR(rupees);

/** A whole count or quantity with Indian grouping (1,00,000), the same in both languages. */
export const formatCount = (n: number, _lang: Language): string =>
  `${n < 0 ? '-' : ''}${groupIndian(String(Math.abs(Math.round(n))))}`;

/** Dates shown to shoppers, in Asia/Kolkata: "26 November 2026" / "26 नवंबर 2026". */
export function formatShopDateIn(date: string | Date, lang: Language): string {
  return lang === 'en' ? formatShopDate(date) : hindiShopDate().format(new Date(date));
}

/** A delivery day, short: "Thu, 26 Nov" / "गुरु, 26 नव॰". */
export function formatShortDay(date: string | Date, lang: Language): string {
  return shortDay[lang]().format(new Date(date));
}
