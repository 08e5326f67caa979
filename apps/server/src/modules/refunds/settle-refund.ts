import { formatINR, orderLabel, toRupees } from '@nidra/shared';
import { queueMail } from '../../lib/outbox.ts';
import { buildRefundMail } from './refund-mail.ts';
import type { RefundsDeps } from './refunds.service.ts';
import { merchantRefundIdOf, requestRefund } from './refunds.ts';

/**
 * Follows one REFUND_PENDING order (claimed by the reconciler): asks the provider to refund it if it
 * has not accepted the request yet, then reads the refund's status; COMPLETED moves the order to
 * PAYMENT_REFUNDED and mails the shopper, in one transaction. Idempotent; true when it moved.
 */
export async function settleRefund(deps: RefundsDeps, orderId: string): Promise<boolean> {
  const { ctx, provider } = deps;
  const order = await deps.creditNotesRepo.findOrder(orderId);
  if (order?.paymentStatus !== 'REFUND_PENDING') return false;
  if (!order.refundId) {
    const accepted = await requestRefund(provider, orderId, order.amount);
    await deps.repo.setRefundId(orderId, accepted.refundId);
    ctx.log.info({ orderId, refundId: accepted.refundId }, 'refund requested');
  }
  const status = await provider.refundStatus(merchantRefundIdOf(orderId));
  if (status.state === 'FAILED')
    ctx.log.error({ orderId }, 'refund failed at the provider; settle it on its dashboard');
  if (status.state !== 'COMPLETED') return false;
  const moved = await ctx.db.transaction(async (tx) => {
    const move = {
      orderId,
      from: 'REFUND_PENDING',
      to: 'PAYMENT_REFUNDED',
      actor: 'system',
      providerResponse: status.raw,
    };
    const done = await deps.payments.transitionPayment(move, {}, tx);
    if (!done) return false;
    const mailOrder = { ...done.order, creditNoteNumber: order.creditNoteNumber ?? '' };
    await queueMail(tx, buildRefundMail(ctx.env, done.order, mailOrder, 'completed'));
    const refunded = [orderLabel(done.order.orderNumber), formatINR(toRupees(done.order.amount))];
    await deps.notify?.(tx, { id: orderId, userId: done.order.userId }, 'refund_processed', refunded);
    return true;
  });
  if (moved) ctx.outbox.kick();
  return moved;
}
