import { lowestShippingFee } from '@nidra/shared';
import type { PublicProduct } from '@nidra/shared/catalogue/catalogue.schema';
import type { ReactNode } from 'react';
import { useFormat, useProductWords, useTexts } from '../../../lib/texts.tsx';
import { StrokeIcon } from '../../../ui/icon.tsx';
import { Price } from '../../../ui/price.tsx';

/** The product's words: name, size, price, 'Shipping Extra', the buy action, delivery note and details (spec §2). */
export function ProductDetails({
  product,
  action,
  sizePicker,
  rating,
}: {
  product: PublicProduct;
  action: ReactNode;
  /** The design's other sizes and its size chart (ADR 0012). */
  sizePicker?: ReactNode;
  /** The design's average and count, shown by the price (ADR 0026). */
  rating?: ReactNode;
}) {
  const t = useTexts();
  const fmt = useFormat();
  const words = useProductWords(product);
  const details: [string, string][] = [
    [t.sizeChartSize, product.size],
    [t.sizeChartLength, product.length],
    [t.sizeChartChest, product.chest],
    [t.filterFabric, words.fabric],
  ];
  return (
    <div>
      <p className="text-xs font-medium uppercase tracking-[0.2em] text-blush-700">
        {t.categoryName(product.subcategory)}
      </p>
      <h1 className="mt-2 font-display text-3xl leading-tight text-plum-900 sm:text-4xl">{words.productName}</h1>
      <p className="mt-3 text-sm text-plum-700">
        {t.sizeChartSize}: <span className="font-medium text-ink">{product.size}</span>
      </p>
      {sizePicker}

      <div className="mt-5 border-t border-plum-100 pt-5">
        <Price mrp={product.MRP} sellingPrice={product.sellingPrice} size="lg" />
        {rating}
        <p className="mt-1 text-sm text-plum-500">
          <span>{t.shippingExtra}</span> <span>{t.shippingExtraFrom(fmt.money(lowestShippingFee()))}</span>
        </p>
      </div>

      <div className="mt-6">{action}</div>

      <p className="mt-4 flex items-start gap-2 rounded-xl bg-blush-50 px-4 py-3 text-sm text-plum-800">
        <TruckIcon />
        {t.deliveryNote}
      </p>

      {words.description && (
        <section className="mt-8" aria-labelledby="product-description">
          <h2 id="product-description" className="font-display text-xl text-plum-900">
            {t.descriptionHeading}
          </h2>
          <p className="mt-2 whitespace-pre-line leading-relaxed text-plum-800">{words.description}</p>
        </section>
      )}

      <section className="mt-8" aria-labelledby="product-specs">
        <h2 id="product-specs" className="font-display text-xl text-plum-900">
          {t.detailsHeading}
        </h2>
        <dl className="mt-3 divide-y divide-plum-100 rounded-2xl border border-plum-100 bg-white">
          {details.map(([term, value]) => (
            <div key={term} className="grid grid-cols-[7rem_1fr] gap-4 px-4 py-3 text-sm">
              <dt className="text-plum-500">{term}</dt>
              <dd className="text-ink">{value || '—'}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}

function TruckIcon() {
  return (
    <StrokeIcon width="18" height="18" className="mt-0.5 shrink-0 text-blush-500">
      <path d="M3 6h11v9H3zM14 9h4l3 3v3h-7z" />
      <circle cx="7" cy="17.5" r="1.5" />
      <circle cx="17" cy="17.5" r="1.5" />
    </StrokeIcon>
  );
}

/** The detail page's loading placeholder with the same layout. */
export function ProductDetailsSkeleton() {
  return (
    <div aria-hidden="true" className="animate-pulse motion-reduce:animate-none">
      <div className="h-3 w-24 rounded bg-plum-50" />
      <div className="mt-3 h-9 w-4/5 rounded bg-plum-50" />
      <div className="mt-4 h-4 w-20 rounded bg-plum-50" />
      <div className="mt-6 h-8 w-52 rounded bg-plum-50" />
      <div className="mt-7 h-12 w-56 rounded-full bg-plum-50" />
      <div className="mt-4 h-12 w-full rounded-xl bg-plum-50" />
    </div>
  );
}
