/** How staff and shoppers read a shipment state (shared with the orders list). */
export { SHIPMENT_STATE_TEXT } from '@nidra/shared/shipping/shipping.messages';
