import type { PublicProduct } from '@nidra/shared/catalogue/catalogue.schema';
import type { ReactNode } from 'react';
import { useTexts } from '../../../lib/texts.tsx';
import { useRecentlyViewed } from '../api/get-recently-viewed.ts';
import { ProductCard } from './product-card.tsx';
import { SectionHeading } from './section-heading.tsx';

/** 'Recently Viewed Products': signed-in shoppers only, hidden while empty; its own error text (spec §2). */
export function RecentlyViewedStrip({
  userId,
  cardAction,
}: {
  userId: string | undefined;
  cardAction?: (product: PublicProduct) => ReactNode;
}) {
  const t = useTexts();
  const { data, error } = useRecentlyViewed(userId);
  if (!userId) return null;
  if (error)
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-center text-sm text-red-800">
        {t.fetchRecentlyViewedError}
      </p>
    );
  if (!data || data.length === 0) return null;

  return (
    <section aria-labelledby="recently-viewed-title">
      <SectionHeading id="recently-viewed-title">{t.recentlyViewed}</SectionHeading>
      <ul className="-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-3 sm:gap-4">
        {data.map((product) => (
          <li key={product._id} className="w-40 shrink-0 snap-start sm:w-48">
            <ProductCard product={product} sizes="192px" action={cardAction?.(product)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
