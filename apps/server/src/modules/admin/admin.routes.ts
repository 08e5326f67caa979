import type { App, AppContext } from '../../app-context.ts';
import { createImageStore } from '../../lib/image-store.ts';
import { createPaymentMethodsRepository } from '../cod/payment-methods.repository.ts';
import { createCreditNotesRepository } from '../refunds/credit-notes.repository.ts';
import { createCreditNotesService } from '../refunds/credit-notes.service.ts';
import { createAdminCartsService } from './admin-carts.service.ts';
import { createAdminOrdersRepository } from './admin-orders.repository.ts';
import { adminOrdersRoutes } from './admin-orders.routes.ts';
import { createAdminOrdersService } from './admin-orders.service.ts';
import { createAdminProductsRepository } from './admin-products.repository.ts';
import { adminProductsRoutes } from './admin-products.routes.ts';
import { createAdminProductsService } from './admin-products.service.ts';
import { createCountCache } from './count-cache.ts';
import { createDashboardRepository } from './dashboard.repository.ts';
import { dashboardRoutes } from './dashboard.routes.ts';
import { createDashboardService } from './dashboard.service.ts';
import { createOrderAnchors } from './order-page-anchors.ts';
import { createSubcategoriesRepository } from './subcategories.repository.ts';
import { subcategoriesRoutes } from './subcategories.routes.ts';
import { createSubcategoriesService } from './subcategories.service.ts';

/** The back office API (spec §7): every route here requires role admin (DESIGN §8). */
export async function adminRoutes(app: App, ctx: AppContext) {
  // Order counts and deep-page anchors are shared by the dashboard and the orders list, and
  // invalidated together on every admin order write.
  const counts = createCountCache();
  const ordersRepo = createAdminOrdersRepository(ctx.db);
  const anchors = createOrderAnchors(ordersRepo.findAnchors);
  const dashboardRepo = createDashboardRepository(ctx.db);

  await dashboardRoutes(
    app,
    createDashboardService({ repo: dashboardRepo, counts }),
    createAdminCartsService({ db: ctx.db, repo: dashboardRepo }),
  );
  const creditNotes = createCreditNotesService({ ctx, repo: createCreditNotesRepository(ctx.db) });
  const byMethod = createPaymentMethodsRepository(ctx.db);
  await adminOrdersRoutes(
    app,
    createAdminOrdersService({ ctx, repo: ordersRepo, counts, anchors, creditNotes, byMethod }),
  );
  await subcategoriesRoutes(app, createSubcategoriesService({ ctx, repo: createSubcategoriesRepository(ctx.db) }));
  await adminProductsRoutes(
    app,
    createAdminProductsService({
      ctx,
      repo: createAdminProductsRepository(ctx.db),
      images: createImageStore(ctx.env.DATA_DIR),
    }),
  );
}
