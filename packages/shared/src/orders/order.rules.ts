import { shopperMessages as messages } from '../shopper.messages.ts';

export const ORDER_STATUSES = ['PENDING', 'DISPATCHED', 'INTRANSIT', 'DELIVERED', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = [
  'PAYMENT_INITIATED',
  'PAYMENT_SUCCESS',
  'PAYMENT_FAILED',
  'PAYMENT_EXPIRED',
  'PAYMENT_REFUNDED',
  /** A paid order cancelled by the admin whose refund the provider has not completed yet. */
  'REFUND_PENDING',
  /** Cash on delivery (ADR 0014): cash owed, collected by the courier, or the order cancelled unpaid. */
  'COD_PENDING',
  'COD_COLLECTED',
  'COD_CANCELLED',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The words of a status a shopper sees that is not an order status of its own (the catalogues' keys). */
export type CustomerStatusKey = 'orderRefunded' | 'orderCancelled' | 'orderAwaitingPayment' | 'orderProcessing';

/**
 * The status a shopper sees, from both statuses: a refund or a cancellation wins, an unpaid order is
 * awaiting payment (not PROCESSING, nothing is being prepared), and a paid PENDING order reads
 * PROCESSING (spec §4); any other order status shows as is (undefined here). A key, so a page finds
 * the words in its own language's catalogue.
 */
export function customerStatusKey(orderStatus: string, paymentStatus: string): CustomerStatusKey | undefined {
  if (paymentStatus === 'PAYMENT_REFUNDED') return 'orderRefunded';
  if (orderStatus === 'CANCELLED') return 'orderCancelled';
  if (paymentStatus === 'PAYMENT_INITIATED') return 'orderAwaitingPayment';
  return orderStatus === 'PENDING' ? 'orderProcessing' : undefined;
}

/** The status a shopper sees (customerStatusKey), in the specification's English words. */
export function customerStatusLabel(orderStatus: string, paymentStatus: string): string {
  const key = customerStatusKey(orderStatus, paymentStatus);
  return key ? messages[key] : orderStatus;
}

/**
 * Your Orders lists paid, refunded and still-open orders; an attempt whose payment failed or expired
 * was never placed (its stock went back), so the shopper does not see it as an order.
 */
export function isPlacedOrder(paymentStatus: string): boolean {
  return paymentStatus !== 'PAYMENT_FAILED' && paymentStatus !== 'PAYMENT_EXPIRED';
}

/** Order ids are shown as ORD plus the order number (spec §2). */
export function orderLabel(orderNumber: number): string {
  return `ORD${orderNumber}`;
}

/** India Post's consignment tracking page, where 'Track your order' points. */
export const POSTAL_TRACKING_URL = 'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx';

/** Stock is held for a started payment this long (DESIGN §7). */
export const RESERVATION_MINUTES = 20;
