import { describe, expect, it } from 'vitest';
import { lowestShippingFee, shippingFeeFor } from './shipping.rules.ts';

describe('shippingFeeFor', () => {
  it.each([
    [1, 50],
    [2, 80],
    [3, 80],
    [4, 100],
    [5, 100],
    [6, 150],
    [7, 150],
    [8, 180],
    [9, 180],
    [10, 200],
    [12, 200],
    [13, 250],
    [14, 250],
    [15, 280],
    [40, 280],
  ])('charges %i items ₹%i', (items, fee) => {
    expect(shippingFeeFor(items)).toBe(fee);
  });

  it('falls back to the default fee of ₹50 for no or invalid quantities', () => {
    expect(shippingFeeFor(0)).toBe(50);
    expect(shippingFeeFor(-3)).toBe(50);
    expect(shippingFeeFor(2.5)).toBe(50);
  });
});

describe('lowestShippingFee', () => {
  it("is the table's fee for one piece, ₹50", () => {
    expect(lowestShippingFee()).toBe(50);
    expect(lowestShippingFee()).toBe(shippingFeeFor(1));
  });
});
