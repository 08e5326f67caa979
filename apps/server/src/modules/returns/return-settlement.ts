import { orderLabel } from '@nidra/shared/orders/order.rules';
import { returnMessages } from '@nidra/shared/returns/return.messages';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { AdminOrdersRepository } from '../admin/admin-orders.repository.ts';
import type { CreditNotesService } from '../refunds/credit-notes.service.ts';
import type { RefundRow } from '../refunds/refunds.repository.ts';
import type { RefundsService } from '../refunds/refunds.service.ts';
import { merchantRefundIdOf } from '../refunds/refunds.ts';
import { refundsToPayment } from './refund-to-payment.ts';
import { computeCreditLines } from './return-credit-note.ts';
import type { ReturnSteps } from './return-steps.ts';
import type { ReturnRow, ReturnsRepository } from './returns.repository.ts';

type Deps = {
  ctx: AppContext;
  repo: ReturnsRepository;
  steps: ReturnSteps;
  refunds: RefundsService;
  creditNotes: CreditNotesService;
  orderEvents: Pick<AdminOrdersRepository, 'insertEvents'>;
};
const SHIPPED = ['DISPATCHED', 'INTRANSIT', 'DELIVERED'];

/** Where a return's refund goes, for the shopper's mail: the masked account, or null for the payment itself. */
const refundDestination = (request: ReturnRow): string | null =>
  refundsToPayment(request) ? null : request.payoutMasked;

/** What an accepted return or exchange sets off: the refund with its credit note, or the ₹0 exchange order. */
export function createReturnSettlement({ ctx, repo, steps, refunds, creditNotes, orderEvents }: Deps) {
  /**
   * An accepted return: its partial credit note (numbered now, lines kept), the pieces back on the shelf,
   * the lines counted as returned, and one refund row — asked of the provider for an online payment
   * (`{orderId}-R{n}`, the reconciler follows it), a manual payout to the sealed destination for COD.
   */
  async function acceptReturn(tx: DbOrTx, request: ReturnRow, actor: { email: string }) {
    const order = await repo.lockOrder(tx, request.orderId);
    if (!order) throw notFound(returnMessages.returnNotFound);
    const lines = await repo.linesOf([request.id], tx);
    const credit = computeCreditLines(order, await repo.findLines([order.id], tx), lines, ctx.env);
    const amount = credit.reduce((n, l) => n + l.totalPaise, 0);
    const at = new Date();
    const number = await creditNotes.nextNumber(tx, at);
    const orderLines = await repo.findLines([order.id], tx);
    for (const line of lines) {
      const productId = orderLines.find((l) => l.id === line.orderItemId)?.productId;
      if (productId) await repo.giveStock(tx, productId, line.quantity);
    }
    await repo.closeLines(tx, request.id, true);
    const count = (await refunds.refundsOfOrders([order.id], tx)).length;
    const isCod = order.paymentMethod === 'COD';
    await refunds.recordRefund(tx, {
      orderId: order.id,
      returnRequestId: request.id,
      merchantRefundId: merchantRefundIdOf(order.id, count + 1),
      amount,
      method: isCod ? 'MANUAL' : 'PROVIDER',
    });
    await repo.updateRequest(tx, request.id, {
      status: 'RECEIVED',
      refundPaise: amount,
      creditNoteNumber: number,
      creditNoteDate: at,
      creditLines: credit,
    });
    await orderEvents.insertEvents(tx, [
      { orderId: order.id, field: 'return', from: null, to: number, actor: actor.email },
    ]);
    await steps.mail(tx, request, { step: 'received' });
    await steps.mail(tx, request, {
      step: 'refund-started',
      amountPaise: amount,
      to: refundDestination(request),
      creditNoteNumber: number,
    });
  }

  /** An accepted exchange: the returned pieces back on the shelf, a ₹0 order of the sizes reserved at the request. */
  async function acceptExchange(tx: DbOrTx, request: ReturnRow, actor: { email: string }) {
    const order = await repo.findOrder(request.orderId, tx);
    if (!order) throw notFound(returnMessages.returnNotFound);
    const lines = await repo.linesOf([request.id], tx);
    const orderLines = await repo.findLines([order.id], tx);
    const wanted = await repo.findProducts(
      lines.flatMap((l) => (l.wantedProductId ? [l.wantedProductId] : [])),
      tx,
    );
    for (const line of lines) {
      const productId = orderLines.find((l) => l.id === line.orderItemId)?.productId;
      if (productId) await repo.giveStock(tx, productId, line.quantity);
    }
    const placed = await repo.insertOrder(
      tx,
      {
        userId: order.userId,
        shippingAddress: order.shippingAddress,
        shippingState: order.shippingState,
        buyerName: order.buyerName,
        mobile: order.mobile,
      },
      lines.map((l) => {
        const p = wanted.find((w) => w.id === l.wantedProductId);
        if (!p) throw conflict(returnMessages.returnSizeUnavailable);
        return { productId: p.id, quantity: l.quantity, price: 0, mrp: p.mrp, name: p.name, hsn: p.hsn };
      }),
    );
    // The reserved pieces now belong to the exchange order: nothing to give back any more.
    await repo.clearReserved(tx, request.id);
    await repo.closeLines(tx, request.id, true);
    await repo.updateRequest(tx, request.id, { status: 'RECEIVED', exchangeOrderId: placed.id });
    await orderEvents.insertEvents(tx, [
      { orderId: placed.id, field: 'exchange', from: null, to: orderLabel(order.orderNumber), actor: actor.email },
      { orderId: placed.id, field: 'stock', from: null, to: 'TAKEN', actor: actor.email },
    ]);
    await steps.mail(tx, request, { step: 'received' });
    await steps.mail(tx, request, { step: 'exchange-placed', exchangeOrderNumber: placed.orderNumber });
  }

  return {
    async accept(id: string, actor: { email: string }) {
      await ctx.db.transaction(async (tx) => {
        const request = await steps.lockFor(tx, id, 'RECEIVED');
        if (request.kind === 'EXCHANGE') await acceptExchange(tx, request, actor);
        else await acceptReturn(tx, request, actor);
      });
    },

    /** Staff paid a COD return's refund by hand: the payout is recorded once, with its bank reference. */
    async recordPayout(id: string, reference: string, actor: { email: string }) {
      await ctx.db.transaction(async (tx) => {
        const request = await steps.lockFor(tx, id, 'REFUNDED');
        const refund = await refunds.refundOfReturn(request.id, tx);
        if (refund?.method !== 'MANUAL' || !(await refunds.completeManual(tx, refund.id, reference)))
          throw conflict(returnMessages.returnWrongStep);
        await repo.updateRequest(tx, id, { status: 'REFUNDED' });
        await steps.mail(tx, request, { step: 'refunded', amountPaise: refund.amount, to: refundDestination(request) });
        ctx.log.info({ requestId: id, actor: actor.email }, 'return payout recorded');
      });
      ctx.outbox.kick();
    },

    /** The provider completed a return's refund (called in the refund's transaction): the request is REFUNDED. */
    async onRefunded(tx: DbOrTx, refund: RefundRow) {
      if (!refund.returnRequestId) return;
      const request = await repo.lockRequest(tx, refund.returnRequestId);
      if (request?.status !== 'RECEIVED') return;
      await repo.updateRequest(tx, request.id, { status: 'REFUNDED' });
      await steps.mail(tx, request, { step: 'refunded', amountPaise: refund.amount, to: refundDestination(request) });
    },

    /** Called by the admin order update in its transaction: an exchange order leaving the store marks its request shipped. */
    async orderStatusChanged(tx: DbOrTx, change: { orderId: string; to: string; trackingNumber: string }) {
      if (!SHIPPED.includes(change.to)) return false;
      const request = await repo.lockByExchangeOrder(tx, change.orderId);
      const order = request && (await repo.findOrder(change.orderId, tx));
      if (!request || !order) return false;
      await repo.updateRequest(tx, request.id, { status: 'EXCHANGE_SHIPPED' });
      await steps.mail(tx, request, {
        step: 'exchange-shipped',
        exchangeOrderNumber: order.orderNumber,
        trackingNumber: change.trackingNumber,
      });
      return true;
    },
  };
}

export type ReturnSettlement = ReturnType<typeof createReturnSettlement>;
