import type { PaymentProvider, RefundResult } from '../../payments/provider.ts';

/** One refund per order: the fixed merchantRefundId makes a repeated request refund it once. */
export const merchantRefundIdOf = (orderId: string) => `${orderId}-R`;

/** Payment statuses of an order whose money is (being) given back: it can never ship again. */
const REFUNDING = ['REFUND_PENDING', 'PAYMENT_REFUNDED'] as const;
export const isRefunding = (paymentStatus: string) => (REFUNDING as readonly string[]).includes(paymentStatus);

/** The one refund request to the provider, for a late payment of a cancelled order and for an admin cancel. */
export function requestRefund(provider: PaymentProvider, orderId: string, amountPaise: number): Promise<RefundResult> {
  return provider.refund({
    merchantRefundId: merchantRefundIdOf(orderId),
    originalMerchantOrderId: orderId,
    amountPaise,
  });
}
