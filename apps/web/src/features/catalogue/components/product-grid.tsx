import type { ReactNode } from 'react';
import { useTexts } from '../../../lib/texts.tsx';
import { Button } from '../../../ui/button.tsx';
import { HydrateApart } from '../../../ui/hydrate-apart.tsx';
import type { CardProduct } from '../api/card-product.ts';
import { useOnVisible } from '../hooks/use-on-visible.ts';
import { ProductCard, ProductCardSkeleton } from './product-card.tsx';

type Props = {
  products: CardProduct[];
  loading: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  onLoadMore: () => void;
  /** A control for each card (the wishlist heart), filled in by the route. */
  cardAction?: (product: CardProduct) => ReactNode;
};

// Cards past the first two rows of a phone are laid out as they come near the screen (338 px at 390 wide).
const NEAR = 'render-near [--near-height:338px] lg:[--near-height:433px]';

/** Cards in 2 columns on phones, 3 on tablets, 4 on desktops; the next page loads on scroll or with the button. */
export function ProductGrid({
  products,
  loading,
  hasMore,
  loadingMore,
  loadMoreFailed,
  onLoadMore,
  cardAction,
}: Props) {
  const t = useTexts();
  const autoLoad = hasMore && !loadingMore && !loadMoreFailed;
  const sentinel = useOnVisible<HTMLDivElement>(onLoadMore, autoLoad);
  return (
    <>
      <ul
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 lg:gap-5"
        aria-busy={loading || loadingMore}
      >
        {products.map((product, i) => (
          <li key={product._id} className={i < 4 ? undefined : NEAR}>
            <HydrateApart>
              <ProductCard product={product} eager={i < 4} action={cardAction?.(product)} />
            </HydrateApart>
          </li>
        ))}
        {(loading || loadingMore) &&
          [0, 1, 2, 3].map((i) => (
            <li key={`skeleton-${i}`}>
              <ProductCardSkeleton />
            </li>
          ))}
      </ul>
      {loadMoreFailed && (
        <p role="alert" className="mt-6 text-center text-sm text-red-800">
          {t.fetchProductsFailed}
        </p>
      )}
      {hasMore && (
        <div ref={sentinel} className="mt-10 flex justify-center">
          <Button variant="secondary" onClick={onLoadMore} disabled={loadingMore} className="min-w-48">
            {loadingMore ? t.loading : t.loadMore}
          </Button>
        </div>
      )}
    </>
  );
}
