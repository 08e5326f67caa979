import { messages } from '@nidra/shared';
import { returnMessages } from '@nidra/shared/returns/return.messages';
import {
  canRequestReturn,
  EXCHANGE_HOLD_DAYS,
  maskPayout,
  returnableQuantity,
  returnDeadline,
} from '@nidra/shared/returns/return.rules';
import type { CreateReturnBody, MyReturns, ReturnRequestView } from '@nidra/shared/returns/return.schema';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { queueMail } from '../../lib/outbox.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { databaseErrorStatus } from '../../plugins/database-errors.ts';
import type { RefundsService } from '../refunds/refunds.service.ts';
import { renderReturnCreditNote } from './return-credit-note.ts';
import { buildReturnMail } from './return-mail.ts';
import { toReturnViews } from './return-views.ts';
import type { ReturnsRepository } from './returns.repository.ts';

export type ReturnsDeps = { ctx: AppContext; repo: ReturnsRepository; refunds: RefundsService; box: SecretBox };
const DAY_MS = 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The lines of these orders with what may come back and the other sizes of their design in stock. */
export async function returnableLines(repo: ReturnsRepository, orderIds: string[], tx?: DbOrTx) {
  const lines = await repo.findLines(orderIds, tx);
  const sizes = await repo.findDesignSizes(lines, tx);
  return lines.map((l) => ({
    ...l,
    returnable: returnableQuantity(l, l.claimed),
    sizes: sizes.filter(
      (p) => p.designKey === l.designKey && p.subcategoryId === l.subcategoryId && p.id !== l.productId,
    ),
  }));
}

/** The shopper's side of returns and exchanges: what may come back, asking, and their requests. */
export function createReturnsService({ ctx, repo, refunds, box }: ReturnsDeps) {
  const days = ctx.env.RETURN_WINDOW_DAYS;
  const views = (rows: Awaited<ReturnType<ReturnsRepository['listByUser']>>, tx?: DbOrTx) =>
    toReturnViews(repo, rows, (ids) => refunds.refundsOfOrders(ids), tx);

  async function view(id: string): Promise<ReturnRequestView> {
    const row = await repo.findListRow(id);
    if (!row) throw notFound(returnMessages.returnNotFound);
    return (await views([row]))[0];
  }

  return {
    view,
    /** Orders inside the return window with their lines, and every return or exchange of the shopper. */
    async mine(userId: string, now = new Date()): Promise<MyReturns> {
      const orders = (await repo.findDeliveredSince(userId, new Date(now.getTime() - days * DAY_MS))).filter((o) =>
        canRequestReturn({ orderStatus: 'DELIVERED', deliveredAt: o.deliveredAt }, days, now),
      );
      const lines = await returnableLines(
        repo,
        orders.map((o) => o.id),
      );
      return {
        windowDays: days,
        eligible: orders.map((o) => ({
          orderId: o.id,
          orderNumber: o.orderNumber,
          isCod: o.paymentMethod === 'COD',
          until: returnDeadline(o.deliveredAt as Date, days).toISOString(),
          lines: lines
            .filter((l) => l.orderId === o.id)
            .map((l) => ({
              orderItemId: l.id,
              productId: l.productId,
              name: l.name,
              size: l.size,
              quantity: l.quantity,
              returnable: l.returnable,
              isHygiene: l.isHygiene,
              hasOpenRequest: l.hasOpen,
              sizes: l.sizes.filter((p) => p.quantity > 0).map((p) => ({ productId: p.id, size: p.size })),
            })),
        })),
        requests: await views(await repo.listByUser(userId)),
      };
    },

    /**
     * Records a return or exchange: the order is the caller's, delivered inside the window; each line is
     * the order's, not hygiene, held by no open request, at most the pieces not yet returned; an exchange
     * names another size of the same design and takes it off the shelf at once (409 when it is gone); a
     * COD refund names where to send the money (sealed). One open request per line: of two at once, one wins.
     */
    async create(userId: string, body: CreateReturnBody, now = new Date()): Promise<ReturnRequestView> {
      const order = UUID.test(body.orderId) ? await repo.findOrder(body.orderId) : null;
      if (!order || order.userId !== userId || order.amount === 0) throw notFound(messages.notFound);
      if (!canRequestReturn(order, days, now)) throw badRequest(returnMessages.returnWindowClosed(days));
      const lines = new Map((await returnableLines(repo, [order.id])).map((l) => [l.id, l]));
      const seen = new Set<string>();
      for (const item of body.items) {
        const line = lines.get(item.orderItemId);
        if (!line || seen.has(item.orderItemId)) throw badRequest(returnMessages.returnItemUnknown);
        seen.add(item.orderItemId);
        if (line.isHygiene) throw badRequest(returnMessages.returnHygieneRefused);
        if (line.hasOpen) throw conflict(returnMessages.returnLineHasOpenRequest);
        if (item.quantity > line.returnable) throw badRequest(returnMessages.returnQuantityTooHigh);
        if (body.kind === 'EXCHANGE') {
          if (!item.wantedProductId) throw badRequest(returnMessages.returnSizeRequired);
          const size = line.sizes.find((p) => p.id === item.wantedProductId);
          if (!size) throw badRequest(returnMessages.returnSizeUnavailable);
          // Sold out (perhaps by another exchange a moment ago): a conflict, as the reservation's own refusal.
          if (size.quantity < item.quantity) throw conflict(returnMessages.returnSizeUnavailable);
        }
      }
      const isCod = order.paymentMethod === 'COD';
      if (body.kind === 'RETURN' && isCod && !body.payout) throw badRequest(returnMessages.returnPayoutRequired);
      const payout = body.kind === 'RETURN' && isCod ? body.payout : undefined;
      const id = await ctx.db
        .transaction(async (tx) => {
          // The order row locked, as a cancellation locks it: a request and a cancel never both go through.
          const locked = await repo.lockOrder(tx, order.id);
          if (!locked || !canRequestReturn(locked, days, now))
            throw badRequest(returnMessages.returnWindowClosed(days));
          const row = await repo.insertRequest(tx, {
            orderId: order.id,
            userId,
            kind: body.kind,
            reason: body.reason,
            note: body.note,
            payoutSealed: payout ? box.seal(JSON.stringify(payout)) : null,
            payoutMasked: payout
              ? maskPayout(payout)
              : body.kind === 'RETURN'
                ? returnMessages.returnPayoutSourceShort
                : '',
            holdUntil: body.kind === 'EXCHANGE' ? new Date(now.getTime() + EXCHANGE_HOLD_DAYS * DAY_MS) : null,
          });
          await repo.insertLines(
            tx,
            body.items.map((i) => ({
              requestId: row.id,
              orderItemId: i.orderItemId,
              quantity: i.quantity,
              wantedProductId: body.kind === 'EXCHANGE' ? i.wantedProductId : null,
              reserved: body.kind === 'EXCHANGE' ? i.quantity : 0,
            })),
          );
          if (body.kind === 'EXCHANGE')
            for (const item of body.items)
              if (!(await repo.takeStock(tx, item.wantedProductId as string, item.quantity)))
                throw conflict(returnMessages.returnSizeUnavailable);
          const customer = await repo.findCustomer(userId, tx);
          if (customer)
            await queueMail(
              tx,
              buildReturnMail(ctx.env, customer, body.kind, order.orderNumber, { step: 'requested' }),
            );
          return row.id;
        })
        .catch((err) => {
          if (databaseErrorStatus(err)?.status === 409) throw conflict(returnMessages.returnLineHasOpenRequest);
          throw err;
        });
      if (body.kind === 'EXCHANGE') ctx.cache.invalidate();
      ctx.outbox.kick();
      return view(id);
    },

    /** A return's credit note PDF: its shopper's own, or any for an admin (404 for anyone else, or none yet). */
    async creditNote(caller: { id: string; role: string }, id: string) {
      const row = UUID.test(id) ? await repo.findListRow(id) : null;
      if (!row || (caller.role !== 'admin' && row.request.userId !== caller.id))
        throw notFound(returnMessages.returnNotFound);
      return renderReturnCreditNote(ctx, repo, row.request);
    },

    /** One request of the shopper (404 for anyone else's). */
    async one(userId: string, id: string): Promise<ReturnRequestView> {
      const row = UUID.test(id) ? await repo.findListRow(id) : null;
      if (!row || row.request.userId !== userId) throw notFound(returnMessages.returnNotFound);
      const [request] = await views([row]);
      // Quality-check photos are staff's working notes; the shopper sees them only beside a rejection they explain.
      return request.status === 'REJECTED' ? request : { ...request, qcPhotos: [] };
    },
  };
}

export type ReturnsService = ReturnType<typeof createReturnsService>;
