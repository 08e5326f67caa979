import { formatINR } from '../money/format.rules.ts';
import { promotionCoreMessages } from './promotion-core.messages.ts';

/** Offers and coupons (additions beyond the spec); spread into `messages`. */
export const promotionShopperMessages = {
  ...promotionCoreMessages,
  couponApplied: (code: string) => `${code} applied`,
  couponRemoved: 'Coupon removed',
  couponExpired: 'This coupon has expired.',
  couponNotStarted: 'This coupon is not active yet.',
  couponMinValue: (shortPaise: number, code: string) => `Add ${formatINR(shortPaise / 100)} more to use ${code}`,
  couponMinQuantity: (short: number, code: string) =>
    `Add ${short} more ${short === 1 ? 'piece' : 'pieces'} to use ${code}`,
  couponUsedUp: 'This coupon has been fully used.',
  couponFirstOrderOnly: 'This coupon is for your first order only.',
  couponNotForItems: 'This coupon does not apply to the items in your cart.',
  couponNotBest: (code: string) => `${code} is saved, but a better offer is already applied to your cart.`,
  offersHeading: 'Offers',
  offerSaving: 'You save',
  offerAlmost: (short: string, name: string) => `${short} to get ${name}`,
  offerAddValue: (shortPaise: number) => `Add ${formatINR(shortPaise / 100)} more`,
  offerAddPieces: (short: number) => `Add ${short} more ${short === 1 ? 'piece' : 'pieces'}`,
  offerUseCode: (code: string) => `Use code ${code}`,
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
