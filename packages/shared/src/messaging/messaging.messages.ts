/** Texts of WhatsApp order updates and COD confirmation (ADR 0025), beyond the spec's. */
export const messagingShopperMessages = {
  whatsappConsentLabel: 'Send me order updates on WhatsApp',
  whatsappConsentHint:
    'Order placed, shipped, out for delivery, missed deliveries, delivered and refunds. Reply STOP at any time to stop them.',
  whatsappConsentSaved: 'Your WhatsApp choice is saved.',
  whatsappConsentNeedsPhone: 'Add your mobile number first: the updates go to it.',
  codConfirmNote: 'We will ask you on WhatsApp to confirm this order before we ship it.',
  codPrepaidOnly:
    'Cash on delivery is not available for your account because earlier cash-on-delivery orders were not confirmed or came back. Please pay online.',
  /** The failed-delivery message's last sentence: what happens next. */
  ndrWillRetry: (storeEmail: string) =>
    `The courier will try again. To pick a better day, or to correct your phone number or add a landmark, write to ${storeEmail}.`,
  ndrLastAttempt: 'This was the last attempt, so the parcel is coming back to us.',
};

/** Every messaging text: the shopper's above and the back office's (not in the language catalogues). */
export const messagingMessages = {
  ...messagingShopperMessages,
  cannotShipUnconfirmedCod:
    'This cash-on-delivery order is not confirmed yet. Confirm it (for example after a phone call) before it is dispatched.',
  codConfirmationNotAwaiting: 'This order is not waiting for a confirmation.',
  codConfirmedByStaff: 'Order confirmed.',
  codConfirmationLabels: {
    AWAITING: 'Awaiting confirmation',
    CALL: 'Call the shopper',
    CONFIRMED: 'Confirmed',
    NOT_ASKED: 'Not asked (no WhatsApp)',
    CANCELLED: 'Cancelled (not confirmed)',
  } as Record<string, string>,
  orderTabUnconfirmed: 'COD to confirm',
  confirmCodOrder: 'Confirm order',
  codConfirmationHeading: 'COD confirmation',
  codConfirmationRate: 'COD confirmation rate',
  codCancelledUnconfirmed: 'COD orders cancelled unconfirmed',
};
