import { InfoPageLayout } from '../../../features/static-pages/components/info-page-layout.tsx';
import { hindiPageFor } from '../../../features/static-pages/static-pages.hi.ts';
import { staticPageFor } from '../../../features/static-pages/static-pages.ts';
import { useLocation } from '../../../lib/router.tsx';
import { STORE } from '../../../lib/store-info.ts';
import { useLanguage, useTexts } from '../../../lib/texts.tsx';
import { PageMeta } from '../../../ui/page-meta.tsx';
import NotFoundPage from './not-found.tsx';

/** Policy pages and About Us, chosen by path; a Hindi page draws its Hindi body (ADR 0029). */
export default function StaticPage() {
  const t = useTexts();
  const page = staticPageFor(useLocation().pathname);
  const hindi = useLanguage() === 'hi' && page ? hindiPageFor(page.path) : undefined;
  if (!page) return <NotFoundPage />;
  const about = page.path === '/about-us';
  const { Content, lead, note } = hindi ?? page;
  // A policy's heading is its name in the page's catalogue; About Us has a Hindi heading of its own.
  const title = hindi?.title ?? page.title(t);
  const metaTitle = about ? t.aboutUs : title;
  // The server writes a Hindi page's description this way (storefront-pages.ts, staticPageHead).
  const description = hindi ? `${metaTitle} — ${t.homeDescription(STORE.name)}` : page.description;
  return (
    <InfoPageLayout eyebrow={page.eyebrow(t)} title={title} lead={lead} note={note}>
      <PageMeta title={metaTitle} description={description} />
      <Content />
    </InfoPageLayout>
  );
}
