import { type RouteObject, useRoutes } from '../lib/router.tsx';
import { ErrorScreen } from './layouts/error-screen.tsx';
import { lazyPage } from './lazy.ts';
import { RequireAuth } from './require-auth.tsx';
import { page, RouteFrame } from './route-page.tsx';

const admin = {
  layout: lazyPage(() => import('./routes/admin/admin-layout.tsx')),
  dashboard: lazyPage(() => import('./routes/admin/dashboard.tsx')),
  orders: lazyPage(() => import('./routes/admin/orders.tsx')),
  orderEdit: lazyPage(() => import('./routes/admin/order-edit.tsx')),
  orderView: lazyPage(() => import('./routes/admin/order-view.tsx')),
  productStats: lazyPage(() => import('./routes/admin/product-stats.tsx')),
  productPrices: lazyPage(() => import('./routes/admin/product-prices.tsx')),
  productAdd: lazyPage(() => import('./routes/admin/product-add.tsx')),
  productList: lazyPage(() => import('./routes/admin/product-list.tsx')),
  productEdit: lazyPage(() => import('./routes/admin/product-edit.tsx')),
  sales: lazyPage(() => import('./routes/admin/sales.tsx')),
  importExport: lazyPage(() => import('./routes/admin/import-export.tsx')),
  pendingOrders: lazyPage(() => import('./routes/admin/pending-orders.tsx')),
  carts: lazyPage(() => import('./routes/admin/carts.tsx')),
  shipments: lazyPage(() => import('./routes/admin/shipments.tsx')),
  codSettings: lazyPage(() => import('./routes/admin/cod-settings.tsx')),
  promotions: lazyPage(() => import('./routes/admin/promotions.tsx')),
  replacements: lazyPage(() => import('./routes/admin/replacements.tsx')),
  afterSales: lazyPage(() => import('./routes/admin/after-sales.tsx')),
  reviews: lazyPage(() => import('./routes/admin/reviews.tsx')),
};

/**
 * The back office's routes (/admin/*), a chunk of their own: the app's route table (routes.tsx) names
 * this module for any /admin path, so the storefront's first load carries none of the twenty admin
 * page imports. The router matches the whole location, so the table keeps its full `admin/…` paths.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    element: (
      <RouteFrame errorElement={<ErrorScreen />}>
        <RequireAuth requiredRole="admin" />
      </RouteFrame>
    ),
    children: [
      {
        ...page('admin-layout', admin.layout),
        children: [
          { index: true, ...page('admin-dashboard', admin.dashboard) },
          { path: 'dashboard', ...page('admin-dashboard', admin.dashboard) },
          { path: 'orders', ...page('admin-orders', admin.orders) },
          { path: 'orders/edit/:orderId', ...page('admin-order-edit', admin.orderEdit) },
          { path: 'orders/view/:orderId', ...page('admin-order-view', admin.orderView) },
          { path: 'products/stats', ...page('admin-product-stats', admin.productStats) },
          { path: 'products/prices', ...page('admin-product-prices', admin.productPrices) },
          { path: 'products/add', ...page('admin-product-add', admin.productAdd) },
          { path: 'products/list', ...page('admin-product-list', admin.productList) },
          { path: 'product/edit/:productId', ...page('admin-product-edit', admin.productEdit) },
          { path: 'sales', ...page('admin-sales', admin.sales) },
          { path: 'import-export', ...page('admin-import-export', admin.importExport) },
          { path: 'pendingOrders', ...page('admin-pending-orders', admin.pendingOrders) },
          { path: 'carts', ...page('admin-carts', admin.carts) },
          { path: 'shipments', ...page('admin-shipments', admin.shipments) },
          { path: 'cod-settings', ...page('admin-cod-settings', admin.codSettings) },
          { path: 'promotions', ...page('admin-promotions', admin.promotions) },
          { path: 'replacements', ...page('admin-replacements', admin.replacements) },
          { path: 'after-sales', ...page('admin-after-sales', admin.afterSales) },
          { path: 'reviews', ...page('admin-reviews', admin.reviews) },
        ],
      },
    ],
  },
];

/** The back office screen of the current location, drawn where the app's table matched `admin/*`. */
export default function AdminRoutes() {
  return useRoutes(adminRoutes);
}
