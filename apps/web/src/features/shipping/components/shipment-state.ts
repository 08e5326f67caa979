import type { ShipmentState } from '@nidra/shared/shipping/shipment.rules';

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
