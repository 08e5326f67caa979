import type { PublicProduct } from '@nidra/shared/catalogue/catalogue.schema';
import { type ReactNode, useEffect } from 'react';
import { useTexts } from '../../../lib/texts.tsx';
import { useNewArrivals } from '../api/get-new-arrivals.ts';
import { ProductCard, ProductCardSkeleton } from './product-card.tsx';
import { SectionHeading } from './section-heading.tsx';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 lg:gap-5';

/** 'New Arrivals': product cards with image, name and price, 'Sold Out' below quantity 1 (spec §2). */
export function NewArrivalsSection({ cardAction }: { cardAction?: (product: PublicProduct) => ReactNode }) {
  const t = useTexts();
  const { data, isPending, error } = useNewArrivals();
  useEffect(() => {
    if (error) console.error('Failed to load new arrivals', error);
  }, [error]);
  if (error || (data && data.length === 0)) return null;

  return (
    <section
      id="new-arrivals"
      aria-labelledby="new-arrivals-title"
      className="render-near scroll-mt-20 [--near-height:2195px] lg:[--near-height:1457px]"
    >
      <SectionHeading id="new-arrivals-title" note={t.newArrivalsNote}>
        {t.newArrivals}
      </SectionHeading>
      <ul className={GRID} aria-busy={isPending}>
        {isPending
          ? [0, 1, 2, 3].map((i) => (
              <li key={i}>
                <ProductCardSkeleton />
              </li>
            ))
          : data.map((product) => (
              <li key={product._id}>
                <ProductCard product={product} action={cardAction?.(product)} />
              </li>
            ))}
      </ul>
    </section>
  );
}
