import { randomUUID } from 'node:crypto';
import { messages } from '@nidra/shared/messages';
import { type OrderStatus, orderLabel } from '@nidra/shared/orders/order.rules';
import { canShip, courierOrderTransition } from '@nidra/shared/orders/order-status.rules';
import {
  isPickupOverdue,
  MAX_DELIVERY_ATTEMPTS,
  type NdrReason,
  nextShipmentState,
  pickupOverdueBefore,
  type ShipmentState,
} from '@nidra/shared/shipping/shipment.rules';
import { shippingMessages } from '@nidra/shared/shipping/shipping.messages';
import type {
  CreatedShipments,
  NdrActionBody,
  OrderTracking,
  StaffShipment,
} from '@nidra/shared/shipping/shipping.schema';
import type { AppContext } from '../../app-context.ts';
import { type Courier, CourierError } from '../../courier/courier.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, badRequest, conflict, notFound, unauthorized } from '../../lib/errors.ts';
import type { MailTo } from '../../lib/mail-layout.ts';
import { queueMail } from '../../lib/outbox.ts';
import type { AdminOrdersService } from '../admin/admin-orders.service.ts';
import type { DeliveryCheckService } from './delivery-check.ts';
import { parseOrderAddress } from './parse-order-address.ts';
import { createPinDirectory } from './pin-directory.ts';
import type { ShipmentRow, ShippingRepository } from './shipping.repository.ts';
import { buildNdrMail, buildOutForDeliveryMail, trackingUrl } from './shipping-mails.ts';

type Deps = {
  ctx: AppContext;
  repo: ShippingRepository;
  courier: Courier;
  /** Status changes go through the admin orders' one update (the order state machine, its mails and stock). */
  adminOrders: Pick<AdminOrdersService, 'updateOrder' | 'cancelOrder'>;
  delivery: DeliveryCheckService;
  /** The shopper's WhatsApp messages (ADR 0025), queued in the courier event's transaction beside its mail. */
  shopperMessages: ShopperMessages;
};

/** What the courier link tells a consenting shopper on WhatsApp; each resolves true when a message was queued. */
export type ShopperMessages = {
  outForDelivery: (tx: DbOrTx, orderId: string) => Promise<boolean>;
  ndr: (
    tx: DbOrTx,
    orderId: string,
    ndr: { attempt: number; reason: NdrReason; lastAttempt: boolean },
  ) => Promise<boolean>;
};

const COURIER_ACTOR = { email: 'courier' };
// A parcel of nightwear (per piece), as the courier is told its weight.
const PARCEL_GRAMS = 500;

const courierDown = (err: unknown) => {
  if (err instanceof CourierError) return new AppError(502, shippingMessages.courierUnavailable);
  return err;
};

/** Delivery estimates, shipments with labels and pickups, the courier's webhook, NDR and RTO (ADR 0024). */
export function createShippingService({ ctx, repo, courier, adminOrders, delivery, shopperMessages }: Deps) {
  const pins = createPinDirectory();
  const { env } = ctx;
  async function mailTo(
    orderId: string,
    build: (to: MailTo) => Parameters<typeof queueMail>[1],
    tx: Parameters<typeof queueMail>[0],
  ) {
    const [row] = await repo.findOrdersToShip([orderId], tx);
    if (row) await queueMail(tx, build({ email: row.email, name: row.order.buyerName, language: row.language }));
  }

  /** One order's shipment: the existing one, or a new one at the courier with its AWB as tracking number. */
  async function shipOne(orderId: string): Promise<ShipmentRow> {
    const existing = await repo.findByOrder(orderId);
    if (existing) return existing;
    const [row] = await repo.findOrdersToShip([orderId]);
    if (!row) throw notFound(messages.notFound);
    const { order, email } = row;
    if (!canShip(order.paymentStatus) || order.orderStatus !== 'PENDING')
      throw conflict(shippingMessages.shipmentNotShippable);
    const to = parseOrderAddress(order.shippingAddress, order, email);
    if (!to) throw badRequest(shippingMessages.shipmentNotShippable);
    const items = await repo.findItems(orderId);
    const created = await courier.createShipment({
      orderId,
      orderLabel: orderLabel(order.orderNumber),
      orderDate: order.createdAt,
      to,
      items: items.map((i) => ({ name: i.name, sku: i.productId, units: i.quantity, sellingPricePaise: i.price })),
      codAmountPaise: order.paymentMethod === 'COD' ? order.amount : 0,
      subTotalPaise: order.amount,
      weightGrams:
        PARCEL_GRAMS *
        Math.max(
          1,
          items.reduce((n, i) => n + i.quantity, 0),
        ),
    });
    const saved = await repo.insertShipment({
      orderId,
      awb: created.awb,
      providerOrderId: created.providerOrderId,
      providerShipmentId: created.shipmentId,
      courierName: created.courierName,
    });
    await adminOrders.updateOrder(orderId, { orderStatus: 'PENDING', trackingNumber: saved.awb }, COURIER_ACTOR);
    return saved;
  }

  /** What staff see of a shipment. */
  async function toStaff(rows: Awaited<ReturnType<ShippingRepository['listShipments']>>): Promise<StaffShipment[]> {
    const now = Date.now();
    return Promise.all(
      rows.map(async ({ shipment: s, order: o }) => ({
        id: s.id,
        orderId: o.id,
        orderNumber: o.orderNumber,
        buyerName: o.buyerName,
        mobile: o.mobile,
        awb: s.awb,
        courierName: s.courierName,
        state: s.state as ShipmentState,
        ndrAttempts: s.ndrAttempts,
        ndrReason: s.ndrAttempts > 0 ? ((await repo.lastNdrReason(s.id)) as NdrReason | null) : null,
        ndrAction: s.ndrAction,
        pickupOverdue: isPickupOverdue(s.state, s.createdAt, now),
        createdAt: s.createdAt.toISOString(),
      })),
    );
  }

  return {
    checkDelivery: delivery.check,

    /** City and state of a PIN from India Post's directory; 404 when it does not know the PIN. */
    lookupPin(pin: string) {
      const place = pins.lookup(pin);
      if (!place) throw notFound(shippingMessages.pinUnknown);
      return place;
    },

    /**
     * Creates the shipments of the given orders (each once, whoever asks again), then one 4×6 label PDF
     * for all of them, kept in storage, and the courier's pickup.
     */
    async createShipments(orderIds: string[]): Promise<CreatedShipments> {
      const made: { row: ShipmentRow; orderNumber: number }[] = [];
      const failed: CreatedShipments['failed'] = [];
      for (const orderId of [...new Set(orderIds)]) {
        try {
          const row = await shipOne(orderId);
          const [o] = await repo.findOrdersToShip([orderId]);
          made.push({ row, orderNumber: o.order.orderNumber });
        } catch (err) {
          const message =
            err instanceof AppError
              ? err.message
              : err instanceof CourierError
                ? shippingMessages.courierUnavailable
                : null;
          if (message === null) throw err;
          ctx.log.warn({ err, orderId }, 'shipment not created');
          failed.push({ orderId, message });
        }
      }
      let labelUrl: string | null = null;
      if (made.length > 0) {
        try {
          const ids = made.map((m) => m.row.providerShipmentId);
          const pdf = await courier.labels(ids);
          const key = `labels/courier-${randomUUID()}.pdf`;
          await ctx.storage.put(key, pdf, { contentType: 'application/pdf' });
          await courier.requestPickup(ids);
          await repo.setLabel(
            made.map((m) => m.row.id),
            key,
          );
          labelUrl = `/api/admin/shipments/${key}`;
        } catch (err) {
          throw courierDown(err);
        }
      }
      return {
        shipments: made.map((m) => ({
          orderId: m.row.orderId,
          orderNumber: m.orderNumber,
          awb: m.row.awb,
          courierName: m.row.courierName,
        })),
        failed,
        labelUrl,
      };
    },

    /** A stored courier label PDF, by its storage key. */
    async labelFile(name: string) {
      if (!/^courier-[0-9a-f-]{36}\.pdf$/.test(name)) throw notFound(messages.notFound);
      const file = await ctx.storage.get(`labels/${name}`);
      if (!file) throw notFound(messages.notFound);
      return file;
    },

    /**
     * The courier's tracking webhook: 401 without its token; each event stored once by its key, the
     * shipment moved only forward, and the order through the state machine's courier transitions, so
     * a repeated or late event changes nothing twice.
     */
    async receiveWebhook(token: string | undefined, body: unknown): Promise<{ message: string }> {
      const check = courier.verifyWebhook(token, body);
      if (!check.ok && check.reason === 'unauthorized') throw unauthorized('Unauthorized');
      if (!check.ok && check.reason === 'invalid') throw badRequest('Invalid webhook body');
      if (!check.ok) return { message: 'ignored' };
      const e = check.event;
      const outcome = await ctx.db.transaction(async (tx) => {
        const s = await repo.lockByAwb(tx, e.awb);
        if (!s) return null;
        const fresh = await repo.insertEvent(
          {
            shipmentId: s.id,
            eventKey: e.key,
            state: e.state,
            label: e.label,
            location: e.location,
            ndrReason: e.ndrReason,
            at: e.at,
          },
          tx,
        );
        if (!fresh) return null;
        const from = s.state as ShipmentState;
        const state = nextShipmentState(from, e.state);
        const isAttempt = e.state === 'NDR' && state === 'NDR';
        const attempts = s.ndrAttempts + (isAttempt ? 1 : 0);
        await repo.updateShipment(
          s.id,
          { state, ndrAttempts: attempts, ...(isAttempt ? { ndrAction: null } : {}) },
          tx,
        );
        const [row] = await repo.findOrdersToShip([s.orderId], tx);
        const parcel = { orderNumber: row.order.orderNumber, awb: s.awb, courierName: s.courierName };
        if (state === 'OUT_FOR_DELIVERY' && from !== 'OUT_FOR_DELIVERY') {
          await mailTo(
            s.orderId,
            (to) => buildOutForDeliveryMail(env, to, { ...parcel, cod: row.order.paymentMethod === 'COD' }),
            tx,
          );
          // Once per order on WhatsApp: a reattempt going out again is not announced twice.
          await shopperMessages.outForDelivery(tx, s.orderId);
        }
        const lastAttempt = isAttempt && attempts >= MAX_DELIVERY_ATTEMPTS;
        if (isAttempt) {
          const ndr = { reason: e.ndrReason ?? 'CUSTOMER_UNAVAILABLE', attempt: attempts, lastAttempt } as const;
          await mailTo(
            s.orderId,
            (to) => buildNdrMail(env, to, { ...parcel, ...ndr, cod: row.order.paymentMethod === 'COD' }),
            tx,
          );
          // Once per (order, attempt) on WhatsApp, the attempt's number being the shipment's count.
          await shopperMessages.ndr(tx, s.orderId, ndr);
        }
        if (lastAttempt) await repo.updateShipment(s.id, { ndrAction: 'RTO' }, tx);
        // Only an event the shipment took moves the order: a stray scan after RTO began moves nothing.
        const accepted = state === e.state;
        return {
          shipment: s,
          order: row.order,
          accepted,
          lastAttempt,
          mailed: isAttempt || state === 'OUT_FOR_DELIVERY',
        };
      });
      if (!outcome) return { message: 'ok' };
      if (outcome.mailed) ctx.outbox.kick();
      // The order follows through the one state machine (its mails, delivered_at, replacement window).
      const { order } = outcome;
      const to = outcome.accepted ? courierOrderTransition(order.orderStatus, order.paymentStatus, e.state) : null;
      // A parcel seen in transit before its pickup scan arrived was picked up: DISPATCHED (and its mail) first.
      if (to && to !== 'DISPATCHED' && order.orderStatus === 'PENDING') await moveOrder(outcome.shipment, 'DISPATCHED');
      if (to) await moveOrder(outcome.shipment, to);
      // After the courier's last attempt the parcel comes back by itself.
      if (outcome.lastAttempt)
        await courier.ndrAction(outcome.shipment.awb, { action: 'RTO', comment: 'Last attempt failed' });
      return { message: 'ok' };
    },

    /** A shopper's own order's tracking: the AWB and each event, oldest first; 404 for anyone else's. */
    async orderTracking(user: { id: string; role?: string }, orderId: string): Promise<OrderTracking> {
      if (!/^[0-9a-f-]{36}$/i.test(orderId)) throw notFound(messages.notFound);
      const [row] = await repo.findOrdersToShip([orderId]);
      if (!row || (row.order.userId !== user.id && user.role !== 'admin')) throw notFound(messages.notFound);
      const s = await repo.findByOrder(orderId);
      if (!s) throw notFound(messages.notFound);
      const events = await repo.findEvents(s.id);
      return {
        awb: s.awb,
        courierName: s.courierName,
        state: s.state as ShipmentState,
        events: events.map((ev) => ({
          state: ev.state as ShipmentState,
          label: ev.label,
          location: ev.location,
          at: ev.at.toISOString(),
          ndrReason: ev.ndrReason as NdrReason | null,
        })),
      };
    },

    /** Shipments for staff, by state (NDR: the queue; RTO_DELIVERED: parcels to check in) or overdue pickups. */
    async listShipments(q: { state?: ShipmentState; overdue?: 'true' | 'false' }) {
      const overdueBefore = q.overdue === 'true' ? pickupOverdueBefore() : undefined;
      return { shipments: await toStaff(await repo.listShipments({ state: q.state, overdueBefore, limit: 200 })) };
    },

    /** Staff's answer to a failed attempt: deliver again (with a corrected phone or landmark) or send it back. */
    async actOnNdr(shipmentId: string, body: NdrActionBody): Promise<void> {
      const s = /^[0-9a-f-]{36}$/i.test(shipmentId) ? await repo.findById(shipmentId) : undefined;
      if (!s) throw notFound(messages.notFound);
      if (s.state !== 'NDR' || s.ndrAction === 'RTO') throw conflict(shippingMessages.shipmentNotInNdr);
      try {
        if (body.action === 'RTO') await courier.ndrAction(s.awb, { action: 'RTO' });
        else
          await courier.ndrAction(s.awb, {
            action: 'REATTEMPT',
            phone: body.phone,
            address: body.landmark ? `Landmark: ${body.landmark}` : undefined,
          });
      } catch (err) {
        throw courierDown(err);
      }
      await repo.updateShipment(s.id, { ndrAction: body.action });
    },

    /** A returned parcel checked back in: the order is cancelled with its stock back and, if paid, its refund. */
    async checkIn(shipmentId: string, actor: { email: string }): Promise<void> {
      const s = /^[0-9a-f-]{36}$/i.test(shipmentId) ? await repo.findById(shipmentId) : undefined;
      if (!s) throw notFound(messages.notFound);
      if (s.state !== 'RTO_DELIVERED' || s.checkedInAt) throw conflict(shippingMessages.shipmentNotReturned);
      await adminOrders.cancelOrder(s.orderId, actor, { parcelBack: true });
      await repo.updateShipment(s.id, { checkedInAt: new Date() });
    },

    /** Of all shipments: the share that had a failed attempt (NDR) and the share sent back (RTO). */
    async stats() {
      const rows = await repo.countByState();
      const total = rows.reduce((n, r) => n + r.n, 0);
      const ndr = rows.reduce((n, r) => n + r.ndr, 0);
      const rto = rows
        .filter((r) => r.state === 'RTO_INITIATED' || r.state === 'RTO_DELIVERED')
        .reduce((n, r) => n + r.n, 0);
      const awaiting = await repo.listShipments({ state: 'RTO_DELIVERED', limit: 1000 });
      const rate = (n: number) => (total === 0 ? 0 : Math.round((n / total) * 1000) / 10);
      return { shipments: total, ndrRate: rate(ndr), rtoRate: rate(rto), awaitingCheckIn: awaiting.length };
    },
  };

  async function moveOrder(s: ShipmentRow, to: OrderStatus) {
    try {
      await adminOrders.updateOrder(
        s.orderId,
        { orderStatus: to, trackingNumber: s.awb, carrier: { name: s.courierName, trackingUrl: trackingUrl(env) } },
        COURIER_ACTOR,
      );
    } catch (err) {
      // A move the state machine refuses (the order changed meanwhile) is logged, never retried by the courier.
      if (err instanceof AppError && err.status === 409)
        ctx.log.warn({ err, orderId: s.orderId, to }, 'courier move refused');
      else throw err;
    }
  }
}

export type ShippingService = ReturnType<typeof createShippingService>;
