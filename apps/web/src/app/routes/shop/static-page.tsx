import { StaticPageScreen } from '../../../features/static-pages/components/static-page-screen.tsx';
import { staticPageFor } from '../../../features/static-pages/static-pages.ts';
import { useLocation } from '../../../lib/router.tsx';
import NotFoundPage from './not-found.tsx';

/**
 * Policy pages and About Us in English, chosen by path. The Hindi pages are static-page.hi.tsx, a
 * chunk of its own (routes.tsx picks by the page's language), so neither carries the other's bodies.
 */
export default function StaticPage() {
  const page = staticPageFor(useLocation().pathname);
  return page ? <StaticPageScreen page={page} /> : <NotFoundPage />;
}
