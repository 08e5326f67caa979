import { messages } from '@nidra/shared';
import { orderLabel } from '@nidra/shared/orders/order.rules';
import type { ReplacementStatus } from '@nidra/shared/replacements/replacement.rules';
import type { ReplacementRequest, ReplacementsPage } from '@nidra/shared/replacements/replacement.schema';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { queueMail } from '../../lib/outbox.ts';
import type { AdminOrdersRepository } from '../admin/admin-orders.repository.ts';
import { buildReplacementMail, type ReplacementStep } from './replacement-mail.ts';
import { toRequestViews } from './replacement-views.ts';
import type { ReplacementsRepository, RequestRow } from './replacements.repository.ts';

type Deps = { ctx: AppContext; repo: ReplacementsRepository; orders: AdminOrdersRepository };
type Actor = { email: string };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SHIPPED_STATUSES = ['DISPATCHED', 'INTRANSIT', 'DELIVERED'];

/** The back office's side: the queue, approving (with its ₹0 replacement order) and rejecting. */
export function createReplacementDecisionsService({ ctx, repo, orders }: Deps) {
  async function mail(tx: DbOrTx, request: RequestRow, step: ReplacementStep) {
    const [customer, order] = await Promise.all([
      repo.findCustomer(request.userId, tx),
      repo.findOrder(request.orderId, tx),
    ]);
    if (customer && order) await queueMail(tx, buildReplacementMail(ctx.env, customer, order.orderNumber, step));
  }

  /** Locks a request still waiting for a decision (404 unknown, 409 decided). */
  async function lockPending(tx: DbOrTx, id: string) {
    const request = UUID.test(id) ? await repo.lockRequest(tx, id) : null;
    if (!request) throw notFound(messages.replacementNotFound);
    if (request.status !== 'REQUESTED') throw conflict(messages.replacementNotPending);
    return request;
  }

  /**
   * The ₹0 replacement order: the original's address, the wanted products at price 0, paid by
   * definition so it joins the pending orders, labels and dispatch. Its pieces are taken off the shelf
   * by the admin order code (row locks in id order, all or nothing); 409 when any is short.
   */
  async function placeReplacementOrder(tx: DbOrTx, request: RequestRow, actor: Actor) {
    const original = await repo.findOrder(request.orderId, tx);
    if (!original) throw notFound(messages.notFound);
    const wanted = new Map(
      (
        await repo.findProducts(
          request.items.map((i) => i.wantedProductId),
          tx,
        )
      ).map((p) => [p.id, p]),
    );
    const placed = await repo.insertOrder(
      tx,
      {
        userId: original.userId,
        shippingAddress: original.shippingAddress,
        shippingState: original.shippingState,
        buyerName: original.buyerName,
        mobile: original.mobile,
      },
      request.items.map((i) => {
        const p = wanted.get(i.wantedProductId);
        if (!p) throw conflict(messages.replacementSizeUnavailable);
        return { productId: p.id, quantity: i.quantity, price: 0, mrp: p.mrp, name: p.name, hsn: p.hsn };
      }),
    );
    const { short } = await orders.takeOrderItems(tx, placed.id);
    if (short.length > 0) throw conflict(messages.replacementStockShort(short.join(', ')));
    await orders.insertEvents(tx, [
      {
        orderId: placed.id,
        field: 'replacement',
        from: null,
        to: orderLabel(original.orderNumber),
        actor: actor.email,
      },
      { orderId: placed.id, field: 'stock', from: null, to: 'TAKEN', actor: actor.email },
    ]);
    return placed;
  }

  async function view(id: string): Promise<ReplacementRequest> {
    const row = await repo.findListRow(id);
    if (!row) throw notFound(messages.replacementNotFound);
    return (await toRequestViews(repo, [row]))[0];
  }

  return {
    /** One status tab of the queue, newest first (at most 500). */
    async list(status: ReplacementStatus): Promise<ReplacementsPage> {
      return { requests: await toRequestViews(repo, await repo.listByStatus(status)) };
    },

    async approve(id: string, note: string, actor: Actor): Promise<ReplacementRequest> {
      await ctx.db.transaction(async (tx) => {
        const request = await lockPending(tx, id);
        const placed = await placeReplacementOrder(tx, request, actor);
        await repo.updateRequest(tx, id, {
          status: 'APPROVED',
          adminNote: note,
          replacementOrderId: placed.id,
          decidedAt: new Date(),
        });
        await mail(tx, request, { step: 'approved', note, replacementOrderNumber: placed.orderNumber });
      });
      ctx.cache.invalidate();
      ctx.outbox.kick();
      return view(id);
    },

    async reject(id: string, reason: string, actor: Actor): Promise<ReplacementRequest> {
      await ctx.db.transaction(async (tx) => {
        const request = await lockPending(tx, id);
        await repo.updateRequest(tx, id, { status: 'REJECTED', rejectReason: reason, decidedAt: new Date() });
        await mail(tx, request, { step: 'rejected', reason });
        ctx.log.info({ requestId: id, actor: actor.email }, 'replacement rejected');
      });
      ctx.outbox.kick();
      return view(id);
    },

    /**
     * Called by the admin order update inside its transaction: a replacement order leaving for the
     * shopper marks its request SHIPPED and mails them once. True when a mail was queued.
     */
    async orderStatusChanged(tx: DbOrTx, change: { orderId: string; to: string; trackingNumber: string }) {
      if (!SHIPPED_STATUSES.includes(change.to)) return false;
      const request = await repo.lockByReplacementOrder(tx, change.orderId);
      const order = request && (await repo.findOrder(change.orderId, tx));
      if (!request || !order) return false;
      await repo.updateRequest(tx, request.id, { status: 'SHIPPED', shippedAt: new Date() });
      await mail(tx, request, {
        step: 'shipped',
        replacementOrderNumber: order.orderNumber,
        trackingNumber: change.trackingNumber,
      });
      return true;
    },
  };
}

export type ReplacementDecisionsService = ReturnType<typeof createReplacementDecisionsService>;
