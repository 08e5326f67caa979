import { Suspense } from 'react';
import { menusQueryOptions } from '../features/menus/api/get-menus.ts';
import { type RouteObject, useRoutes } from '../lib/router.tsx';
import type { AccountPageName } from './account-pages.ts';
import { ErrorScreen } from './layouts/error-screen.tsx';
import { ShopLayout } from './layouts/shop-layout.tsx';
import { accountPage, type LazyPage, lazyPage, type PageByLanguage } from './lazy.ts';
import { RequireAuth } from './require-auth.tsx';
import type { RoutePrefetch } from './route-data.ts';
import { RouteNotFound } from './route-not-found.tsx';
import { page, RouteFrame } from './route-page.tsx';

/**
 * What a route carries besides its element (React Router's `handle`): a page's id and module, a
 * layout's prefetch. The server awaits the matched routes' prefetches before it renders (entry-server).
 */
export type RouteHandle = { id?: string; page?: LazyPage | PageByLanguage; prefetch?: RoutePrefetch };

/** The back office's route table, a chunk of its own (admin-routes.tsx). */
const adminRoutes = accountPage(() => import('./admin-routes.tsx'));

/**
 * A page beyond the core words: its module, named in the account pages' table (a chunk of its own,
 * account-pages.ts), and the page's whole catalogue load together (`accountPage`).
 */
const account = (name: AccountPageName) =>
  accountPage(() => import('./account-pages.ts').then((table) => table.accountPages[name]()));

const shop = {
  home: lazyPage(() => import('./routes/shop/home.tsx'), 'apps/web/src/app/routes/shop/home.tsx'),
  login: account('login'),
  register: account('register'),
  forgotPassword: account('forgotPassword'),
  resetPassword: account('resetPassword'),
  loginLink: account('loginLink'),
  paymentResult: account('paymentResult'),
  search: lazyPage(() => import('./routes/shop/search.tsx'), 'apps/web/src/app/routes/shop/search.tsx'),
  subcategory: lazyPage(() => import('./routes/shop/subcategory.tsx'), 'apps/web/src/app/routes/shop/subcategory.tsx'),
  product: lazyPage(() => import('./routes/shop/product.tsx'), 'apps/web/src/app/routes/shop/product.tsx'),
  // The policies' and About Us's bodies are long: each language's are a chunk of their own.
  staticPage: {
    en: lazyPage(() => import('./routes/shop/static-page.tsx'), 'apps/web/src/app/routes/shop/static-page.tsx'),
    hi: lazyPage(() => import('./routes/shop/static-page.hi.tsx'), 'apps/web/src/app/routes/shop/static-page.hi.tsx'),
  },
  wishlist: account('wishlist'),
  unsubscribe: account('unsubscribe'),
  contact: account('contact'),
  offers: account('offers'),
  orders: account('orders'),
  replacementRequest: account('replacementRequest'),
  returnRequest: account('returnRequest'),
  returns: account('returns'),
  address: account('address'),
  cart: lazyPage(() => import('./routes/shop/cart.tsx'), 'apps/web/src/app/routes/shop/cart.tsx'),
  checkout: account('checkout'),
  changePassword: account('changePassword'),
  notFound: lazyPage(() => import('./routes/shop/not-found.tsx'), 'apps/web/src/app/routes/shop/not-found.tsx'),
};

/**
 * The app's routes, the same on the server (StaticRouter) and in the browser (BrowserRouter), so the
 * server's render hydrates. Each page's module is its own chunk and exports the screen; storefront
 * pages also export `prefetch`, the feature's query options built from the URL (route-data.ts).
 * A page load starts with the matched pages' modules loaded, server-rendered or not (main.tsx).
 */
export const routes: RouteObject[] = [
  {
    element: (
      <RouteFrame errorElement={<ErrorScreen />}>
        <ShopLayout />
      </RouteFrame>
    ),
    // The header's menus are in every storefront page's HTML.
    handle: { prefetch: ({ client }) => client.ensureQueryData(menusQueryOptions()) } satisfies RouteHandle,
    children: [
      { index: true, ...page('home', shop.home) },
      { path: 'login', ...page('login', shop.login) },
      { path: 'register', ...page('register', shop.register) },
      { path: 'forgot-password', ...page('forgot-password', shop.forgotPassword) },
      { path: 'reset-password/:token', ...page('reset-password', shop.resetPassword) },
      { path: 'login/link/:token', ...page('login-link', shop.loginLink) },
      { path: 'validate-payment', ...page('validate-payment', shop.paymentResult) },
      { path: 'checkout/validate/:transactionId', ...page('checkout-validate', shop.paymentResult) },
      { path: 'search', ...page('search', shop.search) },
      // Spec §2: an unknown subcategory says 'No products found for this category.' (still a 404).
      {
        path: 'prod/:subcategory',
        ...page('subcategory', shop.subcategory, <RouteNotFound headingKey="noProductsInCategory" />),
      },
      { path: 'prod/:subcategory/:productName/:productId', ...page('product', shop.product, <RouteNotFound />) },
      { path: 'terms-conditions', ...page('terms-conditions', shop.staticPage) },
      { path: 'privacy-policy', ...page('privacy-policy', shop.staticPage) },
      { path: 'shipping-policy', ...page('shipping-policy', shop.staticPage) },
      { path: 'refund-policy', ...page('refund-policy', shop.staticPage) },
      { path: 'about-us', ...page('about-us', shop.staticPage) },
      { path: 'wishlist', ...page('wishlist', shop.wishlist) },
      { path: 'unsubscribe', ...page('unsubscribe', shop.unsubscribe) },
      { path: 'contact-us', ...page('contact-us', shop.contact) },
      { path: 'offers/:code', ...page('offers', shop.offers) },
      {
        element: <RequireAuth />,
        children: [
          { path: 'orders', ...page('orders', shop.orders) },
          { path: 'orders/:orderId/replacement', ...page('replacement-request', shop.replacementRequest) },
          { path: 'orders/:orderId/return', ...page('return-request', shop.returnRequest) },
          { path: 'returns', ...page('returns', shop.returns) },
          { path: 'returns/:requestId', ...page('return', shop.returns) },
          { path: 'address', ...page('address', shop.address) },
          { path: 'cart', ...page('cart', shop.cart) },
          { path: 'checkout', ...page('checkout', shop.checkout) },
          { path: 'change-password', ...page('change-password', shop.changePassword) },
        ],
      },
      { path: '*', ...page('not-found', shop.notFound) },
    ],
  },
  // The back office's table comes with its own chunk, loaded when an /admin path is matched: the
  // storefront's first load does not carry twenty admin imports (admin-routes.tsx).
  { path: 'admin/*', ...page('admin', adminRoutes, <ErrorScreen />) },
];

/**
 * The screen of the current location. While a page's module loads after a click, the page on screen
 * stays (navigations are transitions); a module not loaded before the first render (a back-office
 * screen inside its own route table) shows nothing meanwhile.
 */
export function AppRoutes() {
  return <Suspense fallback={null}>{useRoutes(routes)}</Suspense>;
}
