import { cartQueryOptions } from '../../../features/cart/api/get-cart.ts';
import { CartView } from '../../../features/cart/components/cart-view.tsx';
import { CouponBox, OfferLines } from '../../../features/promotions/components/coupon-box.tsx';
import { OffersForYou } from '../../../features/promotions/components/offers-for-you.tsx';
import { getStoredUser } from '../../../lib/session.ts';
import { useTexts } from '../../../lib/texts.tsx';
import { PageMeta } from '../../../ui/page-meta.tsx';
import type { RoutePrefetch } from '../../route-data.ts';

/**
 * The signed-in shopper's cart: the boot script asked for it as the page started (early-cart.ts), so on
 * a page load the screen waits for that answer and draws its lines at once (main.tsx).
 */
export const prefetch: RoutePrefetch = async ({ client }) => {
  const user = getStoredUser();
  if (user?._id) await client.prefetchQuery(cartQueryOptions(user._id));
};

export default function CartPage() {
  const t = useTexts();
  return (
    <main className="mx-auto max-w-6xl px-4 pb-10 pt-6 sm:pt-10">
      <PageMeta title={t.cartPageTitle} description={t.cartPageDescription} />
      <h1 className="mb-6 font-display text-3xl text-plum-900">{t.cartPageTitle}</h1>
      <CartView
        extras={(cart) => ({
          before: <CouponBox offers={cart.offers} />,
          lines: <OfferLines offers={cart.offers} />,
          after: <OffersForYou offers={cart.offers} />,
        })}
      />
    </main>
  );
}
