import type { RecordedReplacementReason, ReplacementStatus } from './replacement.rules.ts';

/** The shopper's texts of replacement requests (an addition beyond the spec, DESIGN §13); spread into `shopperMessages`. */
export const replacementMessages = {
  requestReplacement: 'Request a replacement',
  replacementRequests: 'Replacements',
  replacementWindowClosed: 'Replacements can be requested within 7 days of delivery.',
  replacementAlreadyRequested: 'A replacement has already been requested for this order.',
  replacementReasonPolicy: 'Our refund policy replaces pieces that arrive damaged or defective.',
  replacementReasonInvalid:
    'Replacements are only for damaged or defective pieces. Please choose Damaged or Defective.',
  replacementItemsRequired: 'Choose at least one item to replace.',
  replacementItemUnknown: 'An item chosen is not part of this order.',
  replacementQuantityTooHigh: 'You cannot replace more pieces than you bought.',
  replacementSizeUnavailable: 'The size you chose is not available as a replacement.',
  replacementVideoRequired: 'Please upload the unboxing video.',
  replacementVideoUnfinished: 'The unboxing video has not finished uploading.',
  replacementVideoType: 'The video must be an MP4, MOV or WebM file.',
  replacementVideoTooLarge: 'The video must be 200 MB or smaller.',
  replacementVideoNotFound: 'Video not found',
  replacementVideoUploadsBusy:
    'You already have 3 videos uploading. Finish one of them, or wait a day for them to expire, before starting another.',
  replacementVideoExpired: 'This upload has expired. Please upload the video again.',
  replacementNotFound: 'Replacement request not found',
  replacementSubmitted: 'Your replacement request has been sent. We will reply by e-mail.',
} as const;

/** The back office's texts of replacement requests; spread into `staffMessages`. */
export const replacementStaffMessages = {
  replacementNotPending: 'This request has already been decided.',
  replacementRejectReasonRequired: 'Please give a reason for rejecting the request.',
  replacementApproved: 'Replacement approved',
  replacementRejected: 'Replacement rejected',
  replacementStockShort: (names: string) => `Not enough stock to replace: ${names}.`,
} as const;

/** The first two are offered (the refund policy's words); the others label requests made before. */
export const replacementReasonLabels: Record<RecordedReplacementReason, string> = {
  DAMAGED: 'Damaged',
  DEFECTIVE: 'Defective',
  WRONG_SIZE: 'Wrong size',
  WRONG_ITEM: 'Wrong item',
  QUALITY: 'Quality',
};

export const replacementStatusLabels: Record<ReplacementStatus, string> = {
  REQUESTED: 'Requested',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  SHIPPED: 'Shipped',
};
