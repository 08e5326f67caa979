import { isSoldOut, PRODUCT_GRID_IMAGE_SIZES, productPath, sizesLabel } from '@nidra/shared';
import type { ReactNode } from 'react';
import { Link } from '../../../lib/router.tsx';
import { useProductWords, useTexts } from '../../../lib/texts.tsx';
import { Price } from '../../../ui/price.tsx';
import { ProductImage } from '../../../ui/product-image.tsx';
import type { CardProduct } from '../api/card-product.ts';

/** Matches the product grids: 2 columns on phones, 3 on tablets, 4 from 1024 px. */
const GRID_IMAGE_SIZES = PRODUCT_GRID_IMAGE_SIZES;

type Props = {
  /** A product, or a design's card (its cheapest size in stock, with `design`: ADR 0012). */
  product: CardProduct;
  eager?: boolean;
  sizes?: string;
  /** A control drawn over the picture's top-right corner (the wishlist heart), outside the link. */
  action?: ReactNode;
};

/**
 * A product tile: picture, name (two lines at most), price, and 'Sold Out' when quantity < 1. Every
 * card shows its price, the home page's too (an addition to spec §2's image and name).
 */
export function ProductCard({ product, eager = false, sizes = GRID_IMAGE_SIZES, action }: Props) {
  const t = useTexts();
  const { productName } = useProductWords(product);
  const soldOut = isSoldOut(product.quantity);
  const rating = product.design?.rating;
  const card = (
    <Link
      to={productPath(product)}
      className="group block rounded-2xl bg-white p-2 ring-1 ring-plum-100/70 transition-shadow duration-300 hover:shadow-lg hover:shadow-plum-900/10 focus-visible:shadow-lg"
    >
      <div className="relative overflow-hidden rounded-xl">
        <ProductImage
          src={product.displayImage}
          alt={productName}
          sizes={sizes}
          eager={eager}
          className={`aspect-[4/5] w-full transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none ${soldOut ? 'opacity-60 grayscale-[35%]' : ''}`}
        />
        {soldOut && (
          <span className="absolute left-2 top-2 rounded-full bg-white/95 px-2.5 py-1 text-[0.6875rem] font-semibold uppercase tracking-wider text-plum-900 shadow-sm">
            {t.soldOut}
          </span>
        )}
      </div>
      <div className="px-1.5 pb-1.5 pt-3">
        <h3 className="line-clamp-2 min-h-10 text-sm leading-5 text-ink group-hover:text-plum-800">{productName}</h3>
        {product.design?.sizesLabel && (
          <p className="mt-0.5 text-xs text-plum-500">{sizesLabel(product.design.sizes, t.sizesLabelWords)}</p>
        )}
        <div className="mt-1.5">
          <Price mrp={product.MRP} sellingPrice={product.sellingPrice} />
        </div>
        {rating && (
          // The design's average and count (ADR 0026).
          <p className="mt-1 text-xs text-plum-600">
            <span className="sr-only">{t.ratingLabel(rating.average, rating.count)}</span>
            <span aria-hidden="true">
              <span className="text-amber-500">★</span> {rating.average.toFixed(1)} ({rating.count})
            </span>
          </p>
        )}
      </div>
    </Link>
  );
  if (!action) return card;
  return (
    <div className="relative">
      {card}
      <div className="absolute right-3.5 top-3.5">{action}</div>
    </div>
  );
}

/** The card's loading placeholder, same box as the card so nothing moves when data arrives. */
export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className="rounded-2xl bg-white p-2 ring-1 ring-plum-100/70">
      <div className="aspect-[4/5] w-full animate-pulse rounded-xl bg-plum-50 motion-reduce:animate-none" />
      <div className="px-1.5 pb-1.5 pt-3">
        <div className="h-10 space-y-2 py-0.5">
          <div className="h-3.5 w-11/12 rounded bg-plum-50" />
          <div className="h-3.5 w-2/3 rounded bg-plum-50" />
        </div>
        <div className="mt-1.5 h-6 w-3/4 rounded bg-plum-50" />
      </div>
    </div>
  );
}
