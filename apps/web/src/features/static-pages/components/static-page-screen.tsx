import { STORE } from '../../../lib/store-info.ts';
import { useTexts } from '../../../lib/texts.tsx';
import { PageMeta } from '../../../ui/page-meta.tsx';
import type { StaticPage } from '../static-page.ts';
import { InfoPageLayout } from './info-page-layout.tsx';

/** A policy page or About Us in the page's language, with its document title and description. */
export function StaticPageScreen({ page }: { page: StaticPage }) {
  const t = useTexts();
  const title = page.title(t);
  // About Us's heading is a phrase; its document title is the page's name, like the footer's link.
  const metaTitle = page.path === '/about-us' ? t.aboutUs : title;
  // The server writes a page's description this way when it has none (storefront-pages.ts, staticPageHead).
  const description = page.description ?? `${metaTitle} — ${t.homeDescription(STORE.name)}`;
  return (
    <InfoPageLayout eyebrow={page.eyebrow(t)} title={title} lead={page.lead} note={page.note}>
      <PageMeta title={metaTitle} description={description} />
      <page.Content />
    </InfoPageLayout>
  );
}
