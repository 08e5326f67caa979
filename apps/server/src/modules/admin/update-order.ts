import { isSoldPayment } from '@nidra/shared/cod/cod.rules';
import { messages } from '@nidra/shared/messages';
import type { OrderStatus } from '@nidra/shared/orders/order.rules';
import { orderStatusChangeRefusal } from '@nidra/shared/orders/order-status.rules';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { queueMail } from '../../lib/outbox.ts';
import type { PaymentRepository } from '../checkout/payment.repository.ts';
import type { CreditNotesService } from '../refunds/credit-notes.service.ts';
import type { RefundsService } from '../refunds/refunds.service.ts';
import type { AdminOrdersRepository, OrderEventInsert } from './admin-orders.repository.ts';
import { buildDeliveredMail } from './delivered-mail.ts';
import { buildDispatchMail } from './dispatch-mail.ts';
import { type Actor, releaseStock, retakeStock } from './order-stock-moves.ts';

export type OrderUpdate = {
  trackingNumber: string;
  orderStatus: OrderStatus;
  /** Set when the courier moved the order (ADR 0024): its name and the tracking page the mail links. */
  carrier?: { name: string; trackingUrl: string };
};
export type OrderStatusHook = (
  tx: DbOrTx,
  change: { orderId: string; to: string; trackingNumber: string },
) => Promise<boolean>;

type Deps = {
  ctx: AppContext;
  repo: AdminOrdersRepository;
  refunds: RefundsService;
  creditNotes: CreditNotesService;
  payments: PaymentRepository;
  onOrderStatusChange?: OrderStatusHook;
};

/**
 * Sets status and tracking number; every change becomes an order event. A status the order may not
 * take (shipping an unpaid order) is refused with 409 and changes nothing. A paid order set DISPATCHED
 * with a tracking number queues the shopper's mail in the same transaction. CANCELLED releases stock
 * like cancelOrder; leaving CANCELLED takes restocked pieces back (409 when they are gone). DELIVERED
 * records a COD order's cash as collected.
 */
export async function writeOrderUpdate(
  { ctx, repo, refunds, creditNotes, payments, onOrderStatusChange }: Deps,
  orderId: string,
  body: OrderUpdate,
  actor: Actor,
): Promise<{ stockChanged: boolean; mailQueued: boolean }> {
  const stockDeps = { repo, refunds, creditNotes, payments, env: ctx.env };
  return ctx.db.transaction(async (tx) => {
    const row = await repo.lockOrder(tx, orderId);
    if (!row) throw notFound(messages.notFound);
    // The one state machine of order statuses (packages/shared): nothing unpaid leaves the store.
    const refusal = orderStatusChangeRefusal(row.orderStatus, body.orderStatus, row.paymentStatus, row.codConfirmation);
    if (refusal) throw conflict(refusal);
    const events: OrderEventInsert[] = [];
    const statusChanged = body.orderStatus !== row.orderStatus;
    const trackingChanged = body.trackingNumber !== row.trackingNumber;
    if (trackingChanged)
      events.push({
        orderId,
        field: 'trackingNumber',
        from: row.trackingNumber,
        to: body.trackingNumber,
        actor: actor.email,
      });
    if (statusChanged)
      events.push({
        orderId,
        field: 'orderStatus',
        from: row.orderStatus,
        to: body.orderStatus,
        actor: actor.email,
      });
    const reopened = row.orderStatus === 'CANCELLED' && body.orderStatus !== 'CANCELLED';
    const stockChanged =
      body.orderStatus === 'CANCELLED'
        ? await releaseStock(stockDeps, tx, row, actor, events)
        : reopened && (await retakeStock(stockDeps, tx, row, actor, events));
    // The replacement window counts from the moment the order is marked delivered.
    const deliveredAt = statusChanged && body.orderStatus === 'DELIVERED' ? new Date() : undefined;
    await repo.updateOrder(tx, orderId, {
      orderStatus: body.orderStatus,
      trackingNumber: body.trackingNumber,
      deliveredAt,
    });
    await repo.insertEvents(tx, events);
    // Delivered cash on delivery means the courier took the cash at the door: the payment is no longer
    // due (the shopper reads "Paid in cash"); the same move as "Mark cash collected", with its event.
    if (statusChanged && body.orderStatus === 'DELIVERED' && row.paymentStatus === 'COD_PENDING')
      await payments.transitionPayment(
        { orderId, from: 'COD_PENDING', to: 'COD_COLLECTED', actor: actor.email },
        {},
        tx,
      );
    const hookMailed = statusChanged && (await onOrderStatusChange?.(tx, { orderId, to: body.orderStatus, ...body }));
    // Only a paid order ships: an unpaid one set DISPATCHED by mistake must not tell the shopper so.
    const sendMail =
      body.orderStatus === 'DISPATCHED' &&
      isSoldPayment(row.paymentStatus) &&
      body.trackingNumber !== '' &&
      (statusChanged || trackingChanged);
    if (sendMail) {
      const customer = await repo.findCustomer(tx, row.userId);
      if (customer)
        await queueMail(
          tx,
          buildDispatchMail(ctx.env, customer, {
            orderNumber: row.orderNumber,
            trackingNumber: body.trackingNumber,
            carrier: body.carrier,
          }),
        );
    }
    // Delivered: the shopper hears of it once, unless the replacement flow just wrote to them about it.
    const sendDelivered =
      statusChanged && body.orderStatus === 'DELIVERED' && isSoldPayment(row.paymentStatus) && !hookMailed;
    if (sendDelivered) {
      const customer = await repo.findCustomer(tx, row.userId);
      if (customer) await queueMail(tx, buildDeliveredMail(ctx.env, customer, row, await repo.findPieces(tx, orderId)));
    }
    return { stockChanged, mailQueued: sendMail || sendDelivered || Boolean(hookMailed) };
  });
}
