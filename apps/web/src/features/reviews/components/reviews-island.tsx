import type { RatingSummary } from '@nidra/shared/reviews/review.schema';
import { lazy, Suspense, useState } from 'react';
import { withAllTexts } from '../../../lib/page-language.ts';
import { useTexts } from '../../../lib/texts.tsx';

// The list's words are in the whole catalogue, which comes with its code (ADR 0029).
const ReviewsSection = lazy(() => withAllTexts(import('./reviews-section.tsx')));

/**
 * The reviews below the fold: the page's first load holds only this placeholder; the list's code, words
 * and data load once `near` (the section reached the screen), as a chunk of their own (ADR 0026).
 */
export function ReviewsIsland({
  productId,
  summary,
  near,
  sectionRef,
}: {
  productId: string;
  summary: RatingSummary | undefined;
  near: boolean;
  sectionRef: (el: HTMLElement | null) => void;
}) {
  const t = useTexts();
  const [wanted, setWanted] = useState(near);
  if (near && !wanted) setWanted(true);
  return (
    <section
      ref={sectionRef}
      id="reviews"
      aria-labelledby="reviews-title"
      className="mt-14 border-t border-plum-100 pt-8"
    >
      <h2 id="reviews-title" className="font-display text-2xl text-plum-900">
        {t.reviewsTitle}
      </h2>
      <Suspense fallback={<div className="mt-4 h-40" />}>
        {wanted ? (
          <ReviewsSection key={productId} productId={productId} summary={summary} />
        ) : (
          <div className="mt-4 h-40" />
        )}
      </Suspense>
    </section>
  );
}
