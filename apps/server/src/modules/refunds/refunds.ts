import type { PaymentProvider, RefundResult } from '../../payments/provider.ts';

/**
 * A cancelled order's full refund keeps the id it always had, so a late payment's refund and the
 * cancel's refund are one refund at the provider; each return's refund is `{orderId}-R{n}` (ADR 0027).
 */
export const merchantRefundIdOf = (orderId: string, n = 0) => (n === 0 ? `${orderId}-R` : `${orderId}-R${n}`);

/** Payment statuses of an order whose money is (being) given back: it can never ship again. */
const REFUNDING = ['REFUND_PENDING', 'PAYMENT_REFUNDED'] as const;
export const isRefunding = (paymentStatus: string) => (REFUNDING as readonly string[]).includes(paymentStatus);

/** One refund request to the provider; the merchant refund id makes a repeated request refund once. */
export function requestRefund(
  provider: PaymentProvider,
  orderId: string,
  amountPaise: number,
  merchantRefundId = merchantRefundIdOf(orderId),
): Promise<RefundResult> {
  return provider.refund({ merchantRefundId, originalMerchantOrderId: orderId, amountPaise });
}
