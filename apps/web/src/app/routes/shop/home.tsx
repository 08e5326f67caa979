import { HOME_SHARE_IMAGE } from '@nidra/shared/catalogue/home-pictures';
import { pathIn } from '@nidra/shared/i18n/language-path';
import { useEffect } from 'react';
import { categoriesQueryOptions } from '../../../features/catalogue/api/get-categories.ts';
import { newArrivalsQueryOptions } from '../../../features/catalogue/api/get-new-arrivals.ts';
import { Carousel } from '../../../features/catalogue/components/carousel.tsx';
import { CategoriesSection } from '../../../features/catalogue/components/categories-section.tsx';
import { heroSlides } from '../../../features/catalogue/components/hero-slides.ts';
import { NewArrivalsSection } from '../../../features/catalogue/components/new-arrivals-section.tsx';
import { RecentlyViewedStrip } from '../../../features/catalogue/components/recently-viewed-strip.tsx';
import { WishlistHeart } from '../../../features/wishlist/components/wishlist-heart.tsx';
import { STORE } from '../../../lib/store-info.ts';
import { useLanguage, useTexts } from '../../../lib/texts.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { HydrateApart } from '../../../ui/hydrate-apart.tsx';
import { PageMeta, setMeta } from '../../../ui/page-meta.tsx';
import type { RoutePrefetch } from '../../route-data.ts';

const heart = (p: { _id: string; productName: string }) => (
  <WishlistHeart productId={p._id} productName={p.productName} />
);

/** The categories and new arrivals are in the server's HTML; recently viewed is the shopper's own, drawn after. */
export const prefetch: RoutePrefetch = ({ client }) =>
  Promise.all([client.ensureQueryData(categoriesQueryOptions()), client.ensureQueryData(newArrivalsQueryOptions())]);

/** Home (spec §2): carousel, categories, new arrivals and, for signed-in shoppers, recently viewed products. */
export default function HomePage() {
  const user = useSession();
  const texts = useTexts();
  const lang = useLanguage();
  // The server's head carries the same tags for crawlers that run no script; these add the absolute URLs.
  const TITLE = texts.homeTitle(STORE.name);
  const DESCRIPTION = texts.homeDescription(STORE.name);
  useEffect(() => {
    const origin = window.location.origin;
    setMeta('og:title', TITLE, 'property');
    setMeta('og:description', DESCRIPTION, 'property');
    setMeta('og:type', 'website', 'property');
    setMeta('og:url', `${origin}${pathIn(lang, '/')}`, 'property');
    setMeta('og:image', `${origin}${HOME_SHARE_IMAGE[lang]}`, 'property');
    setMeta('twitter:card', 'summary_large_image');
    setMeta('twitter:site', STORE.socialHandle);
    setMeta('twitter:title', TITLE);
    setMeta('twitter:description', DESCRIPTION);
  }, [TITLE, DESCRIPTION, lang]);

  return (
    <main className="mx-auto max-w-6xl px-3 pb-20 pt-3 sm:px-4 sm:pt-5">
      <PageMeta title={TITLE} description={DESCRIPTION} />
      <h1 className="sr-only">{TITLE}</h1>
      <HydrateApart>
        <Carousel slides={heroSlides(texts)} label={texts.featuredCollections} />
      </HydrateApart>
      <div className="mt-14 space-y-16 px-1 sm:mt-20 sm:space-y-24 sm:px-0">
        <HydrateApart>
          <CategoriesSection />
        </HydrateApart>
        <HydrateApart>
          <NewArrivalsSection cardAction={heart} />
        </HydrateApart>
        <RecentlyViewedStrip userId={user?._id} cardAction={heart} />
      </div>
    </main>
  );
}
