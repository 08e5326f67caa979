import { formatINR, orderLabel, toRupees } from '@nidra/shared';
import type { DbOrTx } from '../../db/client.ts';
import { queueMail } from '../../lib/outbox.ts';
import { buildRefundMail } from './refund-mail.ts';
import type { RefundRow } from './refunds.repository.ts';
import type { RefundsDeps } from './refunds.service.ts';
import { requestRefund } from './refunds.ts';

/**
 * Follows one pending provider refund (claimed by the reconciler): asks the provider for it if it has
 * not accepted the request yet, then reads its status; COMPLETED marks the row and finishes what it
 * refunds (a cancelled order becomes PAYMENT_REFUNDED, a return REFUNDED) with the shopper's mail, in
 * one transaction. Idempotent; true when it completed.
 */
export async function settleRefund(deps: RefundsDeps, refundId: string): Promise<boolean> {
  const { ctx, provider } = deps;
  const refund = await deps.repo.find(refundId);
  if (refund?.state !== 'PENDING' || refund.method !== 'PROVIDER') return false;
  if (!refund.providerRefundId) {
    const accepted = await requestRefund(provider, refund.orderId, refund.amount, refund.merchantRefundId);
    await deps.repo.setProviderRefund(refund.id, accepted.refundId, accepted.raw);
    if (!refund.returnRequestId) await deps.repo.setOrderRefundId(refund.orderId, accepted.refundId);
    ctx.log.info({ orderId: refund.orderId, refundId: accepted.refundId }, 'refund requested');
  }
  const status = await provider.refundStatus(refund.merchantRefundId);
  if (status.state === 'FAILED')
    ctx.log.error(
      { orderId: refund.orderId, refund: refund.merchantRefundId },
      'refund failed at the provider; settle it on its dashboard',
    );
  if (status.state !== 'COMPLETED') return false;
  const moved = await ctx.db.transaction(async (tx) => {
    if (!(await deps.repo.complete(refund.id, status.raw, {}, tx))) return false;
    if (refund.returnRequestId) await deps.onReturnRefunded?.(tx, refund);
    else await completeCancelledOrder(deps, tx, refund, status.raw);
    return true;
  });
  if (moved) ctx.outbox.kick();
  return moved;
}

/** A cancelled paid order's full refund arrived: PAYMENT_REFUNDED, the mail and the WhatsApp update. */
async function completeCancelledOrder(deps: RefundsDeps, tx: DbOrTx, refund: RefundRow, raw: unknown) {
  const move = {
    orderId: refund.orderId,
    from: 'REFUND_PENDING',
    to: 'PAYMENT_REFUNDED',
    actor: 'system',
    providerResponse: raw,
  };
  const done = await deps.payments.transitionPayment(move, {}, tx);
  if (!done) return;
  const order = await deps.creditNotesRepo.findOrder(refund.orderId, undefined, tx);
  const mailOrder = { ...done.order, creditNoteNumber: order?.creditNoteNumber ?? '' };
  await queueMail(tx, buildRefundMail(deps.ctx.env, done.order, mailOrder, 'completed'));
  const refunded = [orderLabel(done.order.orderNumber), formatINR(toRupees(done.order.amount))];
  await deps.notify?.(tx, { id: refund.orderId, userId: done.order.userId }, 'refund_processed', refunded);
}
