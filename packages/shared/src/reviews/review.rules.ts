/** Limits of a review as a shopper writes it. */
export const REVIEW_LIMITS = { title: 80, body: 2000, photos: 3, reportReason: 300, reply: 1000, rejectReason: 300 };

export const SIZE_FEEDBACK = ['small', 'true', 'large'] as const;
export type SizeFeedback = (typeof SIZE_FEEDBACK)[number];

export const REVIEW_STATUSES = ['published', 'pending', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Why a review waits for staff instead of publishing at once. */
export type ReviewHold = 'link' | 'phone' | 'word' | 'photos' | 'reported' | 'resubmitted';

const LINK = /(https?:\/\/|www\.|\b[a-z0-9-]+\.(com|in|net|org|io|co|me|ly|xyz|shop|info|biz)\b)/i;
// Ten digits (an Indian mobile), optionally +91 / 0 and spaces or dashes between groups.
const PHONE = /(?:\+?91[\s-]?|0)?[6-9](?:[\s-]?\d){9}\b/;

/** Splits a configured word list ("a, b ,c") into lower-case words. */
export function parseBlockedWords(list: string): string[] {
  return list
    .split(',')
    .map((w) => w.trim().toLowerCase())
    .filter((w) => w.length > 0);
}

/**
 * Why a review's text must wait for staff, or null when it may publish at once: it holds a link, a
 * phone number, or a word of the store's list (whole words, any case).
 */
export function textHold(text: string, blockedWords: readonly string[]): 'link' | 'phone' | 'word' | null {
  if (LINK.test(text)) return 'link';
  if (PHONE.test(text)) return 'phone';
  const words = new Set(text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? []);
  const lower = text.toLowerCase();
  for (const w of blockedWords) if (w.includes(' ') ? lower.includes(w) : words.has(w)) return 'word';
  return null;
}

/** Where a written review goes: published at once, or pending with the reason it waits. */
export function moderateReview(
  review: { title: string; body: string; photoCount: number },
  blockedWords: readonly string[],
): { status: 'published' | 'pending'; heldFor: ReviewHold | '' } {
  const hold = textHold(`${review.title}\n${review.body}`, blockedWords);
  if (hold) return { status: 'pending', heldFor: hold };
  if (review.photoCount > 0) return { status: 'pending', heldFor: 'photos' };
  return { status: 'published', heldFor: '' };
}

export type FitTally = { small: number; true: number; large: number };

/** The size feedback most buyers gave, when more than half of those who answered agree; else null. */
export function mostBuyersSay(fit: FitTally): SizeFeedback | null {
  const total = fit.small + fit.true + fit.large;
  if (total === 0) return null;
  for (const k of SIZE_FEEDBACK) if (fit[k] * 2 > total) return k;
  return null;
}

/** The average of `total` stars over `count` reviews, to one decimal (0 without reviews). */
export const averageRating = (total: number, count: number): number =>
  count === 0 ? 0 : Math.round((total / count) * 10) / 10;

/**
 * schema.org `aggregateRating` and a few `review`s for a Product, from published reviews only; the
 * page escapes `<` in JSON-LD, so review text stays data.
 */
export function reviewStructuredData(
  rating: { average: number; count: number } | undefined,
  reviews: readonly { rating: number; title: string; body: string; author: string; createdAt: string }[],
) {
  if (!rating || rating.count === 0) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: rating.average,
      reviewCount: rating.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.map((r) => ({
      '@type': 'Review',
      reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
      author: { '@type': 'Person', name: r.author },
      datePublished: r.createdAt.slice(0, 10),
      ...(r.title ? { name: r.title } : {}),
      ...(r.body ? { reviewBody: r.body } : {}),
    })),
  };
}
