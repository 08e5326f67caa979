import type { RatingSummary as Summary } from '@nidra/shared/reviews/review.schema';
import { useTexts } from '../../../lib/texts.tsx';

/** The design's average and count by the price, linking to the reviews below (ADR 0026). */
export function RatingBadge({ rating }: { rating: Summary | undefined }) {
  const t = useTexts();
  if (!rating?.count) return null;
  return (
    <a
      href="#reviews"
      aria-label={t.ratingLabel(rating.average, rating.count)}
      className="mt-1.5 inline-flex items-center gap-1.5 rounded text-sm underline-offset-4 hover:underline"
    >
      <span className="text-amber-500">★</span>
      <span className="font-medium text-ink">{rating.average.toFixed(1)}</span>
      <span className="text-plum-500">({rating.count})</span>
    </a>
  );
}

/**
 * The star distribution and what most buyers say about the fit, from the design's stored summary
 * (server-rendered with the page; ADR 0026).
 */
export function RatingSummary({ summary }: { summary: Summary | undefined }) {
  const t = useTexts();
  if (!summary?.count) return null;
  const fit = summary.mostSay;
  return (
    <div className="mt-4 rounded-2xl border border-plum-100 bg-white px-4 py-3">
      {fit && <p className="mb-2 text-sm font-medium text-plum-900">{t.mostBuyersSay(t.sizeFeedbackNames[fit])}</p>}
      <ul className="space-y-1">
        {[5, 4, 3, 2, 1].map((star) => {
          const n = summary.stars[star - 1] ?? 0;
          return (
            <li key={star} className="flex items-center gap-2 text-xs text-plum-700">
              <span className="w-12">{t.starsLabel(star)}</span>
              <span className="h-1.5 flex-1 rounded-full bg-plum-50" aria-hidden="true">
                <span
                  className="block h-full rounded-full bg-amber-400"
                  style={{ width: `${(n / summary.count) * 100}%` }}
                />
              </span>
              <span className="w-6 text-right">{n}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
