import type { ShipmentState } from './shipment.rules.ts';

/** Courier texts (ADR 0024; additions beyond the spec), kept out of `messages` and loaded where used. */
export const shippingShopperMessages = {
  // The product page's delivery answer (loaded with the check's form, ADR 0024)
  enterValidPin: 'Enter a 6-digit PIN code',
  deliveryBy: (date: string) => `Delivery by ${date}`,
  codAvailableForPin: 'Cash on Delivery available for this PIN',
  codNotAvailableForPin: 'Cash on Delivery not available for this PIN',
  pinNotServiceable: 'Sorry, we do not deliver to this PIN code yet. Please use another address.',
  deliveryCheckFailed: 'Could not check delivery right now. Please try again.',
  codNotAvailableAtCheckout: 'Cash on Delivery is not available for this PIN code. Please pay online.',
  trackingTitle: 'Shipment tracking',
  trackingAwb: 'AWB',
  trackingNoEvents: 'Waiting for the courier to pick up your parcel.',
  pinUnknown: 'We could not find this PIN code. Please fill in the city and state.',
  courierUnavailable: 'The courier could not be reached. Please try again.',
} as const;

/** Every shipping text: the shopper's above and the back office's (not in the language catalogues). */
export const shippingMessages = {
  ...shippingShopperMessages,
  createShipment: 'Create shipment',
  createShipments: (n: number) => `Create shipments (${n})`,
  shipmentsCreated: (n: number) => `${n} shipment${n === 1 ? '' : 's'} created; pickup requested.`,
  downloadCourierLabels: 'Download courier labels (4×6)',
  shipmentNotShippable: 'Only a paid or cash-on-delivery order that has not left the store can be shipped.',
  shipmentNotInNdr: 'This shipment has no open failed delivery.',
  shipmentNotReturned: 'This parcel has not come back to the store.',
} as const;

/** The orders list's shipment filter and flag (ADR 0024). */
export const shipmentFilterMessages = {
  label: 'Shipment',
  any: 'Any',
  options: {
    AWAITING_PICKUP: 'Awaiting pickup',
    PICKUP_OVERDUE: 'Pickup overdue (48 h)',
    IN_TRANSIT: 'In transit',
    OUT_FOR_DELIVERY: 'Out for delivery',
    NDR: 'Failed attempt (NDR)',
    RTO: 'Returning (RTO)',
    DELIVERED: 'Delivered',
  },
  pickupOverdue: 'Not picked up in 48 h',
} as const;

/** How staff and shoppers read a shipment state. */
export const SHIPMENT_STATE_TEXT: Record<ShipmentState, string> = {
  AWB_ASSIGNED: 'Awaiting pickup',
  PICKED_UP: 'Picked up',
  IN_TRANSIT: 'In transit',
  OUT_FOR_DELIVERY: 'Out for delivery',
  NDR: 'Delivery attempt failed',
  DELIVERED: 'Delivered',
  RTO_INITIATED: 'Returning to store',
  RTO_DELIVERED: 'Back at store',
  CANCELLED: 'Cancelled',
};
