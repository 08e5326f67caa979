import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { customerStatusLabel, isPlacedOrder } from './order.rules.ts';

describe('customerStatusLabel', () => {
  it('shows a paid PENDING order as PROCESSING and later statuses as they are', () => {
    expect(customerStatusLabel('PENDING', 'PAYMENT_SUCCESS')).toBe('PROCESSING');
    expect(customerStatusLabel('DISPATCHED', 'PAYMENT_SUCCESS')).toBe('DISPATCHED');
    expect(customerStatusLabel('INTRANSIT', 'PAYMENT_SUCCESS')).toBe('INTRANSIT');
    expect(customerStatusLabel('DELIVERED', 'PAYMENT_SUCCESS')).toBe('DELIVERED');
  });

  it('does not call an unpaid order PROCESSING', () => {
    expect(customerStatusLabel('PENDING', 'PAYMENT_INITIATED')).toBe(messages.orderAwaitingPayment);
  });

  it('shows a refunded order as REFUNDED whatever its order status', () => {
    expect(customerStatusLabel('PENDING', 'PAYMENT_REFUNDED')).toBe('REFUNDED');
    expect(customerStatusLabel('CANCELLED', 'PAYMENT_REFUNDED')).toBe('REFUNDED');
  });

  it('shows a cancelled order as CANCELLED, also before its payment completed', () => {
    expect(customerStatusLabel('CANCELLED', 'PAYMENT_SUCCESS')).toBe('CANCELLED');
    expect(customerStatusLabel('CANCELLED', 'PAYMENT_INITIATED')).toBe('CANCELLED');
  });
});

describe('isPlacedOrder', () => {
  it('leaves out attempts whose payment failed or expired', () => {
    expect(['PAYMENT_INITIATED', 'PAYMENT_SUCCESS', 'PAYMENT_REFUNDED'].map(isPlacedOrder)).toEqual([true, true, true]);
    expect(['PAYMENT_FAILED', 'PAYMENT_EXPIRED'].map(isPlacedOrder)).toEqual([false, false]);
  });
});
