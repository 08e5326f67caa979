import type { ReturnKind, ReturnReason, ReturnStatus } from './return.rules.ts';

/**
 * The shopper's words of returns and size exchanges (ADR 0027, an addition beyond the spec): the
 * returns screens' English, in the whole catalogue (return-texts.en.ts) and not in `messages` or the
 * core words, so the storefront's first script stays as it was.
 */
export const returnShopperMessages = {
  returnOrExchange: 'Return or exchange',
  returnsTitle: 'Returns and exchanges',
  returnWindowClosed: (days: number) => `Returns and exchanges can be requested within ${days} days of delivery.`,
  returnReturnableUntil: (date: string) => `Return or exchange until ${date}`,
  returnChooseLines: 'Choose the pieces and how many',
  returnReasonLabel: 'Why is it coming back?',
  returnWantLabel: 'What would you like?',
  returnWantExchange: 'Exchange for another size',
  returnWantRefund: 'Refund',
  returnNewSize: 'New size',
  returnPieces: 'Pieces',
  returnAlreadyReturned: 'Already returned.',
  returnNote: 'Anything we should know? (optional)',
  returnBackToOrders: 'Your orders',
  returnWindowNote: (days: number) =>
    `Sizes that do not fit can be exchanged, or returned for a refund, within ${days} days of delivery. Hygiene items (innerwear, opened sets) are only replaced if they arrive damaged.`,
  returnNoSizeInStock: 'No other size of this design is in stock; choose a refund instead.',
  returnDamagedHint: 'Damaged or defective? Request a replacement with your unboxing video instead.',
  returnPayoutLabel: 'Where should we send the refund?',
  returnPayoutSource: 'Your refund goes back to the way you paid (PhonePe).',
  returnPayoutSourceShort: 'the original PhonePe payment',
  returnPayoutUpi: 'UPI ID',
  returnPayoutBank: 'Bank account',
  returnAccountNumber: 'Account number',
  returnIfsc: 'IFSC',
  returnSubmit: 'Send request',
  returnSubmitted: 'Your request has been sent. We will write to you at each step.',
  returnNotReturnable: 'Not returnable (hygiene): only replaced if damaged.',
  returnItemsRequired: 'Choose at least one piece.',
  returnReasonRequired: 'Please choose a reason.',
  returnsNone: 'No returns or exchanges yet.',
  returnItemUnknown: 'A piece chosen is not part of this order.',
  returnQuantityTooHigh: 'You cannot send back more pieces than were delivered and not yet returned.',
  returnLineHasOpenRequest: 'A piece chosen already has an open return or exchange request.',
  returnHygieneRefused: 'This piece cannot be returned or exchanged for hygiene reasons.',
  returnSizeRequired: 'Choose the new size for each piece to exchange.',
  returnSizeUnavailable: 'The size you chose is no longer in stock.',
  returnPayoutRequired: 'Enter a UPI ID or a bank account for your refund.',
  returnUpiInvalid: 'Enter a UPI ID like name@bank.',
  returnIfscInvalid: 'Enter the 11-character IFSC of your branch, like SBIN0001234.',
  returnAccountInvalid: 'Enter the account number, 9 to 18 digits.',
  returnNotFound: 'Return request not found',
  returnPickupCourier: 'Courier pickup',
  returnPickupSelf: 'Shopper ships it back',
  returnSelfShipHint: 'Please send the pieces back to us; we write when they arrive.',
  returnPickupAwb: (awb: string) => `Pickup AWB ${awb}`,
  returnRefundTo: 'Refund to',
  returnExchangeOrder: (label: string) => `Exchange order ${label}`,
  returnCreditNote: 'Credit note',
  returnRejectedBecause: (reason: string) => `Rejected: ${reason}`,
  returnQcPhotos: 'Photos of the piece',
  returnQcPhotoAlt: (n: number) => `Quality-check photo ${n}`,
} as const;

/** Every returns text: the shopper's above and the back office's. */
export const returnMessages = {
  ...returnShopperMessages,
  // Staff
  returnWrongStep: 'This request is not at that step any more.',
  returnRejectReasonRequired: 'Please give a reason.',
  returnNoCourier: 'The courier could not schedule a pickup. Try again or mark that the shopper ships it back.',
  returnRefundAmount: 'Refund',
  returnPayoutReference: 'Payout reference (UTR)',
  afterSalesQueue: 'After-sales',
  afterSalesAll: 'All kinds',
  approve: 'Approve',
  reject: 'Reject',
  returnSchedulePickup: 'Schedule courier pickup',
  returnShopperShips: 'Shopper ships it back',
  returnMarkPickedUp: 'Mark picked up',
  returnAcceptQc: 'Received: quality check passed',
  returnRejectQc: 'Received: quality check failed',
  returnsBlockCancel:
    'This order has a return or exchange that is open or accepted, so it cannot be cancelled. Take back any other pieces as a return: its credit note covers exactly what comes back.',
  returnQcPhotosAdd: 'Add photos (JPEG, PNG or WebP, up to 3)',
  returnQcPhotoType: 'Quality-check photos must be JPEG, PNG or WebP images.',
  returnQcPhotosTooMany: 'A request keeps at most 3 quality-check photos.',
  returnRecordPayout: 'Record payout',
} as const;

export const returnReasonLabels: Record<ReturnReason, string> = {
  TOO_SMALL: 'Too small',
  TOO_LARGE: 'Too large',
  NOT_AS_PICTURED: 'Not as pictured',
  CHANGED_MIND: 'Changed my mind',
};

export const returnKindLabels: Record<ReturnKind | 'REPLACEMENT', string> = {
  REPLACEMENT: 'Replacement',
  RETURN: 'Return',
  EXCHANGE: 'Exchange',
};

export const returnStatusLabels: Record<ReturnStatus, string> = {
  REQUESTED: 'Requested',
  PICKUP_SCHEDULED: 'Pickup scheduled',
  PICKED_UP: 'Picked up',
  RECEIVED: 'Received',
  REFUNDED: 'Refunded',
  EXCHANGE_SHIPPED: 'Exchange shipped',
  REJECTED: 'Rejected',
  EXPIRED: 'Expired',
};
