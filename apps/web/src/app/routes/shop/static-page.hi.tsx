import { StaticPageScreen } from '../../../features/static-pages/components/static-page-screen.tsx';
import { hindiPageFor } from '../../../features/static-pages/static-pages.hi.ts';
import { useLocation } from '../../../lib/router.tsx';
import NotFoundPage from './not-found.tsx';

/** Policy pages and About Us in Hindi (ADR 0029), chosen by path; the English ones are static-page.tsx. */
export default function StaticPageHi() {
  const page = hindiPageFor(useLocation().pathname);
  return page ? <StaticPageScreen page={page} /> : <NotFoundPage />;
}
