import { productImages, productSummary, subcategoryPath } from '@nidra/shared';
import { useAddToCart } from '../../../features/cart/api/add-to-cart.ts';
import { productQueryOptions, useProduct } from '../../../features/catalogue/api/get-product.ts';
import { useRecordView } from '../../../features/catalogue/api/record-view.ts';
import { AddToCartButton } from '../../../features/catalogue/components/add-to-cart-button.tsx';
import { Breadcrumb } from '../../../features/catalogue/components/breadcrumb.tsx';
import { ImageGallery } from '../../../features/catalogue/components/image-gallery.tsx';
import { ProductDetails, ProductDetailsSkeleton } from '../../../features/catalogue/components/product-details.tsx';
import { SizePicker } from '../../../features/catalogue/components/size-picker.tsx';
import { StickyBuyBar } from '../../../features/catalogue/components/sticky-buy-bar.tsx';
import { useInView } from '../../../features/catalogue/hooks/use-in-view.ts';
import { ProductOffer } from '../../../features/promotions/components/product-offer.tsx';
import { HygieneNote } from '../../../features/returns/components/hygiene-note.tsx';
import { RatingBadge, RatingSummary } from '../../../features/reviews/components/rating-summary.tsx';
import { ReviewsIsland } from '../../../features/reviews/components/reviews-island.tsx';
import { DeliveryCheckSlot } from '../../../features/shipping/components/delivery-check-slot.tsx';
import { WishlistHeart } from '../../../features/wishlist/components/wishlist-heart.tsx';
import { useParams } from '../../../lib/router.tsx';
import { STORE } from '../../../lib/store-info.ts';
import { useProductWords, useTexts } from '../../../lib/texts.tsx';
import { HydrateApart } from '../../../ui/hydrate-apart.tsx';
import { PageMeta } from '../../../ui/page-meta.tsx';
import type { RoutePrefetch } from '../../route-data.ts';

const LAYOUT = 'mt-5 grid gap-8 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-14';

/** The product from the URL; on the server an unknown product is the 404 page. */
export const prefetch: RoutePrefetch = ({ params, client }) =>
  client.ensureQueryData(productQueryOptions(params.productName ?? '', params.productId ?? ''));

/** /prod/{subcategory}/{productName}/{productId}: the product detail (spec §2). */
export default function ProductPage() {
  const t = useTexts();
  const params = useParams();
  const { data: product, isPending, isError } = useProduct(params.productName ?? '', params.productId ?? '');
  const cart = useAddToCart();
  useRecordView(product?._id);
  // The phone's buy bar shows while the page's own button is off screen.
  const [buttonRef, buttonInView] = useInView<HTMLDivElement>();
  // The reviews' code and data load once their section reaches the screen (ADR 0026).
  const [reviewsRef, reviewsInView] = useInView<HTMLElement>(false);
  const words = useProductWords(product ?? { productName: '' });

  if (isError)
    return (
      <main className="mx-auto max-w-6xl px-4 py-16">
        <PageMeta title={t.productPageTitle} />
        <p role="alert" className="rounded-2xl bg-plum-50 px-6 py-16 text-center text-plum-700">
          {t.fetchProductError}
        </p>
      </main>
    );

  if (isPending || !product)
    return (
      <main className="mx-auto max-w-6xl px-4 pb-20 pt-6 sm:pt-8" aria-busy="true">
        <div className="h-5 w-64 rounded bg-plum-50" />
        <div className={LAYOUT}>
          <div className="flex flex-col gap-3 lg:flex-row-reverse lg:gap-4">
            <div className="aspect-[4/5] w-full animate-pulse rounded-2xl bg-plum-50 motion-reduce:animate-none lg:flex-1" />
            <div className="h-20 w-16 shrink-0 rounded-xl bg-plum-50 lg:h-25 lg:w-20" />
          </div>
          <ProductDetailsSkeleton />
        </div>
      </main>
    );

  return (
    <main className="mx-auto max-w-6xl px-4 pb-20 pt-6 sm:pt-8">
      <PageMeta
        title={words.productName}
        description={productSummary(words.description, words.productName, STORE.name)}
      />
      <Breadcrumb
        items={[
          { label: t.home, to: '/' },
          { label: t.categoryName(product.subcategory), to: subcategoryPath(product.subcategory) },
          { label: words.productName },
        ]}
      />
      <div className={LAYOUT}>
        <HydrateApart>
          <ImageGallery images={productImages(product)} name={words.productName} />
        </HydrateApart>
        <HydrateApart>
          <ProductDetails
            product={product}
            sizePicker={
              <>
                <SizePicker product={product} />
                <RatingSummary summary={product.rating} />
              </>
            }
            rating={<RatingBadge rating={product.rating} />}
            action={
              <>
                <ProductOffer productId={product._id} />
                <div className="flex items-center gap-3">
                  <div ref={buttonRef} className="flex-1 sm:flex-none">
                    <AddToCartButton
                      quantity={product.quantity}
                      isPending={cart.isPending}
                      onAdd={() => cart.add(product._id)}
                    />
                  </div>
                  <WishlistHeart productId={product._id} productName={product.productName} size="lg" />
                </div>
                <DeliveryCheckSlot />
                <HygieneNote isHygiene={product.isHygiene} />
              </>
            }
          />
        </HydrateApart>
      </div>
      <HydrateApart>
        <ReviewsIsland productId={product._id} summary={product.rating} near={reviewsInView} sectionRef={reviewsRef} />
        <StickyBuyBar
          product={product}
          visible={!buttonInView}
          isPending={cart.isPending}
          onAdd={() => cart.add(product._id)}
        />
      </HydrateApart>
    </main>
  );
}
