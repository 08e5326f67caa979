import type { SizeFeedback } from './review.rules.ts';

/**
 * The rating texts the product page and cards draw on first load (additions beyond the spec), in the
 * core catalogue; the reviews list, the review form and the back office read them too.
 */
export const ratingMessages = {
  reviewsTitle: 'Ratings and reviews',
  starsLabel: (n: number) => (n === 1 ? '1 star' : `${n} stars`),
  mostBuyersSay: (fit: string) => `Most buyers say: ${fit}`,
  sizeFeedbackNames: { small: 'runs small', true: 'true to size', large: 'runs large' } as Record<SizeFeedback, string>,
} as const;
