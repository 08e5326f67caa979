import { promotionCoreMessages } from './promotion-core.messages.ts';

/** Offers and coupons (additions beyond the spec); spread into `messages`. */
export const promotionShopperMessages = {
  ...promotionCoreMessages,
  couponRemoved: 'Coupon removed',
  offersHeading: 'Offers',
  offerSaving: 'You save',
  offerAlmost: (short: string, name: string) => `${short} to get ${name}`,
  orderDiscount: 'Discount',
  offerLinkSaved: (code: string) => `${code} is saved. It is applied to your cart when you sign in.`,
  offerLinkApplying: 'Applying the offer to your cart…',
  offerLinkSignIn: 'Sign in to use it',
} as const;

/** Every promotion text: the shopper's above and the back office's (not in the language catalogues). */
export const promotionMessages = {
  ...promotionShopperMessages,
  promotionNotFound: 'Promotion not found',
  promotionCodeTaken: 'Another promotion already uses this code.',
  promotionEnded: 'This promotion has ended and can no longer be changed.',
  promotionsTitle: 'Promotions',
  promotionUnknownSubcategory: (names: string) => `No subcategory is named ${names}.`,
} as const;
