import { averageRating, mostBuyersSay } from '@nidra/shared/reviews/review.rules';
import type { MyReview, PublicReview, RatingSummary } from '@nidra/shared/reviews/review.schema';
import type { designRatings } from '../../db/schema/index.ts';
import type { ReviewRow } from './reviews.repository.ts';

type RatingRow = typeof designRatings.$inferSelect;

/** "Asha R.": a reviewer's first name and initial, never the full name or address. */
export function authorName(name: string): string {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last[0]?.toUpperCase()}.` : first;
}

export const EMPTY_SUMMARY: RatingSummary = {
  mostSay: null,
  average: 0,
  count: 0,
  stars: [0, 0, 0, 0, 0],
  fit: { small: 0, true: 0, large: 0 },
};

/** A design's stored rating row as pages show it. */
export function toSummary(row: RatingRow | undefined): RatingSummary {
  if (!row) return EMPTY_SUMMARY;
  const fit = { small: row.fitSmall, true: row.fitTrue, large: row.fitLarge };
  return {
    average: averageRating(row.total, row.count),
    count: row.count,
    stars: row.stars,
    fit,
    mostSay: mostBuyersSay(fit),
  };
}

export function toPublicReview(review: ReviewRow, author: string, photos: string[]): PublicReview {
  return {
    id: review.id,
    rating: review.rating,
    title: review.title,
    body: review.body,
    sizeFeedback: review.sizeFeedback,
    size: review.size,
    author: authorName(author),
    photos,
    helpfulCount: review.helpfulCount,
    storeReply: review.storeReply,
    createdAt: (review.publishedAt ?? review.createdAt).toISOString(),
  };
}

export function toMyReview(review: ReviewRow, author: string, photos: string[], productId: string): MyReview {
  return {
    ...toPublicReview(review, author, photos),
    orderItemId: review.orderItemId,
    productId,
    status: review.status,
    rejectReason: review.rejectReason,
  };
}

/** Photo paths per review id. */
export function photosByReview(rows: { reviewId: string; path: string }[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const r of rows) map.set(r.reviewId, [...(map.get(r.reviewId) ?? []), r.path]);
  return map;
}
