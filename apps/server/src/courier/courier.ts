import type { NdrReason, ShipmentState } from '@nidra/shared/shipping/shipment.rules';

export type { FetchFn } from '../payments/provider.ts';

export type ServiceabilityInput = {
  pickupPincode: string;
  deliveryPincode: string;
  weightGrams: number;
  /** Whether the parcel would be cash on delivery (the courier must collect cash there). */
  cod: boolean;
};

/** What a courier answers for a PIN code: served at all, cash collected there, and in how many days. */
export type Serviceability =
  | { serviceable: false }
  | { serviceable: true; codAvailable: boolean; estimatedDays: number; courierName: string };

export type ShipmentAddress = {
  name: string;
  phone: string;
  email: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
};

export type CreateShipmentInput = {
  /** Our order id; the courier calls it the channel order id and answers for it once. */
  orderId: string;
  /** ORD1234: what the label shows. */
  orderLabel: string;
  orderDate: Date;
  to: ShipmentAddress;
  items: { name: string; sku: string; units: number; sellingPricePaise: number }[];
  /** Cash the courier collects at the door, in paise; 0 for a prepaid order. */
  codAmountPaise: number;
  subTotalPaise: number;
  weightGrams: number;
};

/** A reverse pickup (ADR 0027): the courier collects the pieces at the shopper's door and brings them to the store. */
export type CreateReturnInput = {
  /** Our return request's id; the courier answers for it once. */
  returnId: string;
  orderLabel: string;
  requestedAt: Date;
  from: ShipmentAddress;
  to: ShipmentAddress;
  items: { name: string; sku: string; units: number; sellingPricePaise: number }[];
  subTotalPaise: number;
  weightGrams: number;
};

/** A shipment the courier accepted: its AWB (the tracking number) and the courier's own ids. */
export type CreatedShipment = { awb: string; providerOrderId: string; shipmentId: string; courierName: string };

/** One scan of the parcel as the courier reports it. */
export type TrackingEvent = {
  state: ShipmentState | null;
  label: string;
  location: string;
  at: Date;
};

export type NdrAction =
  | { action: 'REATTEMPT'; phone?: string; address?: string; comment?: string }
  | { action: 'RTO'; comment?: string };

/** One tracking webhook the courier sent with the right token. */
export type CourierEvent = {
  /** Unique per scan: the same event sent twice has the same key. */
  key: string;
  awb: string;
  /** Our order id (the channel order id), when the courier echoes it. */
  orderId: string | null;
  state: ShipmentState;
  label: string;
  location: string;
  at: Date;
  ndrReason: NdrReason | null;
};

export type CourierWebhookCheck =
  | { ok: true; event: CourierEvent }
  | { ok: false; reason: 'unauthorized' | 'invalid' | 'ignored' };

/** What shipping needs from a courier aggregator; shiprocket.ts is the one implementation. */
export interface Courier {
  serviceability(input: ServiceabilityInput): Promise<Serviceability>;
  /** Creates the order at the courier and assigns an AWB; the same orderId answers the same shipment. */
  createShipment(input: CreateShipmentInput): Promise<CreatedShipment>;
  /** One 4×6 label PDF holding every given shipment's label, one per page. */
  labels(shipmentIds: string[]): Promise<Buffer>;
  requestPickup(shipmentIds: string[]): Promise<void>;
  /** Creates a return order (reverse pickup) and assigns its AWB; the same returnId answers the same pickup. */
  createReturnPickup(input: CreateReturnInput): Promise<CreatedShipment>;
  cancel(providerOrderIds: string[]): Promise<void>;
  track(awb: string): Promise<TrackingEvent[]>;
  /** After a failed delivery attempt: try again (with corrected details) or send the parcel back. */
  ndrAction(awb: string, action: NdrAction): Promise<void>;
  /** Checks the webhook's token header in constant time, then the body's shape. */
  verifyWebhook(token: string | undefined, body: unknown): CourierWebhookCheck;
}

/** Any failure talking to the courier: network, timeout, non-2xx answer or an unexpected body. */
export class CourierError extends Error {
  constructor(
    message: string,
    public readonly httpStatus?: number,
  ) {
    super(message);
    this.name = 'CourierError';
  }
}
