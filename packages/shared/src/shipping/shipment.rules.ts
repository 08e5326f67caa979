/**
 * A shipment's states as the courier reports them (Shiprocket's status names, in our words).
 * AWB_ASSIGNED: label made, waiting for pickup; NDR: a delivery attempt failed; RTO_INITIATED: the
 * parcel is on its way back; RTO_DELIVERED: it is back at the store, waiting to be checked in.
 */
export const SHIPMENT_STATES = [
  'AWB_ASSIGNED',
  'PICKED_UP',
  'IN_TRANSIT',
  'OUT_FOR_DELIVERY',
  'NDR',
  'DELIVERED',
  'RTO_INITIATED',
  'RTO_DELIVERED',
  'CANCELLED',
] as const;
export type ShipmentState = (typeof SHIPMENT_STATES)[number];

/** Why a delivery attempt failed (the sandbox courier's NDR reasons, as Indian couriers report them). */
export const NDR_REASONS = ['CUSTOMER_UNAVAILABLE', 'ADDRESS_INCOMPLETE', 'REFUSED', 'COD_NOT_READY'] as const;
export type NdrReason = (typeof NDR_REASONS)[number];

export const NDR_REASON_TEXT: Record<NdrReason, string> = {
  CUSTOMER_UNAVAILABLE: 'Customer not available',
  ADDRESS_INCOMPLETE: 'Address incomplete or not found',
  REFUSED: 'Customer refused delivery',
  COD_NOT_READY: 'COD amount not ready',
};

/** The courier's last attempt: after this many failed attempts the parcel goes back to the store. */
export const MAX_DELIVERY_ATTEMPTS = 3;

/** Hours after the AWB within which the courier should have picked the parcel up. */
export const PICKUP_OVERDUE_HOURS = 48;

/**
 * How far along a shipment is; a state never moves to a lower rank, so an event arriving late
 * (picked up after delivered) changes nothing. NDR sits beside OUT_FOR_DELIVERY: an attempt may fail
 * and the next one go out again.
 */
const RANK: Record<ShipmentState, number> = {
  AWB_ASSIGNED: 0,
  PICKED_UP: 1,
  IN_TRANSIT: 2,
  OUT_FOR_DELIVERY: 3,
  NDR: 3,
  DELIVERED: 5,
  RTO_INITIATED: 4,
  RTO_DELIVERED: 5,
  CANCELLED: 6,
};

/** The state a shipment takes on an event: the event's own, unless the shipment is already further on. */
export function nextShipmentState(current: ShipmentState, event: ShipmentState): ShipmentState {
  if (current === event) return current;
  if (current === 'DELIVERED' || current === 'RTO_DELIVERED' || current === 'CANCELLED') return current;
  if (current === 'RTO_INITIATED' && event !== 'RTO_DELIVERED') return current;
  return RANK[event] >= RANK[current] ? event : current;
}

/** Whether a shipment in this state may still be turned back or reattempted by staff (an open NDR). */
export const isOpenNdr = (state: string) => state === 'NDR';

/** The states of a parcel returned to origin (RTO): on its way back, or back at the store. */
export const RTO_STATES = ['RTO_INITIATED', 'RTO_DELIVERED'] as const satisfies readonly ShipmentState[];

/** Whether the parcel is back at the store and needs checking in. */
export const awaitsCheckIn = (state: string, checkedInAt: unknown) => state === 'RTO_DELIVERED' && !checkedInAt;

/** The day a parcel should arrive, `days` after today in India (YYYY-MM-DD). */
export function deliveryDate(days: number, now = new Date()): string {
  const ist = new Date(now.getTime() + 330 * 60_000);
  ist.setUTCDate(ist.getUTCDate() + days);
  return ist.toISOString().slice(0, 10);
}

/** "Thu, 27 Nov" for a YYYY-MM-DD date. */
export function formatDeliveryDate(isoDate: string): string {
  const d = new Date(`${isoDate}T12:00:00+05:30`);
  const weekday = d.toLocaleDateString('en-IN', { weekday: 'short', timeZone: 'Asia/Kolkata' });
  const day = d.toLocaleDateString('en-IN', { day: 'numeric', timeZone: 'Asia/Kolkata' });
  const month = d.toLocaleDateString('en-IN', { month: 'short', timeZone: 'Asia/Kolkata' });
  return `${weekday}, ${day} ${month}`;
}

/** A tracking event's time for the shopper, in India: "26 Nov, 2:05 pm". */
export function formatTrackingTime(iso: string): string {
  return new Date(iso).toLocaleString('en-IN', {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  });
}

/** Whether a parcel is overdue for pickup: still waiting for its pickup scan 48 hours after its AWB. */
export function isPickupOverdue(state: string, awbAt: Date | string, now: number = Date.now()): boolean {
  return state === 'AWB_ASSIGNED' && new Date(awbAt).getTime() < pickupOverdueBefore(now).getTime();
}

/** The AWB time before which a shipment still waiting for pickup is overdue. */
export const pickupOverdueBefore = (now: number = Date.now()) => new Date(now - PICKUP_OVERDUE_HOURS * 3600_000);

/**
 * The orders list's shipment filter (ADR 0024): a few staff words over the courier's states.
 * PICKUP_OVERDUE is AWAITING_PICKUP past the 48 hours.
 */
export const SHIPMENT_FILTERS = [
  'AWAITING_PICKUP',
  'PICKUP_OVERDUE',
  'IN_TRANSIT',
  'OUT_FOR_DELIVERY',
  'NDR',
  'RTO',
  'DELIVERED',
] as const;
export type ShipmentFilter = (typeof SHIPMENT_FILTERS)[number];

export const SHIPMENT_FILTER_STATES: Record<ShipmentFilter, readonly ShipmentState[]> = {
  AWAITING_PICKUP: ['AWB_ASSIGNED'],
  PICKUP_OVERDUE: ['AWB_ASSIGNED'],
  IN_TRANSIT: ['PICKED_UP', 'IN_TRANSIT'],
  OUT_FOR_DELIVERY: ['OUT_FOR_DELIVERY'],
  NDR: ['NDR'],
  RTO: ['RTO_INITIATED', 'RTO_DELIVERED'],
  DELIVERED: ['DELIVERED'],
};
