import { describe, expect, it } from 'vitest';
import { courierOrderTransition } from '../orders/order-status.rules.ts';
import { deliveryDate, formatDeliveryDate, nextShipmentState } from './shipment.rules.ts';

describe('courier transitions of the order state machine', () => {
  it('moves a paid or COD order forward only: picked up → DISPATCHED, delivered → DELIVERED', () => {
    expect(courierOrderTransition('PENDING', 'PAYMENT_SUCCESS', 'PICKED_UP')).toBe('DISPATCHED');
    expect(courierOrderTransition('DISPATCHED', 'COD_PENDING', 'OUT_FOR_DELIVERY')).toBe('INTRANSIT');
    expect(courierOrderTransition('INTRANSIT', 'PAYMENT_SUCCESS', 'DELIVERED')).toBe('DELIVERED');
    expect(courierOrderTransition('DELIVERED', 'PAYMENT_SUCCESS', 'PICKED_UP')).toBeNull();
    expect(courierOrderTransition('DISPATCHED', 'PAYMENT_SUCCESS', 'PICKED_UP')).toBeNull();
    expect(courierOrderTransition('CANCELLED', 'PAYMENT_REFUNDED', 'DELIVERED')).toBeNull();
    expect(courierOrderTransition('PENDING', 'PAYMENT_INITIATED', 'PICKED_UP')).toBeNull();
    expect(courierOrderTransition('DISPATCHED', 'PAYMENT_SUCCESS', 'RTO_DELIVERED')).toBeNull();
  });

  it('keeps a shipment from moving back on a late event, and a returning parcel from being delivered', () => {
    expect(nextShipmentState('DELIVERED', 'OUT_FOR_DELIVERY')).toBe('DELIVERED');
    expect(nextShipmentState('IN_TRANSIT', 'PICKED_UP')).toBe('IN_TRANSIT');
    expect(nextShipmentState('NDR', 'OUT_FOR_DELIVERY')).toBe('OUT_FOR_DELIVERY');
    expect(nextShipmentState('OUT_FOR_DELIVERY', 'NDR')).toBe('NDR');
    expect(nextShipmentState('RTO_INITIATED', 'DELIVERED')).toBe('RTO_INITIATED');
    expect(nextShipmentState('RTO_INITIATED', 'RTO_DELIVERED')).toBe('RTO_DELIVERED');
  });

  it('dates delivery in India and writes it as "Fri, 27 Nov"', () => {
    expect(deliveryDate(3, new Date('2026-11-24T20:00:00Z'))).toBe('2026-11-28');
    expect(formatDeliveryDate('2026-11-27')).toBe('Fri, 27 Nov');
  });
});
