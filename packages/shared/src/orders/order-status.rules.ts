import { isSoldPayment } from '../cod/cod.rules.ts';
import { messages } from '../messages.ts';
import { messagingMessages } from '../messaging/messaging.messages.ts';
import type { ShipmentState } from '../shipping/shipment.rules.ts';
import { ORDER_STATUSES, type OrderStatus } from './order.rules.ts';

/** Order statuses that mean the parcel left the store: only a paid or cash-on-delivery order may take them. */
export const SHIPPING_STATUSES: readonly OrderStatus[] = ['DISPATCHED', 'INTRANSIT', 'DELIVERED'];

/** Payment statuses of an order whose money never arrived: started, failed or expired at the gateway. */
export const UNPAID_PAYMENT_STATUSES = ['PAYMENT_INITIATED', 'PAYMENT_FAILED', 'PAYMENT_EXPIRED'] as const;

/**
 * A cash-on-delivery order's confirmation (ADR 0025): AWAITING the shopper's answer on WhatsApp, CALL
 * (no answer: staff to phone), CONFIRMED, NOT_ASKED (no WhatsApp consent: staff may confirm by phone,
 * the order does not wait), CANCELLED (the shopper said no, or no answer in time).
 */
export const COD_CONFIRMATIONS = ['AWAITING', 'CALL', 'CONFIRMED', 'NOT_ASKED', 'CANCELLED'] as const;
export type CodConfirmation = (typeof COD_CONFIRMATIONS)[number];

/** Confirmation states that keep a COD order out of Pending Orders and off the courier. */
export const UNCONFIRMED_COD: readonly CodConfirmation[] = ['AWAITING', 'CALL'];

/** Whether a COD order still waits for its shopper's (or staff's) confirmation. */
export function isUnconfirmedCod(codConfirmation: string | null | undefined): boolean {
  return UNCONFIRMED_COD.includes(codConfirmation as CodConfirmation);
}

/**
 * An order may be shipped (dispatched, in transit, delivered) only when paid online or placed as cash
 * on delivery, and a COD order only once it is confirmed (or was never asked).
 */
export function canShip(paymentStatus: string, codConfirmation?: string | null): boolean {
  return isSoldPayment(paymentStatus) && !isUnconfirmedCod(codConfirmation);
}

/**
 * The statuses staff may move an order to from `current`: any status, except that a shipping status
 * needs a paid or COD order. Staying where it is is always allowed (a tracking number can be fixed).
 */
export function allowedOrderStatuses(
  current: string,
  paymentStatus: string,
  codConfirmation?: string | null,
): OrderStatus[] {
  return ORDER_STATUSES.filter(
    (s) => s === current || !SHIPPING_STATUSES.includes(s) || canShip(paymentStatus, codConfirmation),
  );
}

/** Why staff may not move an order from `from` to `to`, or null when they may. */
export function orderStatusChangeRefusal(
  from: string,
  to: OrderStatus,
  paymentStatus: string,
  codConfirmation?: string | null,
): string | null {
  if (allowedOrderStatuses(from, paymentStatus, codConfirmation).includes(to)) return null;
  return isUnconfirmedCod(codConfirmation) ? messagingMessages.cannotShipUnconfirmedCod : messages.cannotShipUnpaid;
}

/**
 * The admin orders list's filters: the spec's tabs by order status, plus orders whose payment never
 * arrived, and COD orders waiting for their confirmation.
 */
export const ORDER_LIST_FILTERS = [...ORDER_STATUSES, 'UNPAID', 'UNCONFIRMED'] as const;
export type OrderListFilter = (typeof ORDER_LIST_FILTERS)[number];

/**
 * What 'Verify Payment' learnt from the gateway, for the admin: the spec's 'Payment verified
 * successfully' when paid; otherwise what the gateway answered and what happens to the order next.
 */
export function paymentVerificationOutcome(paymentStatus: string): { ok: boolean; text: string } {
  if (paymentStatus === 'PAYMENT_SUCCESS') return { ok: true, text: messages.paymentVerified };
  if (paymentStatus === 'PAYMENT_INITIATED') return { ok: false, text: messages.verifyStillPending };
  if (paymentStatus === 'PAYMENT_EXPIRED') return { ok: false, text: messages.verifyExpired };
  if (paymentStatus === 'PAYMENT_FAILED') return { ok: false, text: messages.verifyFailedAtGateway };
  return { ok: false, text: messages.paymentVerificationFailed };
}

/** How far an order has gone with the courier; the courier never moves an order back. */
const COURIER_RANK: Record<OrderStatus, number> = {
  PENDING: 0,
  DISPATCHED: 1,
  INTRANSIT: 2,
  DELIVERED: 3,
  CANCELLED: 4,
};

/** The order status each courier event stands for; the others (AWB, NDR, RTO) leave the order as it is. */
const COURIER_TARGET: Partial<Record<ShipmentState, OrderStatus>> = {
  PICKED_UP: 'DISPATCHED',
  IN_TRANSIT: 'INTRANSIT',
  OUT_FOR_DELIVERY: 'INTRANSIT',
  NDR: 'INTRANSIT',
  DELIVERED: 'DELIVERED',
};

/**
 * The courier's transitions of the order state machine: the status a courier event moves an order
 * to, or null when it moves nothing — the event stands for no status, the order is already there or
 * further on (a late or repeated event), it was cancelled, or it is not paid nor cash on delivery.
 * A returned parcel (RTO) is cancelled by staff checking it in, never by the courier.
 */
export function courierOrderTransition(
  current: string,
  paymentStatus: string,
  event: ShipmentState,
): OrderStatus | null {
  const to = COURIER_TARGET[event];
  if (!to || !canShip(paymentStatus)) return null;
  const from = COURIER_RANK[current as OrderStatus];
  if (from === undefined || current === 'CANCELLED') return null;
  return COURIER_RANK[to] > from ? to : null;
}
