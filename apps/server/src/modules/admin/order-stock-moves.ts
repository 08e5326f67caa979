import { cancelRestocks } from '@nidra/shared/admin/order-stock.rules';
import { isSoldPayment } from '@nidra/shared/cod/cod.rules';
import { messages } from '@nidra/shared/messages';
import { returnMessages } from '@nidra/shared/returns/return.messages';
import type { Env } from '../../config/env.ts';
import type { DbOrTx } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import type { PaymentRepository } from '../checkout/payment.repository.ts';
import { assertCodReopenable, cancelCashOnDelivery } from '../cod/cancel-cod.ts';
import type { OrderRow } from '../orders/order-mapper.ts';
import type { CreditNotesService } from '../refunds/credit-notes.service.ts';
import type { RefundsService } from '../refunds/refunds.service.ts';
import { isRefunding } from '../refunds/refunds.ts';
import type { AdminOrdersRepository, OrderEventInsert } from './admin-orders.repository.ts';

export type Actor = { email: string };
type StockDeps = {
  repo: AdminOrdersRepository;
  refunds: RefundsService;
  creditNotes: CreditNotesService;
  payments: PaymentRepository;
  env: Env;
};

/**
 * An order moving into CANCELLED: its stock holds are released and, when it was paid and its pieces
 * are still in the store (not DISPATCHED, INTRANSIT or DELIVERED), they go back on the shelf. A
 * 'stock' event records each move, so a repeated cancel never restocks twice. An order with a return or
 * exchange open or accepted is not cancelled (409): its partial credit notes and refunds already reverse
 * part of the invoice, and what the shopper kept is not coming back (ADR 0027).
 */
export async function releaseStock(
  { repo, refunds, creditNotes, payments, env }: StockDeps,
  tx: DbOrTx,
  row: OrderRow,
  actor: Actor,
  events: OrderEventInsert[],
  opts: { parcelBack?: boolean } = {},
) {
  if (row.orderStatus !== 'CANCELLED' && (await repo.hasLiveReturns(tx, row.id)))
    throw conflict(returnMessages.returnsBlockCancel);
  const released = await repo.deleteReservations(tx, row.id);
  let restocked = 0;
  const restocks =
    row.orderStatus !== 'CANCELLED' &&
    isSoldPayment(row.paymentStatus) &&
    // A parcel the courier brought back (RTO, checked in by staff) is on the shelf again too.
    (cancelRestocks(row.orderStatus) || opts.parcelBack === true) &&
    (await repo.lastStockEvent(tx, row.id)) !== 'RESTOCKED';
  if (restocks) {
    restocked = await repo.restockOrderItems(tx, row.id);
    events.push({ orderId: row.id, field: 'stock', from: null, to: 'RESTOCKED', actor: actor.email });
  }
  // A paid order's money goes back (ADR 0009); the reconciler follows the refund.
  await refunds.startRefund(tx, row, actor.email);
  // A COD order owes no money back; its invoice is reversed by a credit note (ADR 0014).
  await cancelCashOnDelivery({ creditNotes, payments, env }, tx, row, actor.email);
  return released + restocked > 0;
}

/**
 * An order leaving CANCELLED whose pieces went back on the shelf takes them again, under row locks in
 * the same transaction, so they cannot be sold twice; 409 when any product is short (nothing changes).
 */
export async function retakeStock(
  { repo }: StockDeps,
  tx: DbOrTx,
  row: OrderRow,
  actor: Actor,
  events: OrderEventInsert[],
) {
  if (isRefunding(row.paymentStatus)) throw conflict(messages.refundedOrderCannotReopen);
  assertCodReopenable(row);
  if ((await repo.lastStockEvent(tx, row.id)) !== 'RESTOCKED') return false;
  const { taken, short } = await repo.takeOrderItems(tx, row.id);
  if (short.length > 0) throw conflict(messages.reopenStockShort(short.join(', ')));
  events.push({ orderId: row.id, field: 'stock', from: 'RESTOCKED', to: 'TAKEN', actor: actor.email });
  return taken > 0;
}
