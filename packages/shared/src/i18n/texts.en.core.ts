import { sizesLabelWords } from '../catalogue/design.rules.ts';
import { percentOffWords } from '../catalogue/product.rules.ts';
import { shopperOrderCoreMessages } from '../orders/shopper-order-core.messages.ts';
import { promotionCoreMessages } from '../promotions/promotion-core.messages.ts';
import { returnProductHygieneNote } from '../returns/hygiene-note.messages.ts';
import { ratingMessages } from '../reviews/rating.messages.ts';
import { deliveryCheckMessages } from '../shipping/delivery-check.messages.ts';
import { shopperCoreMessages } from '../shopper-core.messages.ts';
import { catalogueOf } from './catalogue.ts';
import { storefrontCoreMessages } from './storefront-core.messages.ts';

/**
 * The English core catalogue: the words every storefront page draws (header, menus, footer, home,
 * lists, product, search, cart, the errors the API client shows). It spreads the core halves of the
 * English exports, so the words are kept once; the rest (sign-in, account, checkout, orders...) is in
 * `texts.en.ts`, which spreads the whole exports and loads with the screens that need it.
 */
export const enCoreTexts = catalogueOf(
  shopperCoreMessages,
  shopperOrderCoreMessages,
  promotionCoreMessages,
  ratingMessages,
  deliveryCheckMessages,
  { returnProductHygieneNote, sizesLabelWords, percentOff: percentOffWords },
  storefrontCoreMessages,
);
