import { Link } from '../../../lib/router.tsx';
import { useTexts } from '../../../lib/texts.tsx';
import { buttonClass } from '../../../ui/button.tsx';
import { PageMeta } from '../../../ui/page-meta.tsx';

/**
 * The 404 page inside the shop's frame. `heading` names what is missing where a screen has its own
 * words for it (an unknown subcategory: spec §2 'No products found for this category.').
 */
export default function NotFoundPage({ heading }: { heading?: string }) {
  const t = useTexts();
  return (
    <main className="mx-auto max-w-xl px-6 py-20 text-center sm:py-28">
      <PageMeta title={t.notFoundPageTitle} description={t.notFoundPageDescription} />
      <p className="font-display text-6xl text-blush-700">404</p>
      <h1 className="mt-4 text-balance font-display text-3xl text-plum-900">{heading ?? t.notFoundHeading}</h1>
      <p className="mt-4 leading-relaxed text-plum-700">{t.notFoundText}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass('primary')}>
          {t.backToShop}
        </Link>
        <Link to="/contact-us" className={buttonClass('secondary')}>
          {t.contactUs}
        </Link>
      </div>
    </main>
  );
}
