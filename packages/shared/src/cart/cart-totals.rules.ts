import type { CartItem } from './cart.schema.ts';
import { shippingFeeFor } from './shipping.rules.ts';

export type PricedLine = {
  quantity: number;
  MRP: number;
  sellingPrice: number;
  productQuantity: number;
  /** A product withdrawn from sale after it was put in a cart cannot be bought either. */
  isActive?: boolean;
};

export type CartTotals = {
  totalItems: number;
  totalMRP: number;
  totalSelling: number;
  discountOnMRP: number;
  shippingFee: number;
  totalAmount: number;
  hasSoldOut: boolean;
};

/** Sold out means the product's stock is below 1 (spec §9), or that it is no longer on sale. */
export function isSoldOut(productQuantity: number, isActive = true): boolean {
  return !isActive || productQuantity < 1;
}

/**
 * Cart totals in rupees: sold-out lines are excluded, the shipping fee comes from the shared
 * table. Computed in paise internally so sums of prices never drift.
 */
export function computeCartTotals(lines: PricedLine[]): CartTotals {
  const live = lines.filter((l) => !isSoldOut(l.productQuantity, l.isActive));
  const paise = (rupees: number) => Math.round(rupees * 100);
  const totalItems = live.reduce((n, l) => n + l.quantity, 0);
  const mrp = live.reduce((n, l) => n + paise(l.MRP) * l.quantity, 0);
  const selling = live.reduce((n, l) => n + paise(l.sellingPrice) * l.quantity, 0);
  const shippingFee = totalItems > 0 ? shippingFeeFor(totalItems) : 0;
  return {
    totalItems,
    totalMRP: mrp / 100,
    totalSelling: selling / 100,
    discountOnMRP: (mrp - selling) / 100,
    shippingFee,
    totalAmount: (selling + shippingFee * 100) / 100,
    hasSoldOut: lines.some((l) => isSoldOut(l.productQuantity, l.isActive)),
  };
}

/** The totals of a cart as GET /api/cart/{userId} returns it: what the checkout page shows and sends. */
export function cartTotalsOf(items: readonly CartItem[]): CartTotals {
  return computeCartTotals(
    items.map((i) => ({
      quantity: i.quantity,
      MRP: i.product.MRP,
      sellingPrice: i.product.sellingPrice,
      productQuantity: i.product.quantity,
      isActive: i.product.isActive,
    })),
  );
}
