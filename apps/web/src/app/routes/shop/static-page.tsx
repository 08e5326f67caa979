import { InfoPageLayout } from '../../../features/static-pages/components/info-page-layout.tsx';
import { staticPageFor } from '../../../features/static-pages/static-pages.ts';
import { useLocation } from '../../../lib/router.tsx';
import { useTexts } from '../../../lib/texts.tsx';
import { PageMeta } from '../../../ui/page-meta.tsx';
import NotFoundPage from './not-found.tsx';

/** Policy pages and About Us, chosen by path. */
export default function StaticPage() {
  const t = useTexts();
  const page = staticPageFor(useLocation().pathname);
  if (!page) return <NotFoundPage />;
  const { Content } = page;
  return (
    <InfoPageLayout eyebrow={page.eyebrow(t)} title={page.title(t)} lead={page.lead} note={page.note}>
      <PageMeta title={page.path === '/about-us' ? t.aboutUs : page.title(t)} description={page.description} />
      <Content />
    </InfoPageLayout>
  );
}
