import { messages } from '../messages.ts';

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

/**
 * The status a shopper sees, from both statuses: a refund or a cancellation wins, an unpaid order is
 * awaiting payment (not PROCESSING, nothing is being prepared), and a paid PENDING order reads
 * PROCESSING (spec §4); any other order status shows as is.
 */
export function customerStatusLabel(orderStatus: string, paymentStatus: string): string {
  if (paymentStatus === 'PAYMENT_REFUNDED') return messages.orderRefunded;
  if (orderStatus === 'CANCELLED') return messages.orderCancelled;
  if (paymentStatus === 'PAYMENT_INITIATED') return messages.orderAwaitingPayment;
  return orderStatus === 'PENDING' ? messages.orderProcessing : orderStatus;
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
