import { formatINR } from '../money/format.rules.ts';

/** How an order is paid: online through PhonePe (the spec's flow) or in cash to the courier. */
export const PAYMENT_METHODS = ['ONLINE', 'COD'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Payment statuses of a cash-on-delivery order: owed, collected by the courier, or cancelled unpaid. */
export const COD_STATUSES = ['COD_PENDING', 'COD_COLLECTED', 'COD_CANCELLED'] as const;

/** Undelivered COD orders (cash still owed) one shopper may have open at once. */
export const MAX_OPEN_COD_ORDERS = 2;

/** The store's COD settings in rupees: on/off, the fee added to a COD order, the highest order value. */
export type CodSettings = { enabled: boolean; fee: number; limit: number };

/** Defaults when neither the admin nor the environment set them (₹49 fee, ₹5,000 limit). */
export const COD_DEFAULTS: CodSettings = { enabled: true, fee: 49, limit: 5000 };

export type CodAvailability = { available: true } | { available: false; reason: string };

/**
 * The words of the reasons, from the caller: the server's English `messages`, or a page's catalogue
 * (useTexts()), so a page in another language carries no English for them.
 */
export type CodWords = { codUnavailable: string; codOverLimit: (limit: string) => string };

/**
 * Whether an order can be paid on delivery. `orderValue` is the cart's Total Amount (items plus
 * shipping, before the COD fee), in rupees; the limit is inclusive (₹5,000.00 is allowed).
 */
export function codAvailability(settings: CodSettings, orderValue: number, words: CodWords): CodAvailability {
  if (!settings.enabled) return { available: false, reason: words.codUnavailable };
  if (Math.round(orderValue * 100) > Math.round(settings.limit * 100))
    return { available: false, reason: words.codOverLimit(formatINR(settings.limit)) };
  return { available: true };
}

/** What else decides cash on delivery for one checkout: the courier at the PIN, and the shopper's record. */
export type CodCircumstances = {
  /** false when the courier collects no cash at the delivery PIN (ADR 0024): COD is not offered at all. */
  courierCollectsCash?: boolean;
  /** Set when the shopper may pay only online (ADR 0025): COD is shown greyed with this reason. */
  prepaidOnlyReason?: string | null;
};

/**
 * The cash-on-delivery choice a checkout shows: null when it is not offered at this PIN, otherwise its
 * fee and whether it can be chosen (the shopper's record first, then the store's settings and limit).
 */
export function codOffer(
  settings: CodSettings,
  orderValue: number,
  words: CodWords,
  { courierCollectsCash = true, prepaidOnlyReason = null }: CodCircumstances = {},
): { fee: number; availability: CodAvailability } | null {
  if (!courierCollectsCash) return null;
  const availability: CodAvailability =
    prepaidOnlyReason !== null
      ? { available: false, reason: prepaidOnlyReason }
      : codAvailability(settings, orderValue, words);
  return { fee: settings.fee, availability };
}

/** What a COD order costs in rupees: the cart's Total Amount plus the COD fee, summed in paise. */
export function codOrderTotal(orderValue: number, fee: number): number {
  return (Math.round(orderValue * 100) + Math.round(fee * 100)) / 100;
}

/** The payment statuses under which an order's pieces are sold: paid online, or a live COD order. */
export function isSoldPayment(paymentStatus: string): boolean {
  return paymentStatus === 'PAYMENT_SUCCESS' || paymentStatus === 'COD_PENDING' || paymentStatus === 'COD_COLLECTED';
}

/** The label shoppers and admins read for a payment method, in the caller's words (`messages` or a catalogue). */
export function paymentMethodLabel(method: string, words: { cashOnDelivery: string; payOnline: string }): string {
  return method === 'COD' ? words.cashOnDelivery : words.payOnline;
}
