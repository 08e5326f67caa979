import type { SizeFeedback } from './review.rules.ts';

/** The part of `reviewShopperMessages` that every storefront page draws (the core catalogue, ADR 0029); the rest loads with the screens that use it. */
export const reviewCoreMessages = {
  starsLabel: (n: number) => (n === 1 ? '1 star' : `${n} stars`),
  sizeFeedbackNames: { small: 'runs small', true: 'true to size', large: 'runs large' } as Record<SizeFeedback, string>,
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
} as const;
