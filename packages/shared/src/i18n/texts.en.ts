import { sizesLabelWords } from '../catalogue/design.rules.ts';
import { percentOffWords } from '../catalogue/product.rules.ts';
import { messagingShopperMessages } from '../messaging/messaging.messages.ts';
import { promotionShopperMessages } from '../promotions/promotion.messages.ts';
import { replacementReasonLabels, replacementStatusLabels } from '../replacements/replacement.messages.ts';
import { returnProductHygieneNote } from '../returns/hygiene-note.messages.ts';
import { returnTextsEn } from '../returns/return-texts.en.ts';
import { ratingMessages } from '../reviews/rating.messages.ts';
import { reviewShopperMessages } from '../reviews/review.messages.ts';
import { deliveryCheckMessages } from '../shipping/delivery-check.messages.ts';
import { NDR_REASON_TEXT } from '../shipping/shipment.rules.ts';
import { SHIPMENT_STATE_TEXT, shippingShopperMessages } from '../shipping/shipping.messages.ts';
import { shopperMessages } from '../shopper.messages.ts';
import { catalogueOf } from './catalogue.ts';
import { storefrontMessages } from './storefront.messages.ts';

/**
 * The English catalogue: every shopper-facing text (the back office stays English, ADR 0029). It
 * joins the shopper's halves of the English exports (`shopperMessages`, `promotionShopperMessages`,
 * ...), so the specification's words are kept once and never copied, and a page carries neither the
 * back office's words nor a list of key names. Those exports spread their core halves (the words every
 * storefront page draws, `texts.en.core.ts`), which a page loads first; this whole catalogue loads
 * with the screens beyond them (sign-in, account, checkout, orders, returns...) and serves the server.
 * A key two parts both had fails the type check (`catalogueOf`).
 */
export const enTexts = catalogueOf(
  shopperMessages,
  promotionShopperMessages,
  messagingShopperMessages,
  reviewShopperMessages,
  ratingMessages,
  deliveryCheckMessages,
  shippingShopperMessages,
  {
    replacementReasonLabels,
    replacementStatusLabels,
    returnProductHygieneNote,
    shipmentStateText: SHIPMENT_STATE_TEXT,
    ndrReasonText: NDR_REASON_TEXT,
    sizesLabelWords,
    percentOff: percentOffWords,
  },
  storefrontMessages,
  returnTextsEn,
);
