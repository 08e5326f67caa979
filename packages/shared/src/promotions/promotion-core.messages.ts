import { formatINR } from '../money/format.rules.ts';

/** The part of `promotionShopperMessages` that every storefront page draws (the core catalogue, ADR 0029); the rest loads with the screens that use it. */
export const promotionCoreMessages = {
  couponLabel: 'Apply coupon',
  couponPlaceholder: 'Enter coupon code',
  couponApply: 'Apply',
  couponRemove: 'Remove',
  couponUnknown: 'This coupon code does not exist.',
  totalSaving: 'Total saving',
  freeShippingSaving: 'Free shipping',
  offersForYou: 'Offers for you',
  couponApplied: (code: string) => `${code} applied`,
  couponExpired: 'This coupon has expired.',
  couponNotStarted: 'This coupon is not active yet.',
  couponMinValue: (shortPaise: number, code: string) => `Add ${formatINR(shortPaise / 100)} more to use ${code}`,
  couponMinQuantity: (short: number, code: string) =>
    `Add ${short} more ${short === 1 ? 'piece' : 'pieces'} to use ${code}`,
  couponUsedUp: 'This coupon has been fully used.',
  couponFirstOrderOnly: 'This coupon is for your first order only.',
  couponNotForItems: 'This coupon does not apply to the items in your cart.',
  couponNotBest: (code: string) => `${code} is saved, but a better offer is already applied to your cart.`,
  offerAddValue: (shortPaise: number) => `Add ${formatINR(shortPaise / 100)} more`,
  offerAddPieces: (short: number) => `Add ${short} more ${short === 1 ? 'piece' : 'pieces'}`,
  offerUseCode: (code: string) => `Use code ${code}`,
} as const;
