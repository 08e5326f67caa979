import { z } from 'zod';
import { NDR_REASONS, SHIPMENT_STATES } from './shipment.rules.ts';

/** City (the district) and state India Post's directory gives for a PIN. */
export const pinPlace = z.object({ pin: z.string(), city: z.string(), state: z.string() });
export type PinPlace = z.infer<typeof pinPlace>;

export const deliveryCheckQuery = z.object({ pin: z.string().regex(/^[1-9]\d{5}$/, 'Enter a 6-digit PIN code') });

/** What the shopper sees for a PIN: served or not, cash on delivery, and the date (YYYY-MM-DD, India). */
export const deliveryCheck = z.object({
  pin: z.string(),
  serviceable: z.boolean(),
  codAvailable: z.boolean(),
  estimatedDays: z.number().int().nullable(),
  deliveryBy: z.string().nullable(),
});
export type DeliveryCheck = z.infer<typeof deliveryCheck>;

export const createShipmentsBody = z.object({ orderIds: z.array(z.string().uuid()).min(1).max(100) });
export const createdShipments = z.object({
  shipments: z.array(
    z.object({ orderId: z.string(), orderNumber: z.number(), awb: z.string(), courierName: z.string() }),
  ),
  failed: z.array(z.object({ orderId: z.string(), message: z.string() })),
  /** One 4×6 PDF with every new label, one per page; null when none was created. */
  labelUrl: z.string().nullable(),
});
export type CreatedShipments = z.infer<typeof createdShipments>;

export const trackingEvent = z.object({
  state: z.enum(SHIPMENT_STATES),
  label: z.string(),
  location: z.string(),
  at: z.string(),
  ndrReason: z.enum(NDR_REASONS).nullable(),
});
export const orderTracking = z.object({
  awb: z.string(),
  courierName: z.string(),
  state: z.enum(SHIPMENT_STATES),
  events: z.array(trackingEvent),
});
export type OrderTracking = z.infer<typeof orderTracking>;

export const staffShipment = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.number(),
  buyerName: z.string(),
  mobile: z.string(),
  awb: z.string(),
  courierName: z.string(),
  state: z.enum(SHIPMENT_STATES),
  ndrAttempts: z.number(),
  ndrReason: z.enum(NDR_REASONS).nullable(),
  ndrAction: z.string().nullable(),
  /** Not picked up 48 hours after its AWB. */
  pickupOverdue: z.boolean(),
  createdAt: z.string(),
});
export type StaffShipment = z.infer<typeof staffShipment>;
export const staffShipmentsQuery = z.object({
  state: z.enum(SHIPMENT_STATES).optional(),
  overdue: z.enum(['true', 'false']).optional(),
});
export const staffShipments = z.object({ shipments: z.array(staffShipment) });

export const ndrActionBody = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('REATTEMPT'),
    phone: z
      .string()
      .regex(/^\d{10}$/, 'Phone number must be 10 digits')
      .optional(),
    landmark: z.string().trim().max(200).optional(),
  }),
  z.object({ action: z.literal('RTO') }),
]);
export type NdrActionBody = z.infer<typeof ndrActionBody>;

export const shippingStats = z.object({
  shipments: z.number(),
  ndrRate: z.number(),
  rtoRate: z.number(),
  awaitingCheckIn: z.number(),
});
export type ShippingStats = z.infer<typeof shippingStats>;
