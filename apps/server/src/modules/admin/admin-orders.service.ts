import type { AdminOrder, AdminOrderDetail, AdminOrdersPage } from '@nidra/shared/admin/admin.schema';
import { cancelRestocks } from '@nidra/shared/admin/order-stock.rules';
import { isSoldPayment, type PaymentMethod } from '@nidra/shared/cod/cod.rules';
import { messages } from '@nidra/shared/messages';
import type { OrderStatus } from '@nidra/shared/orders/order.rules';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { queueMail } from '../../lib/outbox.ts';
import { assertCodReopenable, cancelCashOnDelivery } from '../cod/cancel-cod.ts';
import type { PaymentMethodsRepository } from '../cod/payment-methods.repository.ts';
import { mapOrderRows, type OrderRow } from '../orders/order-mapper.ts';
import type { CreditNotesService } from '../refunds/credit-notes.service.ts';
import { isRefunding, startRefund } from '../refunds/start-refund.ts';
import type { AdminOrdersRepository, OrderEventInsert, OrderWithCustomer } from './admin-orders.repository.ts';
import type { CountCache } from './count-cache.ts';
import { pageCount } from './dashboard.service.ts';
import { buildDispatchMail } from './dispatch-mail.ts';
import type { OrderAnchors } from './order-page-anchors.ts';

const PENDING_LIMIT = 500;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Deps = {
  ctx: AppContext;
  repo: AdminOrdersRepository;
  counts: CountCache;
  anchors: OrderAnchors;
  creditNotes: CreditNotesService;
  /** The orders list filtered by payment method (cash on delivery, ADR 0014). */
  byMethod: PaymentMethodsRepository;
};
type Actor = { email: string };

export function createAdminOrdersService({ ctx, repo, counts, anchors, creditNotes, byMethod }: Deps) {
  /** Shared order views plus the customer and the piece count; keeps the rows' order. */
  async function toAdminOrders(rows: OrderWithCustomer[]): Promise<AdminOrder[]> {
    const mapped = await mapOrderRows(
      ctx.db,
      rows.map((r) => r.order),
    );
    return mapped.map((order, i) => {
      const { order: row, customer: c } = rows[i];
      return {
        ...order,
        customer: { _id: row.userId, name: c?.name ?? '', email: c?.email ?? '', phoneNumber: c?.phone ?? null },
        totalQuantity: order.products.reduce((sum, line) => sum + line.quantity, 0),
      };
    });
  }

  async function loadAdminOrder(orderId: string): Promise<AdminOrder> {
    const row = await repo.findOrder(orderId);
    if (!row) throw notFound(messages.notFound);
    return (await toAdminOrders([row]))[0];
  }

  /**
   * An order moving into CANCELLED: its stock holds are released and, when it was paid and its pieces
   * are still in the store (not DISPATCHED, INTRANSIT or DELIVERED), they go back on the shelf. A
   * 'stock' event records each move, so a repeated cancel never restocks twice.
   */
  async function releaseStock(tx: DbOrTx, row: OrderRow, actor: Actor, events: OrderEventInsert[]) {
    const released = await repo.deleteReservations(tx, row.id);
    let restocked = 0;
    const restocks =
      row.orderStatus !== 'CANCELLED' &&
      isSoldPayment(row.paymentStatus) &&
      cancelRestocks(row.orderStatus) &&
      (await repo.lastStockEvent(tx, row.id)) !== 'RESTOCKED';
    if (restocks) {
      restocked = await repo.restockOrderItems(tx, row.id);
      events.push({ orderId: row.id, field: 'stock', from: null, to: 'RESTOCKED', actor: actor.email });
    }
    // A paid order's money goes back (ADR 0009); the reconciler follows the refund.
    await startRefund(ctx, creditNotes, tx, row, actor.email);
    // A COD order owes no money back; its invoice is reversed by a credit note (ADR 0014).
    await cancelCashOnDelivery(creditNotes, tx, row, actor.email);
    return released + restocked > 0;
  }

  /**
   * An order leaving CANCELLED whose pieces went back on the shelf takes them again, under row locks in
   * the same transaction, so they cannot be sold twice; 409 when any product is short (nothing changes).
   */
  async function retakeStock(tx: DbOrTx, row: OrderRow, actor: Actor, events: OrderEventInsert[]) {
    if (isRefunding(row.paymentStatus)) throw conflict(messages.refundedOrderCannotReopen);
    assertCodReopenable(row);
    if ((await repo.lastStockEvent(tx, row.id)) !== 'RESTOCKED') return false;
    const { taken, short } = await repo.takeOrderItems(tx, row.id);
    if (short.length > 0) throw conflict(messages.reopenStockShort(short.join(', ')));
    events.push({ orderId: row.id, field: 'stock', from: 'RESTOCKED', to: 'TAKEN', actor: actor.email });
    return taken > 0;
  }

  /** One payment method's orders (plain offset paging on orders_payment_method_idx; no deep-page anchors). */
  async function listOrdersByMethod(q: {
    page: number;
    pageSize: number;
    status?: OrderStatus;
    method: PaymentMethod;
  }) {
    const total = await counts.get(`orders:${q.status ?? '*'}:${q.method}`, () =>
      byMethod.countOrders(q.method, q.status),
    );
    const offset = (q.page - 1) * q.pageSize;
    const rows = offset >= total ? [] : await byMethod.findOrderPage({ ...q, limit: q.pageSize, offset });
    return { orders: await toAdminOrders(rows), currentPage: q.page, totalPages: pageCount(total, q.pageSize), total };
  }

  function afterWrite(stockChanged: boolean, mailQueued: boolean) {
    counts.invalidate();
    anchors.invalidate();
    if (stockChanged) ctx.cache.invalidate();
    if (mailQueued) ctx.outbox.kick();
  }

  return {
    /** Newest first, filtered by order status on the server (DESIGN §13.4); totalPages is at least 1. */
    async listOrders(q: {
      page: number;
      pageSize: number;
      status?: OrderStatus;
      method?: PaymentMethod;
    }): Promise<AdminOrdersPage> {
      if (q.method) return listOrdersByMethod({ ...q, method: q.method });
      const total = await counts.get(`orders:${q.status ?? '*'}`, () => repo.countOrders(q.status));
      const offset = (q.page - 1) * q.pageSize;
      const rows =
        offset >= total
          ? []
          : await repo.findOrderPage({
              status: q.status,
              limit: q.pageSize,
              ...(await anchors.locate(q.status, offset)),
            });
      return {
        orders: await toAdminOrders(rows),
        currentPage: q.page,
        totalPages: pageCount(total, q.pageSize),
        total,
      };
    },

    /** One order with its history of status, tracking and stock changes, oldest first; 404 when unknown. */
    async getOrderDetail(orderId: string): Promise<AdminOrderDetail> {
      if (!UUID.test(orderId)) throw notFound(messages.notFound);
      const order = await loadAdminOrder(orderId);
      const events = await repo.findEvents(orderId);
      return {
        ...order,
        events: events.map((e) => ({ field: e.field, from: e.from, to: e.to, actor: e.actor, at: e.at.toISOString() })),
      };
    },

    /**
     * Sets status and tracking number; every change becomes an order event. A paid order set DISPATCHED
     * with a tracking number queues the shopper's mail in the same transaction. CANCELLED releases stock
     * like cancelOrder; leaving CANCELLED takes restocked pieces back (409 when they are gone).
     */
    async updateOrder(orderId: string, body: { trackingNumber: string; orderStatus: OrderStatus }, actor: Actor) {
      if (!UUID.test(orderId)) throw notFound(messages.notFound);
      const outcome = await ctx.db.transaction(async (tx) => {
        const row = await repo.lockOrder(tx, orderId);
        if (!row) throw notFound(messages.notFound);
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
            ? await releaseStock(tx, row, actor, events)
            : reopened && (await retakeStock(tx, row, actor, events));
        await repo.updateOrder(tx, orderId, { orderStatus: body.orderStatus, trackingNumber: body.trackingNumber });
        await repo.insertEvents(tx, events);
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
              }),
            );
        }
        return { stockChanged, mailQueued: sendMail };
      });
      afterWrite(outcome.stockChanged, outcome.mailQueued || body.orderStatus === 'CANCELLED');
      return loadAdminOrder(orderId);
    },

    /** CANCELLED, stock holds released and a paid, unshipped order's pieces restocked; repeating it changes nothing. */
    async cancelOrder(orderId: string, actor: Actor): Promise<AdminOrder> {
      if (!UUID.test(orderId)) throw notFound(messages.notFound);
      const stockChanged = await ctx.db.transaction(async (tx) => {
        const row = await repo.lockOrder(tx, orderId);
        if (!row) throw notFound(messages.notFound);
        const events: OrderEventInsert[] = [];
        const changed = await releaseStock(tx, row, actor, events);
        if (row.orderStatus !== 'CANCELLED') {
          events.push({ orderId, field: 'orderStatus', from: row.orderStatus, to: 'CANCELLED', actor: actor.email });
          await repo.updateOrder(tx, orderId, { orderStatus: 'CANCELLED' });
        }
        await repo.insertEvents(tx, events);
        return changed;
      });
      afterWrite(stockChanged, true);
      return loadAdminOrder(orderId);
    },

    /** Paid orders not yet dispatched, oldest first (at most 500, the printable batch). */
    async listPendingOrders(): Promise<{ orders: AdminOrder[] }> {
      return { orders: await toAdminOrders(await repo.findPaidPending(PENDING_LIMIT)) };
    },
  };
}

export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;
