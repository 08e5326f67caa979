import { z } from 'zod';
import { REVIEW_LIMITS, REVIEW_STATUSES, SIZE_FEEDBACK } from './review.rules.ts';

const text = (max: number) => z.string().trim().max(max).default('');

/** A review as the shopper sends it (form fields of POST /api/reviews; photos come as files). */
export const reviewFields = z.object({
  orderItemId: z.uuid(),
  rating: z.coerce.number().int().min(1).max(5),
  title: text(REVIEW_LIMITS.title),
  body: text(REVIEW_LIMITS.body),
  sizeFeedback: z.enum(SIZE_FEEDBACK),
  /** `true`: keep the photos already on the review (an edit that adds none). */
  keepPhotos: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});
export type ReviewFields = z.infer<typeof reviewFields>;

export const reviewIdParams = z.object({ reviewId: z.uuid() });
export const productIdParams = z.object({ productId: z.uuid() });

export const reviewListQuery = z.object({
  sort: z.enum(['helpful', 'newest']).default('helpful'),
  withPhotos: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type ReviewListQuery = z.input<typeof reviewListQuery>;

export const reportBody = z.object({ reason: text(REVIEW_LIMITS.reportReason) });
export const rejectBody = z.object({ reason: z.string().trim().min(1).max(REVIEW_LIMITS.rejectReason) });
export const replyBody = z.object({ text: z.string().trim().max(REVIEW_LIMITS.reply) });

export const ratingSummary = z.object({
  average: z.number(),
  count: z.number().int(),
  /** Counts of 1…5 stars. */
  stars: z.array(z.number().int()).length(5),
  fit: z.object({ small: z.number().int(), true: z.number().int(), large: z.number().int() }),
  /** What more than half of the buyers who answered say about the fit (mostBuyersSay), else null. */
  mostSay: z.enum(SIZE_FEEDBACK).nullable(),
});
export type RatingSummary = z.infer<typeof ratingSummary>;

/** What a list card shows: the average and the count. */
export const cardRating = z.object({ average: z.number(), count: z.number().int() });
export type CardRating = z.infer<typeof cardRating>;

export const publicReview = z.object({
  id: z.string(),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  sizeFeedback: z.enum(SIZE_FEEDBACK),
  size: z.string(),
  author: z.string(),
  photos: z.array(z.string()),
  helpfulCount: z.number().int(),
  storeReply: z.string(),
  createdAt: z.string(),
});
export type PublicReview = z.infer<typeof publicReview>;

export const reviewPage = z.object({
  summary: ratingSummary,
  reviews: z.array(publicReview),
  hasMore: z.boolean(),
});
export type ReviewPage = z.infer<typeof reviewPage>;

/** The shopper's own review of a design, as My Orders shows and edits it. */
export const myReview = publicReview.extend({
  orderItemId: z.string(),
  productId: z.string(),
  status: z.enum(REVIEW_STATUSES),
  rejectReason: z.string(),
});
export type MyReview = z.infer<typeof myReview>;

export const adminReview = myReview.extend({
  heldFor: z.string(),
  openReports: z.number().int(),
  reports: z.array(z.object({ reason: z.string(), at: z.string() })),
  productName: z.string(),
  email: z.string(),
});
export type AdminReview = z.infer<typeof adminReview>;

export const reviewQueueQuery = z.object({ queue: z.enum(['pending', 'reported']).default('pending') });

export const designRatingRow = z.object({
  subcategory: z.string(),
  designKey: z.string(),
  productName: z.string(),
  average: z.number(),
  count: z.number().int(),
  fit: z.object({ small: z.number().int(), true: z.number().int(), large: z.number().int() }),
  runsSmall: z.boolean(),
});
export const reviewReport = z.object({
  designs: z.array(designRatingRow),
  subcategories: z.array(designRatingRow.omit({ designKey: true, productName: true })),
});
export type ReviewReport = z.infer<typeof reviewReport>;
