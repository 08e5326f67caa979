import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { queueMail } from '../../lib/outbox.ts';
import { transitionPayment } from '../checkout/payment.repository.ts';
import type { CreditNotesService } from './credit-notes.service.ts';
import { buildRefundMail } from './refund-mail.ts';
import { createRefundsRepository } from './refunds.repository.ts';

/** Payment statuses of an order whose money is (being) given back: it can never ship again. */
export const REFUNDING = ['REFUND_PENDING', 'PAYMENT_REFUNDED'] as const;
export const isRefunding = (paymentStatus: string) => (REFUNDING as readonly string[]).includes(paymentStatus);

type CancelledRow = { id: string; paymentStatus: string; creditNoteNumber: string | null };

/**
 * In the cancelling transaction (order row locked): a paid order moves to REFUND_PENDING, gets its
 * credit note number and the shopper's 'refund started' mail. The reconciler then asks the provider
 * for the refund and follows it to PAYMENT_REFUNDED. An unpaid or already refunding order is left
 * alone; true when a refund was started.
 */
export async function startRefund(
  ctx: AppContext,
  creditNotes: CreditNotesService,
  tx: DbOrTx,
  row: CancelledRow,
  actor: string,
): Promise<boolean> {
  if (row.paymentStatus !== 'PAYMENT_SUCCESS') return false;
  const moved = await transitionPayment(tx, { orderId: row.id, from: 'PAYMENT_SUCCESS', to: 'REFUND_PENDING', actor });
  if (!moved) return false;
  await createRefundsRepository(tx).markDue(row.id);
  const number = row.creditNoteNumber ?? (await creditNotes.number(tx, row.id, new Date()));
  const order = { ...moved.order, creditNoteNumber: number ?? '' };
  await queueMail(tx, buildRefundMail(ctx.env, moved.order, order, 'started'));
  return true;
}
