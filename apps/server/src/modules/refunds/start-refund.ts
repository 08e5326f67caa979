import type { DbOrTx } from '../../db/client.ts';
import { queueMail } from '../../lib/outbox.ts';
import { buildRefundMail } from './refund-mail.ts';
import type { RefundsDeps } from './refunds.service.ts';
import { merchantRefundIdOf } from './refunds.ts';

export type CancelledRow = { id: string; paymentStatus: string; creditNoteNumber: string | null };

/**
 * In the cancelling transaction (order row locked): a paid order moves to REFUND_PENDING, gets its
 * credit note number, its refund row (`{orderId}-R`, what is left after earlier refunds) and the
 * shopper's 'refund started' mail. The reconciler then asks the provider for the refund and follows it
 * to PAYMENT_REFUNDED. An unpaid or already refunding order is left alone; true when a refund was started.
 */
export async function startRefund(deps: RefundsDeps, tx: DbOrTx, row: CancelledRow, actor: string): Promise<boolean> {
  if (row.paymentStatus !== 'PAYMENT_SUCCESS') return false;
  const move = { orderId: row.id, from: 'PAYMENT_SUCCESS', to: 'REFUND_PENDING', actor };
  const moved = await deps.payments.transitionPayment(move, {}, tx);
  if (!moved) return false;
  const earlier = await deps.repo.totalsFor(row.id, tx);
  await deps.repo.insert(
    {
      orderId: row.id,
      merchantRefundId: merchantRefundIdOf(row.id),
      amount: Math.max(0, moved.order.amount - earlier.amount),
    },
    tx,
  );
  const number = row.creditNoteNumber ?? (await deps.creditNotes.number(tx, row.id, new Date()));
  const order = { ...moved.order, creditNoteNumber: number ?? '' };
  await queueMail(tx, buildRefundMail(deps.ctx.env, moved.order, order, 'started'));
  return true;
}
