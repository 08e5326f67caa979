import type { SizeFeedback } from './review.rules.ts';

/**
 * The part of `reviewShopperMessages` that every product page draws (stars, size fit: the core catalogue,
 * ADR 0029); the reviews list's words load with the list, which loads the whole catalogue.
 */
export const reviewCoreMessages = {
  starsLabel: (n: number) => (n === 1 ? '1 star' : `${n} stars`),
  sizeFeedbackNames: { small: 'runs small', true: 'true to size', large: 'runs large' } as Record<SizeFeedback, string>,
} as const;
