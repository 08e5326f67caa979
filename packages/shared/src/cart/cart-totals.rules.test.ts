import { describe, expect, it } from 'vitest';
import { computeCartTotals, isSoldOut } from './cart-totals.rules.ts';

const line = (over: Partial<Parameters<typeof computeCartTotals>[0][number]> = {}) => ({
  quantity: 1,
  MRP: 1299,
  sellingPrice: 899.5,
  productQuantity: 4,
  ...over,
});

describe('isSoldOut', () => {
  it('is sold out below one piece, or when the product is no longer on sale', () => {
    expect(isSoldOut(0)).toBe(true);
    expect(isSoldOut(-1)).toBe(true);
    expect(isSoldOut(1)).toBe(false);
    expect(isSoldOut(5, false)).toBe(true);
  });
});

describe('computeCartTotals', () => {
  it('adds MRP and selling prices by quantity, with the discount and the fee for the pieces', () => {
    const totals = computeCartTotals([line({ quantity: 2 }), line({ MRP: 999, sellingPrice: 999 })]);
    expect(totals).toEqual({
      totalItems: 3,
      totalMRP: 3597,
      totalSelling: 2798,
      discountOnMRP: 799,
      shippingFee: 80,
      totalAmount: 2878,
      hasSoldOut: false,
      offerDiscount: 0,
      shippingSaving: 0,
    });
  });

  it('leaves sold-out and withdrawn lines out of every figure but flags them', () => {
    const totals = computeCartTotals([
      line(),
      line({ quantity: 3, productQuantity: 0 }),
      line({ quantity: 2, isActive: false }),
    ]);
    expect(totals).toMatchObject({
      totalItems: 1,
      totalMRP: 1299,
      totalAmount: 949.5,
      shippingFee: 50,
      hasSoldOut: true,
    });
  });

  it('charges nothing for an empty or wholly sold-out cart', () => {
    expect(computeCartTotals([line({ productQuantity: 0 })])).toMatchObject({
      totalItems: 0,
      shippingFee: 0,
      totalAmount: 0,
      hasSoldOut: true,
    });
  });

  it('takes offer discounts off the lines (never more than a line) and waives the fee for free shipping', () => {
    const totals = computeCartTotals(
      [line({ quantity: 2, discountPaise: 17_990 }), line({ discountPaise: 10_000, productQuantity: 0 })],
      { freeShipping: true },
    );
    expect(totals).toMatchObject({ totalSelling: 1799, offerDiscount: 179.9, shippingFee: 0, shippingSaving: 80 });
    expect(totals.totalAmount).toBe(1619.1);
  });
});
