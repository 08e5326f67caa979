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
} as const;
