import { createBrowserRouter } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { ErrorScreen } from './layouts/error-screen.tsx';
import { ShopLayout } from './layouts/shop-layout.tsx';
import { lazyRoute } from './lazy.ts';
import { RequireAuth } from './require-auth.tsx';

export const router = createBrowserRouter([
  {
    element: <ShopLayout />,
    errorElement: <ErrorScreen />,
    children: [
      { index: true, lazy: lazyRoute(() => import('./routes/shop/home.tsx')) },
      { path: 'login', lazy: lazyRoute(() => import('./routes/shop/login.tsx')) },
      { path: 'register', lazy: lazyRoute(() => import('./routes/shop/register.tsx')) },
      { path: 'forgot-password', lazy: lazyRoute(() => import('./routes/shop/forgot-password.tsx')) },
      { path: 'reset-password/:token', lazy: lazyRoute(() => import('./routes/shop/reset-password.tsx')) },
      { path: 'login/link/:token', lazy: lazyRoute(() => import('./routes/shop/login-link.tsx')) },
      { path: 'validate-payment', lazy: lazyRoute(() => import('./routes/shop/payment-result.tsx')) },
      { path: 'checkout/validate/:transactionId', lazy: lazyRoute(() => import('./routes/shop/payment-result.tsx')) },
      { path: 'search', lazy: lazyRoute(() => import('./routes/shop/search.tsx')) },
      { path: 'prod/:subcategory', lazy: lazyRoute(() => import('./routes/shop/subcategory.tsx')) },
      { path: 'prod/:subcategory/:productName/:productId', lazy: lazyRoute(() => import('./routes/shop/product.tsx')) },
      { path: 'terms-conditions', lazy: lazyRoute(() => import('./routes/shop/static-page.tsx')) },
      { path: 'privacy-policy', lazy: lazyRoute(() => import('./routes/shop/static-page.tsx')) },
      { path: 'shipping-policy', lazy: lazyRoute(() => import('./routes/shop/static-page.tsx')) },
      { path: 'refund-policy', lazy: lazyRoute(() => import('./routes/shop/static-page.tsx')) },
      { path: 'about-us', lazy: lazyRoute(() => import('./routes/shop/static-page.tsx')) },
      { path: 'wishlist', lazy: lazyRoute(() => import('./routes/shop/wishlist.tsx')) },
      { path: 'unsubscribe', lazy: lazyRoute(() => import('./routes/shop/unsubscribe.tsx')) },
      { path: 'contact-us', lazy: lazyRoute(() => import('./routes/shop/contact.tsx')) },
      {
        element: <RequireAuth />,
        children: [
          { path: 'orders', lazy: lazyRoute(() => import('./routes/shop/orders.tsx')) },
          {
            path: 'orders/:orderId/replacement',
            lazy: lazyRoute(() => import('./routes/shop/replacement-request.tsx')),
          },
          { path: 'address', lazy: lazyRoute(() => import('./routes/shop/address.tsx')) },
          { path: 'cart', lazy: lazyRoute(() => import('./routes/shop/cart.tsx')) },
          { path: 'checkout', lazy: lazyRoute(() => import('./routes/shop/checkout.tsx')) },
          { path: 'change-password', lazy: lazyRoute(() => import('./routes/shop/change-password.tsx')) },
        ],
      },
      { path: '*', lazy: lazyRoute(() => import('./routes/shop/not-found.tsx')) },
    ],
  },
  {
    path: 'admin',
    element: <RequireAuth requiredRole="admin" />,
    errorElement: <ErrorScreen />,
    children: [
      {
        lazy: lazyRoute(() => import('./routes/admin/admin-layout.tsx')),
        children: [
          { index: true, lazy: lazyRoute(() => import('./routes/admin/dashboard.tsx')) },
          { path: 'dashboard', lazy: lazyRoute(() => import('./routes/admin/dashboard.tsx')) },
          { path: 'orders', lazy: lazyRoute(() => import('./routes/admin/orders.tsx')) },
          { path: 'orders/edit/:orderId', lazy: lazyRoute(() => import('./routes/admin/order-edit.tsx')) },
          { path: 'orders/view/:orderId', lazy: lazyRoute(() => import('./routes/admin/order-view.tsx')) },
          { path: 'products/stats', lazy: lazyRoute(() => import('./routes/admin/product-stats.tsx')) },
          { path: 'products/prices', lazy: lazyRoute(() => import('./routes/admin/product-prices.tsx')) },
          { path: 'products/add', lazy: lazyRoute(() => import('./routes/admin/product-add.tsx')) },
          { path: 'products/list', lazy: lazyRoute(() => import('./routes/admin/product-list.tsx')) },
          { path: 'product/edit/:productId', lazy: lazyRoute(() => import('./routes/admin/product-edit.tsx')) },
          { path: 'sales', lazy: lazyRoute(() => import('./routes/admin/sales.tsx')) },
          { path: 'import-export', lazy: lazyRoute(() => import('./routes/admin/import-export.tsx')) },
          { path: 'pendingOrders', lazy: lazyRoute(() => import('./routes/admin/pending-orders.tsx')) },
          { path: 'carts', lazy: lazyRoute(() => import('./routes/admin/carts.tsx')) },
          { path: 'cod-settings', lazy: lazyRoute(() => import('./routes/admin/cod-settings.tsx')) },
          { path: 'replacements', lazy: lazyRoute(() => import('./routes/admin/replacements.tsx')) },
        ],
      },
    ],
  },
]);

// A 401 on any call signs out and returns to /login, remembering where the user was (DESIGN §13.5).
setUnauthorizedHandler(() => {
  const from = window.location.pathname + window.location.search;
  void router.navigate('/login', { replace: true, state: { from } });
});
