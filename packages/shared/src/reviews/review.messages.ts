import { ratingMessages } from './rating.messages.ts';

/** Texts of the reviews list, the review form and staff's screens, loaded with those (additions beyond the spec). */
export const reviewShopperMessages = {
  // The reviews list on the product page (loaded as its section nears the screen)
  noReviewsYet: 'No reviews yet.',
  sizeBought: (size: string) => `Size bought: ${size}`,
  verifiedBuyer: 'Verified buyer',
  sortMostHelpful: 'Most helpful',
  reviewsNewest: 'Newest',
  reviewsSortLabel: 'Sort reviews',
  cancelReport: 'Cancel',
  withPhotos: 'With photos',
  helpful: (n: number) => (n > 0 ? `Helpful (${n})` : 'Helpful'),
  votedHelpful: 'Thanks for your vote',
  report: 'Report',
  reportReasonLabel: 'What is wrong with this review?',
  reported: 'Thanks, our team will look at this review.',
  signInToVote: 'Sign in to vote or report.',
  storeReply: (store: string) => `Reply from ${store}`,
  reviewPhoto: (n: number) => `Review photo ${n}`,
  showMoreReviews: 'Show more reviews',
  loadReviewsFailed: 'Could not load reviews. Please try again.',
  writeReview: 'Write a review',
  editReview: 'Edit your review',
  yourRating: 'Your rating',
  reviewTitleLabel: 'Title (optional)',
  reviewBodyLabel: 'Your review (optional)',
  sizeFeedbackLabel: 'How did the size fit?',
  reviewPhotosLabel: 'Photos (up to 3)',
  submitReview: 'Submit review',
  reviewPublished: 'Thank you! Your review is published.',
  reviewPending: 'Thank you! Your review will appear once our team has checked it.',
  chooseRating: 'Please choose a rating.',
  chooseSizeFeedback: 'Please tell us how the size fitted.',
  // Server answers
  reviewNotAllowed: 'You can review a piece once its order is delivered.',
  reviewNotFound: 'Review not found',
  tooManyPhotos: 'A review can have up to 3 photos.',
  cannotVoteOwnReview: 'You cannot vote for your own review.',
  // A shopper's own review on Your Orders, and staff's queue
  reviewQueuePending: 'Waiting for approval',
  reviewRejectedNote: 'Not published',
} as const;

/** Every review text: the shopper's above and the back office's (not in the language catalogues). */
export const reviewMessages = {
  ...ratingMessages,
  ...reviewShopperMessages,
  // Staff
  reviewQueueTitle: 'Reviews',
  reviewQueueReported: 'Reported',
  approveReview: 'Approve',
  rejectReview: 'Reject',
  rejectReasonLabel: 'Reason for rejecting',
  replyAsStore: 'Reply as the store',
  saveReply: 'Save reply',
  reviewQueueEmpty: 'Nothing waiting here.',
  reviewQueueDescription:
    'Reviews held for a link, a phone number, a listed word, photos or reports. Approve, reject with a reason, or reply as the store.',
  reportDesign: 'Subcategory / design',
  reportAverage: 'Average',
  reportCount: 'Reviews',
  reviewHeldFor: {
    link: 'contains a link',
    phone: 'contains a phone number',
    word: 'contains a blocked word',
    photos: 'has photos',
    reported: 'was reported',
    resubmitted: 'was edited after being rejected',
  } as Record<string, string>,
  reviewReportTitle: 'Ratings by design',
  runsSmallFlag: 'Runs small',
  // Mail
  reviewRequestSubject: (store: string) => `How was your order from ${store}?`,
  reviewRequestIntro:
    'Your order was delivered a few days ago. How do you like it? Your review helps other shoppers choose.',
} as const;
