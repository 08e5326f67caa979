import type { AdminOrder, AdminOrderDetail, AdminOrdersPage } from '@nidra/shared/admin/admin.schema';
import type { PaymentMethod } from '@nidra/shared/cod/cod.rules';
import { messages } from '@nidra/shared/messages';
import type { OrderListFilter } from '@nidra/shared/orders/order-status.rules';
import { isPickupOverdue, type ShipmentFilter, type ShipmentState } from '@nidra/shared/shipping/shipment.rules';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/errors.ts';
import type { PaymentRepository } from '../checkout/payment.repository.ts';
import type { PaymentMethodsRepository } from '../cod/payment-methods.repository.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { CreditNotesService } from '../refunds/credit-notes.service.ts';
import type { RefundsService } from '../refunds/refunds.service.ts';
import type { AdminOrdersRepository, OrderEventInsert, OrderWithCustomer } from './admin-orders.repository.ts';
import type { CountCache } from './count-cache.ts';
import { pageCount } from './dashboard.service.ts';
import type { OrderAnchors } from './order-page-anchors.ts';
import type { OrderShipmentsRepository } from './order-shipments.repository.ts';
import { type Actor, releaseStock } from './order-stock-moves.ts';
import { type OrderStatusHook, type OrderUpdate, writeOrderUpdate } from './update-order.ts';

const PENDING_LIMIT = 500;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Deps = {
  ctx: AppContext;
  repo: AdminOrdersRepository;
  counts: CountCache;
  anchors: OrderAnchors;
  refunds: RefundsService;
  orders: OrdersService;
  /** Reverses a cancelled COD order's invoice (ADR 0014). */
  creditNotes: CreditNotesService;
  /** Moves a cancelled COD order's payment status. */
  payments: PaymentRepository;
  /** The orders list filtered by payment method (cash on delivery, ADR 0014). */
  byMethod: PaymentMethodsRepository;
  /** The orders list by courier shipment state, and each listed order's shipment (ADR 0024). */
  byShipment: OrderShipmentsRepository;
  /** Told of every status change inside the update's transaction (replacements ship); true when it queued mail. */
  onOrderStatusChange?: OrderStatusHook;
};

export function createAdminOrdersService({
  ctx,
  repo,
  counts,
  anchors,
  refunds,
  orders,
  creditNotes,
  payments,
  byMethod,
  byShipment,
  onOrderStatusChange,
}: Deps) {
  /** Shared order views plus the customer, the piece count and the shipment; keeps the rows' order. */
  async function toAdminOrders(rows: OrderWithCustomer[]): Promise<AdminOrder[]> {
    const [mapped, shipped] = await Promise.all([
      orders.mapOrderRows(rows.map((r) => r.order)),
      byShipment.shipmentsOf(rows.map((r) => r.order.id)),
    ]);
    const now = Date.now();
    const shipmentOf = new Map(
      shipped.map((s) => [
        s.orderId,
        { state: s.state as ShipmentState, awb: s.awb, pickupOverdue: isPickupOverdue(s.state, s.createdAt, now) },
      ]),
    );
    return mapped.map((order, i) => {
      const { order: row, customer: c } = rows[i];
      return {
        ...order,
        customer: { _id: row.userId, name: c?.name ?? '', email: c?.email ?? '', phoneNumber: c?.phone ?? null },
        totalQuantity: order.products.reduce((sum, line) => sum + line.quantity, 0),
        ...(shipmentOf.has(row.id) ? { shipment: shipmentOf.get(row.id) } : {}),
      };
    });
  }

  async function loadAdminOrder(orderId: string): Promise<AdminOrder> {
    const row = await repo.findOrder(orderId);
    if (!row) throw notFound(messages.notFound);
    return (await toAdminOrders([row]))[0];
  }

  const stockDeps = { repo, refunds, creditNotes, payments, env: ctx.env };

  /** One payment method's orders (plain offset paging on orders_payment_method_idx; no deep-page anchors). */
  async function listOrdersByMethod(q: {
    page: number;
    pageSize: number;
    status?: OrderListFilter;
    method: PaymentMethod;
  }) {
    const total = await counts.get(`orders:${q.status ?? '*'}:${q.method}`, () =>
      byMethod.countOrders(q.method, q.status),
    );
    const offset = (q.page - 1) * q.pageSize;
    const rows = offset >= total ? [] : await byMethod.findOrderPage({ ...q, limit: q.pageSize, offset });
    return { orders: await toAdminOrders(rows), currentPage: q.page, totalPages: pageCount(total, q.pageSize), total };
  }

  /** Orders by courier shipment state, with the other filters (plain offset paging; counts not cached: they move with the courier). */
  async function listOrdersByShipment(q: {
    page: number;
    pageSize: number;
    status?: OrderListFilter;
    method?: PaymentMethod;
    shipment: ShipmentFilter;
  }) {
    const total = await byShipment.countOrders(q);
    const offset = (q.page - 1) * q.pageSize;
    const rows = offset >= total ? [] : await byShipment.findOrderPage({ ...q, limit: q.pageSize, offset });
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
      status?: OrderListFilter;
      method?: PaymentMethod;
      shipment?: ShipmentFilter;
    }): Promise<AdminOrdersPage> {
      if (q.shipment) return listOrdersByShipment({ ...q, shipment: q.shipment });
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
    async updateOrder(orderId: string, body: OrderUpdate, actor: Actor) {
      if (!UUID.test(orderId)) throw notFound(messages.notFound);
      const outcome = await writeOrderUpdate(
        { ctx, repo, refunds, creditNotes, payments, onOrderStatusChange },
        orderId,
        body,
        actor,
      );
      afterWrite(outcome.stockChanged, outcome.mailQueued || body.orderStatus === 'CANCELLED');
      return loadAdminOrder(orderId);
    },

    /**
     * CANCELLED, stock holds released and a paid, unshipped order's pieces restocked (a shipped one's
     * too when its parcel came back: `parcelBack`); repeating it changes nothing.
     */
    async cancelOrder(orderId: string, actor: Actor, opts: { parcelBack?: boolean } = {}): Promise<AdminOrder> {
      if (!UUID.test(orderId)) throw notFound(messages.notFound);
      const stockChanged = await ctx.db.transaction(async (tx) => {
        const row = await repo.lockOrder(tx, orderId);
        if (!row) throw notFound(messages.notFound);
        const events: OrderEventInsert[] = [];
        const changed = await releaseStock(stockDeps, tx, row, actor, events, opts);
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
