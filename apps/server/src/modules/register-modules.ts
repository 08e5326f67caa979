import multipart from '@fastify/multipart';
import type { App, AppContext } from '../app-context.ts';
import { accountRoutes } from './accounts/accounts.routes.ts';
import { addressesRoutes } from './addresses/addresses.routes.ts';
import { adminOrdersRoutes } from './admin/admin-orders.routes.ts';
import { adminProductsRoutes } from './admin/admin-products.routes.ts';
import { csvExportRoutes } from './admin/csv-export.routes.ts';
import { dashboardRoutes } from './admin/dashboard.routes.ts';
import { productImportRoutes } from './admin/product-import.routes.ts';
import { subcategoriesRoutes } from './admin/subcategories.routes.ts';
import { cartRoutes } from './cart/cart.routes.ts';
import { catalogueRoutes } from './catalogue/catalogue.routes.ts';
import { searchRoutes } from './catalogue/search.routes.ts';
import { checkoutRoutes } from './checkout/checkout.routes.ts';
import { startReconciler } from './checkout/reconciler.ts';
import { codRoutes } from './cod/cod.routes.ts';
import { createModules, type Modules } from './index.ts';
import { mailPreferencesRoutes } from './mail-preferences/mail-preferences.routes.ts';
import { ordersRoutes } from './orders/orders.routes.ts';
import { startRemindersJob } from './reminders/reminders.job.ts';
import { replacementsRoutes } from './replacements/replacements.routes.ts';
import { startVideoCleanupJob } from './replacements/video-cleanup.job.ts';
import { reportsRoutes } from './reports/reports.routes.ts';
import { startBackInStockJob } from './wishlist/back-in-stock.job.ts';
import { wishlistRoutes } from './wishlist/wishlist.routes.ts';

const byServer = new WeakMap<object, Modules>();

/** The services of the app listening on (or injecting into) `server`; tests call them directly. */
export const modulesOf = (app: { server: object }): Modules => {
  const modules = byServer.get(app.server);
  if (!modules) throw new Error('no modules registered for this app');
  return modules;
};

/**
 * Every API route, each module's routes handed its service; the reconciler, the mail jobs, the video
 * cleanup and invoice renders stop on close.
 */
export async function registerModules(app: App, api: App, ctx: AppContext): Promise<Modules> {
  const m = createModules(app, ctx);
  byServer.set(app.server, m);
  await accountRoutes(api, m.accounts, m.passwords);
  await catalogueRoutes(api, m.catalogue, m.lists, m.images);
  await searchRoutes(api, m.lists, m.search);
  await cartRoutes(api, m.carts);
  await m.promotions.routes(api, m.carts);
  // The offer list is loaded before the first request, so no checkout waits on it.
  app.addHook('onReady', m.promotions.service.warm);
  await addressesRoutes(api, m.addresses);
  await checkoutRoutes(api, m.checkout);
  await codRoutes(api, m.cod);
  await ordersRoutes(api, m.orders);
  // The back office API (spec §7): every route there requires role admin (DESIGN §8).
  await dashboardRoutes(api, m.admin.dashboard, m.admin.carts);
  await adminOrdersRoutes(api, m.admin.orders);
  await subcategoriesRoutes(api, m.admin.subcategories);
  // Form uploads (the product form with its pictures, the product CSV import) are the only multipart
  // routes. @fastify/multipart adds an async onRequest and onResponse hook to every request of its
  // scope, so it is registered for these routes alone; elsewhere a multipart body is refused (415).
  await api.register(async (uploads) => {
    await uploads.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 12, fields: 40 } });
    await adminProductsRoutes(uploads as App, m.admin.products);
    await productImportRoutes(uploads as App, m.admin.productImport);
  });
  await csvExportRoutes(api, m.admin.csvExport);
  await reportsRoutes(api, m.admin.taxSummary, m.admin.returnsReport);
  await replacementsRoutes(api, m.replacements);
  await m.returns.routes(api);
  await wishlistRoutes(api, m.wishlists);
  await mailPreferencesRoutes(api, m.mailPreferences);
  await m.language.routes(api);
  await m.messaging.routes(api);
  await m.shipping.registerRoutes(api);
  await m.reviews.routes(api);

  const reconciler = startReconciler(m.reconcilerDeps, { timer: ctx.env.NODE_ENV !== 'test', server: app.server });
  // The mail jobs (back-in-stock, cart reminders, the daily low-stock mail) run on a timer in every
  // process; tests run them themselves (runOnce) rather than on a timer.
  const mailJobDeps = {
    db: ctx.db,
    env: ctx.env,
    log: ctx.log,
    onQueued: () => ctx.outbox.kick(),
    intervalMs: ctx.env.NODE_ENV === 'test' ? undefined : ctx.env.MAIL_JOBS_INTERVAL_SECONDS * 1000,
  };
  const backInStock = startBackInStockJob(mailJobDeps);
  const reminders = startRemindersJob(mailJobDeps);
  const reviewRequests = m.reviews.startJobs(mailJobDeps.intervalMs);
  // Unfinished and never-attached video uploads are deleted hourly; tests run it themselves.
  const codConfirmation = m.messaging.startJobs();
  const exchangeHolds = m.returns.startJobs(ctx.env.NODE_ENV === 'test' ? undefined : 60 * 60 * 1000);
  const videoCleanup = startVideoCleanupJob({
    videos: m.replacements.videos,
    log: ctx.log,
    intervalMs: ctx.env.NODE_ENV === 'test' ? undefined : 60 * 60 * 1000,
  });
  // Invoice PDFs render on a worker thread: on close, the reconciler's and the mail jobs'
  // runs end, then the renders under way finish writing, then the thread stops.
  app.addHook('onClose', async () => {
    await Promise.all([
      reconciler.stop(),
      backInStock.stop(),
      reminders.stop(),
      reviewRequests.stop(),
      videoCleanup.stop(),
      codConfirmation.stop(),
      exchangeHolds.stop(),
    ]);
    await m.invoices.closeInvoiceRendering();
  });
  return m;
}
