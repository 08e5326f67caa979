import { messages } from '@nidra/shared';
import type { RouteObject } from 'react-router';
import { menusQueryOptions } from '../features/menus/api/get-menus.ts';
import { ErrorScreen } from './layouts/error-screen.tsx';
import { ShopLayout } from './layouts/shop-layout.tsx';
import { lazyRoute } from './lazy.ts';
import { RequireAuth } from './require-auth.tsx';
import { prefetchLoader, type RouteContext } from './route-data.ts';
import { RouteNotFound } from './route-not-found.tsx';

/**
 * The app's routes, the same on the server (static handler) and in the browser (data router), so the
 * server's render hydrates. Each storefront page's module exports `prefetch`: the feature's query
 * options built from the URL, awaited on the server and started early in the browser (route-data.ts).
 */
/**
 * What a screen the browser draws alone (sign-in, cart, the back office) shows while its route module
 * loads: nothing, as before server rendering. Server-rendered pages never show it: they start with
 * their route modules loaded and their data in hand (main.tsx).
 */
const NothingYet = () => null;

export const createRoutes = (ctx: RouteContext): RouteObject[] => [
  {
    element: <ShopLayout />,
    errorElement: <ErrorScreen />,
    HydrateFallback: NothingYet,
    // The header's menus are in every storefront page's HTML.
    loader: prefetchLoader(ctx, ({ client }) => client.ensureQueryData(menusQueryOptions())),
    children: [
      { index: true, lazy: lazyRoute(ctx, () => import('./routes/shop/home.tsx')) },
      { path: 'login', lazy: lazyRoute(ctx, () => import('./routes/shop/login.tsx')) },
      { path: 'register', lazy: lazyRoute(ctx, () => import('./routes/shop/register.tsx')) },
      { path: 'forgot-password', lazy: lazyRoute(ctx, () => import('./routes/shop/forgot-password.tsx')) },
      { path: 'reset-password/:token', lazy: lazyRoute(ctx, () => import('./routes/shop/reset-password.tsx')) },
      { path: 'login/link/:token', lazy: lazyRoute(ctx, () => import('./routes/shop/login-link.tsx')) },
      { path: 'validate-payment', lazy: lazyRoute(ctx, () => import('./routes/shop/payment-result.tsx')) },
      {
        path: 'checkout/validate/:transactionId',
        lazy: lazyRoute(ctx, () => import('./routes/shop/payment-result.tsx')),
      },
      { path: 'search', lazy: lazyRoute(ctx, () => import('./routes/shop/search.tsx')) },
      {
        path: 'prod/:subcategory',
        // Spec §2: an unknown subcategory says 'No products found for this category.' (still a 404).
        errorElement: <RouteNotFound heading={messages.noProductsInCategory} />,
        lazy: lazyRoute(ctx, () => import('./routes/shop/subcategory.tsx')),
      },
      {
        path: 'prod/:subcategory/:productName/:productId',
        errorElement: <RouteNotFound />,
        lazy: lazyRoute(ctx, () => import('./routes/shop/product.tsx')),
      },
      { path: 'terms-conditions', lazy: lazyRoute(ctx, () => import('./routes/shop/static-page.tsx')) },
      { path: 'privacy-policy', lazy: lazyRoute(ctx, () => import('./routes/shop/static-page.tsx')) },
      { path: 'shipping-policy', lazy: lazyRoute(ctx, () => import('./routes/shop/static-page.tsx')) },
      { path: 'refund-policy', lazy: lazyRoute(ctx, () => import('./routes/shop/static-page.tsx')) },
      { path: 'about-us', lazy: lazyRoute(ctx, () => import('./routes/shop/static-page.tsx')) },
      { path: 'wishlist', lazy: lazyRoute(ctx, () => import('./routes/shop/wishlist.tsx')) },
      { path: 'unsubscribe', lazy: lazyRoute(ctx, () => import('./routes/shop/unsubscribe.tsx')) },
      { path: 'contact-us', lazy: lazyRoute(ctx, () => import('./routes/shop/contact.tsx')) },
      { path: 'offers/:code', lazy: lazyRoute(ctx, () => import('./routes/shop/offers.tsx')) },
      {
        element: <RequireAuth />,
        children: [
          { path: 'orders', lazy: lazyRoute(ctx, () => import('./routes/shop/orders.tsx')) },
          {
            path: 'orders/:orderId/replacement',
            lazy: lazyRoute(ctx, () => import('./routes/shop/replacement-request.tsx')),
          },
          { path: 'orders/:orderId/return', lazy: lazyRoute(ctx, () => import('./routes/shop/return-request.tsx')) },
          { path: 'returns', lazy: lazyRoute(ctx, () => import('./routes/shop/returns.tsx')) },
          { path: 'returns/:requestId', lazy: lazyRoute(ctx, () => import('./routes/shop/returns.tsx')) },
          { path: 'address', lazy: lazyRoute(ctx, () => import('./routes/shop/address.tsx')) },
          { path: 'cart', lazy: lazyRoute(ctx, () => import('./routes/shop/cart.tsx')) },
          { path: 'checkout', lazy: lazyRoute(ctx, () => import('./routes/shop/checkout.tsx')) },
          { path: 'change-password', lazy: lazyRoute(ctx, () => import('./routes/shop/change-password.tsx')) },
        ],
      },
      { path: '*', lazy: lazyRoute(ctx, () => import('./routes/shop/not-found.tsx')) },
    ],
  },
  {
    path: 'admin',
    element: <RequireAuth requiredRole="admin" />,
    errorElement: <ErrorScreen />,
    HydrateFallback: NothingYet,
    children: [
      {
        lazy: lazyRoute(ctx, () => import('./routes/admin/admin-layout.tsx')),
        children: [
          { index: true, lazy: lazyRoute(ctx, () => import('./routes/admin/dashboard.tsx')) },
          { path: 'dashboard', lazy: lazyRoute(ctx, () => import('./routes/admin/dashboard.tsx')) },
          { path: 'orders', lazy: lazyRoute(ctx, () => import('./routes/admin/orders.tsx')) },
          { path: 'orders/edit/:orderId', lazy: lazyRoute(ctx, () => import('./routes/admin/order-edit.tsx')) },
          { path: 'orders/view/:orderId', lazy: lazyRoute(ctx, () => import('./routes/admin/order-view.tsx')) },
          { path: 'products/stats', lazy: lazyRoute(ctx, () => import('./routes/admin/product-stats.tsx')) },
          { path: 'products/prices', lazy: lazyRoute(ctx, () => import('./routes/admin/product-prices.tsx')) },
          { path: 'products/add', lazy: lazyRoute(ctx, () => import('./routes/admin/product-add.tsx')) },
          { path: 'products/list', lazy: lazyRoute(ctx, () => import('./routes/admin/product-list.tsx')) },
          { path: 'product/edit/:productId', lazy: lazyRoute(ctx, () => import('./routes/admin/product-edit.tsx')) },
          { path: 'sales', lazy: lazyRoute(ctx, () => import('./routes/admin/sales.tsx')) },
          { path: 'import-export', lazy: lazyRoute(ctx, () => import('./routes/admin/import-export.tsx')) },
          { path: 'pendingOrders', lazy: lazyRoute(ctx, () => import('./routes/admin/pending-orders.tsx')) },
          { path: 'carts', lazy: lazyRoute(ctx, () => import('./routes/admin/carts.tsx')) },
          { path: 'shipments', lazy: lazyRoute(ctx, () => import('./routes/admin/shipments.tsx')) },
          { path: 'cod-settings', lazy: lazyRoute(ctx, () => import('./routes/admin/cod-settings.tsx')) },
          { path: 'promotions', lazy: lazyRoute(ctx, () => import('./routes/admin/promotions.tsx')) },
          { path: 'replacements', lazy: lazyRoute(ctx, () => import('./routes/admin/replacements.tsx')) },
          { path: 'after-sales', lazy: lazyRoute(ctx, () => import('./routes/admin/after-sales.tsx')) },
          { path: 'reviews', lazy: lazyRoute(ctx, () => import('./routes/admin/reviews.tsx')) },
        ],
      },
    ],
  },
];
