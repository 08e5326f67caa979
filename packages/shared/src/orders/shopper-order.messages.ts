import { shopperOrderCoreMessages } from './shopper-order-core.messages.ts';
/** Your Orders' payment words, unpaid-order actions and a piece's size and design (additions beyond the spec); spread into `shopperMessages`. */
export const shopperOrderMessages = {
  ...shopperOrderCoreMessages,
  paymentLabel: 'Payment',
  paymentPaid: 'Paid',
  paymentPaidInCash: 'Paid in cash',
  paymentOnDelivery: 'Pay on delivery',
  paymentNotCompleted: 'Payment not completed',
  paymentRefundInProgress: 'Refund in progress',
  paymentRefunded: 'Refunded',
  paymentNothingDue: 'Nothing to pay',
  unpaidOrderNote: (minutes: number) =>
    `Your payment was not completed. Pay within ${minutes} minutes of ordering to keep these pieces, or cancel the order.`,
  payAgain: 'Pay again',
  cancelUnpaidOrder: 'Cancel order',
  cancelUnpaidOrderConfirm: 'Cancel this order? Nothing has been charged, and its pieces go back on sale.',
  keepOrder: 'Keep order',
  unpaidOrderCancelled: 'Your order has been cancelled.',
  paymentNoLongerOpen: 'This payment can no longer be completed. Please place the order again from your cart.',
  onlyUnpaidCanBeCancelled: 'Only an order whose payment was not completed can be cancelled here.',
  payAgainFailed: 'Could not reopen the payment. Please try again.',
  cancelUnpaidFailed: 'Could not cancel the order. Please try again.',
  designLabel: (designNumber: string) => `Design ${designNumber}`,
} as const;
