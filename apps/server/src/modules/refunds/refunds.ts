import type { AppContext } from '../../app-context.ts';
import { queueMail } from '../../lib/outbox.ts';
import type { PaymentProvider, RefundResult } from '../../payments/provider.ts';
import { transitionPayment } from '../checkout/payment.repository.ts';
import { createCreditNotesRepository } from './credit-notes.repository.ts';
import { buildRefundMail } from './refund-mail.ts';
import { createRefundsRepository } from './refunds.repository.ts';

/** One refund per order: the fixed merchantRefundId makes a repeated request refund it once. */
export const merchantRefundIdOf = (orderId: string) => `${orderId}-R`;

/** The one refund request to the provider, for a late payment of a cancelled order and for an admin cancel. */
export function requestRefund(provider: PaymentProvider, orderId: string, amountPaise: number): Promise<RefundResult> {
  return provider.refund({
    merchantRefundId: merchantRefundIdOf(orderId),
    originalMerchantOrderId: orderId,
    amountPaise,
  });
}

/**
 * Follows one REFUND_PENDING order (claimed by the reconciler): asks the provider to refund it if it
 * has not accepted the request yet, then reads the refund's status; COMPLETED moves the order to
 * PAYMENT_REFUNDED and mails the shopper, in one transaction. Idempotent; true when it moved.
 */
export async function settleRefund(ctx: AppContext, provider: PaymentProvider, orderId: string): Promise<boolean> {
  const orders = createCreditNotesRepository(ctx.db);
  const refunds = createRefundsRepository(ctx.db);
  const order = await orders.findOrder(orderId);
  if (order?.paymentStatus !== 'REFUND_PENDING') return false;
  if (!order.refundId) {
    const accepted = await requestRefund(provider, orderId, order.amount);
    await refunds.setRefundId(orderId, accepted.refundId);
    ctx.log.info({ orderId, refundId: accepted.refundId }, 'refund requested');
  }
  const status = await provider.refundStatus(merchantRefundIdOf(orderId));
  if (status.state === 'FAILED')
    ctx.log.error({ orderId }, 'refund failed at the provider; settle it on its dashboard');
  if (status.state !== 'COMPLETED') return false;
  const moved = await ctx.db.transaction(async (tx) => {
    const done = await transitionPayment(tx, {
      orderId,
      from: 'REFUND_PENDING',
      to: 'PAYMENT_REFUNDED',
      actor: 'system',
      providerResponse: status.raw,
    });
    if (!done) return false;
    const mailOrder = { ...done.order, creditNoteNumber: order.creditNoteNumber ?? '' };
    await queueMail(tx, buildRefundMail(ctx.env, done.order, mailOrder, 'completed'));
    return true;
  });
  if (moved) ctx.outbox.kick();
  return moved;
}
