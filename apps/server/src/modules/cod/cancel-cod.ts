import { messages } from '@nidra/shared';
import type { Env } from '../../config/env.ts';
import type { DbOrTx } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import { queueMail } from '../../lib/outbox.ts';
import type { PaymentRepository } from '../checkout/payment.repository.ts';
import type { CreditNotesService } from '../refunds/credit-notes.service.ts';
import { buildCodCancelledMail } from './cod-cancelled-mail.ts';

type CancelledRow = {
  id: string;
  paymentStatus: string;
  invoiceNumber: string | null;
  creditNoteNumber: string | null;
};

/**
 * In the cancelling transaction (order row locked), for a COD order: cash still owed → COD_CANCELLED
 * with no refund (none was taken), and its issued invoice is reversed by a GST credit note numbered
 * now (ADR 0014); the shopper is told by mail. A COD order whose cash was collected is refused (409): its money must be settled
 * first. Any other order is left alone; true when a COD order was cancelled.
 */
export async function cancelCashOnDelivery(
  { creditNotes, payments, env }: { creditNotes: CreditNotesService; payments: PaymentRepository; env: Env },
  tx: DbOrTx,
  row: CancelledRow,
  actor: string,
): Promise<boolean> {
  if (row.paymentStatus === 'COD_COLLECTED') throw conflict(messages.codCollectedCannotCancel);
  if (row.paymentStatus !== 'COD_PENDING') return false;
  const move = { orderId: row.id, from: 'COD_PENDING', to: 'COD_CANCELLED', actor };
  const moved = await payments.transitionPayment(move, {}, tx);
  if (!moved) return false;
  const creditNoteNumber =
    row.creditNoteNumber ?? (row.invoiceNumber ? await creditNotes.number(tx, row.id, new Date()) : null);
  await queueMail(
    tx,
    buildCodCancelledMail(env, moved.order, { orderNumber: moved.order.orderNumber, creditNoteNumber }),
  );
  return true;
}

/** A cancelled COD order stays cancelled: its invoice is reversed, so the shopper orders again (409). */
export function assertCodReopenable(row: { paymentStatus: string }): void {
  if (row.paymentStatus === 'COD_CANCELLED') throw conflict(messages.codCancelledCannotReopen);
}
