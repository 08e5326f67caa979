import { useValidateSession } from '../../features/auth/api/validate-token.ts';
import { useApplyPendingCoupon } from '../../features/promotions/hooks.ts';
import { useMergeGuestWishlist } from '../../features/wishlist/hooks/merge-guest-wishlist.ts';
import { isBarePage } from '../../lib/bare-pages.ts';
import { Outlet, useLocation } from '../../lib/router.tsx';
import { useTexts } from '../../lib/texts.tsx';
import { useSession } from '../../lib/use-session.ts';
import { HydrateApart } from '../../ui/hydrate-apart.tsx';
import { CookieBanner } from './cookie-banner.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

/**
 * Header and footer around every shop page, hidden on /login and /register (spec §2). A page with the
 * phone buy bar (`data-buy-bar`, the product page) keeps room for it below the footer, in its markup
 * from the server on, so showing the bar needs no class the server's markup lacks.
 */
export function ShopLayout() {
  const t = useTexts();
  const { pathname } = useLocation();
  useValidateSession(useSession());
  useMergeGuestWishlist();
  useApplyPendingCoupon();
  const bare = isBarePage(pathname);
  return (
    <div className="flex min-h-screen flex-col max-lg:has-[[data-buy-bar]]:pb-16">
      <a
        href="#content"
        className="sr-only z-50 rounded-full bg-plum-900 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
      >
        {t.skipToContent}
      </a>
      {!bare && <Header />}
      <div id="content" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </div>
      {!bare && (
        <HydrateApart>
          <Footer />
        </HydrateApart>
      )}
      <CookieBanner />
    </div>
  );
}
