import { messages } from '../messages.ts';

/**
 * The payment status in a shopper's words, never the internal code (Your Orders): paid, pay on
 * delivery, payment not completed, refunds. A status this table does not know is shown as is.
 */
export function shopperPaymentLabel(paymentStatus: string): string {
  switch (paymentStatus) {
    case 'PAYMENT_SUCCESS':
      return messages.paymentPaid;
    case 'COD_COLLECTED':
      return messages.paymentPaidInCash;
    case 'COD_PENDING':
      return messages.paymentOnDelivery;
    case 'PAYMENT_INITIATED':
    case 'PAYMENT_FAILED':
    case 'PAYMENT_EXPIRED':
      return messages.paymentNotCompleted;
    case 'REFUND_PENDING':
      return messages.paymentRefundInProgress;
    case 'PAYMENT_REFUNDED':
      return messages.paymentRefunded;
    case 'COD_CANCELLED':
      return messages.paymentNothingDue;
    default:
      return paymentStatus;
  }
}

/** An online order left unpaid and not cancelled: the shopper may pay again or cancel it. */
export function canPayAgain(order: { status: string; orderStatus: string }): boolean {
  return order.status === 'PAYMENT_INITIATED' && order.orderStatus !== 'CANCELLED';
}
