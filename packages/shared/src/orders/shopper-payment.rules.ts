import { shopperMessages as messages } from '../shopper.messages.ts';

/** The catalogues' keys of a payment's state in a shopper's words. */
export type ShopperPaymentKey =
  | 'paymentPaid'
  | 'paymentPaidInCash'
  | 'paymentOnDelivery'
  | 'paymentNotCompleted'
  | 'paymentRefundInProgress'
  | 'paymentRefunded'
  | 'paymentNothingDue';

/**
 * The payment status in a shopper's words, never the internal code (Your Orders): paid, pay on
 * delivery, payment not completed, refunds; as a key, so a page finds the words in its own language's
 * catalogue. A status this table does not know has no key (it is shown as is).
 */
export function shopperPaymentKey(paymentStatus: string): ShopperPaymentKey | undefined {
  switch (paymentStatus) {
    case 'PAYMENT_SUCCESS':
      return 'paymentPaid';
    case 'COD_COLLECTED':
      return 'paymentPaidInCash';
    case 'COD_PENDING':
      return 'paymentOnDelivery';
    case 'PAYMENT_INITIATED':
    case 'PAYMENT_FAILED':
    case 'PAYMENT_EXPIRED':
      return 'paymentNotCompleted';
    case 'REFUND_PENDING':
      return 'paymentRefundInProgress';
    case 'PAYMENT_REFUNDED':
      return 'paymentRefunded';
    case 'COD_CANCELLED':
      return 'paymentNothingDue';
    default:
      return undefined;
  }
}

/** The payment status in the specification's English words (shopperPaymentKey), or the code itself. */
export function shopperPaymentLabel(paymentStatus: string): string {
  const key = shopperPaymentKey(paymentStatus);
  return key ? messages[key] : paymentStatus;
}

/** An online order left unpaid and not cancelled: the shopper may pay again or cancel it. */
export function canPayAgain(order: { status: string; orderStatus: string }): boolean {
  return order.status === 'PAYMENT_INITIATED' && order.orderStatus !== 'CANCELLED';
}
