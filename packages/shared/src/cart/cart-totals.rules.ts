import type { CartItem } from './cart.schema.ts';
import { shippingFeeFor } from './shipping.rules.ts';

export type PricedLine = {
  quantity: number;
  MRP: number;
  sellingPrice: number;
  productQuantity: number;
  /** A product withdrawn from sale after it was put in a cart cannot be bought either. */
  isActive?: boolean;
  /** What offers take off this line, in paise (ADR 0023); 0 when none. */
  discountPaise?: number;
};

/** Offers that change the totals beyond line discounts. */
export type TotalsOptions = { freeShipping?: boolean };

export type CartTotals = {
  totalItems: number;
  totalMRP: number;
  totalSelling: number;
  discountOnMRP: number;
  shippingFee: number;
  totalAmount: number;
  hasSoldOut: boolean;
  /** Taken off the items by offers (coupons, automatic offers), in rupees. */
  offerDiscount: number;
  /** The shipping fee a free-shipping offer waived, in rupees (then `shippingFee` is 0). */
  shippingSaving: number;
};

/** Sold out means the product's stock is below 1 (spec §9), or that it is no longer on sale. */
export function isSoldOut(productQuantity: number, isActive = true): boolean {
  return !isActive || productQuantity < 1;
}

/**
 * Cart totals in rupees: sold-out lines are excluded, the shipping fee comes from the shared
 * table. Computed in paise internally so sums of prices never drift. Offers (ADR 0023) enter as a
 * discount per line and free shipping; `totalAmount` is then what the shopper pays, and what the COD
 * limit, the gateway amount and the invoice follow.
 */
export function computeCartTotals(lines: PricedLine[], options: TotalsOptions = {}): CartTotals {
  const live = lines.filter((l) => !isSoldOut(l.productQuantity, l.isActive));
  const paise = (rupees: number) => Math.round(rupees * 100);
  const totalItems = live.reduce((n, l) => n + l.quantity, 0);
  const mrp = live.reduce((n, l) => n + paise(l.MRP) * l.quantity, 0);
  const selling = live.reduce((n, l) => n + paise(l.sellingPrice) * l.quantity, 0);
  const tableFee = totalItems > 0 ? shippingFeeFor(totalItems) : 0;
  const shippingFee = options.freeShipping ? 0 : tableFee;
  const offers = live.reduce((n, l) => n + Math.min(l.discountPaise ?? 0, paise(l.sellingPrice) * l.quantity), 0);
  return {
    totalItems,
    totalMRP: mrp / 100,
    totalSelling: selling / 100,
    discountOnMRP: (mrp - selling) / 100,
    shippingFee,
    totalAmount: (selling - offers + shippingFee * 100) / 100,
    hasSoldOut: lines.some((l) => isSoldOut(l.productQuantity, l.isActive)),
    offerDiscount: offers / 100,
    shippingSaving: tableFee - shippingFee,
  };
}

/**
 * The totals of a cart as GET /api/cart/{userId} returns it, with the offers the server applied to it:
 * what the cart and checkout pages show and send.
 */
export function cartTotalsOf(
  items: readonly CartItem[],
  offers?: { lineDiscounts: Readonly<Record<string, number>>; freeShipping: boolean } | null,
): CartTotals {
  return computeCartTotals(
    items.map((i) => ({
      quantity: i.quantity,
      MRP: i.product.MRP,
      sellingPrice: i.product.sellingPrice,
      productQuantity: i.product.quantity,
      isActive: i.product.isActive,
      discountPaise: offers?.lineDiscounts[i._id] ?? 0,
    })),
    { freeShipping: offers?.freeShipping ?? false },
  );
}
