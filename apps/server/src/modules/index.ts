import type { App, AppContext } from '../app-context.ts';
import { createCourier } from '../courier/create-courier.ts';
import { createImageStore } from '../lib/image-store.ts';
import { createUploadLocker } from '../lib/upload-locker.ts';
import { createPaymentProvider } from '../payments/create-provider.ts';
import { createAccountsRepository } from './accounts/accounts.repository.ts';
import { createAccountsService } from './accounts/accounts.service.ts';
import { createAttemptLimiter } from './accounts/auth-attempts.ts';
import { createGoogleVerifier } from './accounts/google.ts';
import { createLoginLinksRepository } from './accounts/login-links.repository.ts';
import { createPasswordsService } from './accounts/passwords.service.ts';
import { createSignInLimits } from './accounts/sign-in-limits.ts';
import { createAddressesRepository } from './addresses/addresses.repository.ts';
import { createAddressesService } from './addresses/addresses.service.ts';
import { createAdminCartsService } from './admin/admin-carts.service.ts';
import { createAdminOrdersRepository } from './admin/admin-orders.repository.ts';
import { createAdminOrdersService } from './admin/admin-orders.service.ts';
import { createAdminProductsRepository } from './admin/admin-products.repository.ts';
import { createAdminProductsService } from './admin/admin-products.service.ts';
import { createCountCache } from './admin/count-cache.ts';
import { createCsvExportRepository } from './admin/csv-export.repository.ts';
import { createCsvExportService } from './admin/csv-export.service.ts';
import { createDashboardRepository } from './admin/dashboard.repository.ts';
import { createDashboardService } from './admin/dashboard.service.ts';
import { createOrderAnchors } from './admin/order-page-anchors.ts';
import { createOrderShipmentsRepository } from './admin/order-shipments.repository.ts';
import { createProductImportRepository } from './admin/product-import.repository.ts';
import { createProductImportService } from './admin/product-import.service.ts';
import { createSubcategoriesRepository } from './admin/subcategories.repository.ts';
import { createSubcategoriesService } from './admin/subcategories.service.ts';
import { createCartRepository } from './cart/cart.repository.ts';
import { createCartService } from './cart/cart.service.ts';
import { createCatalogueRepository } from './catalogue/catalogue.repository.ts';
import { createCatalogueService } from './catalogue/catalogue.service.ts';
import { createDesignsRepository } from './catalogue/designs.repository.ts';
import { createProductListsService } from './catalogue/product-lists.service.ts';
import { createSearchRepository } from './catalogue/search.repository.ts';
import { createSearchService } from './catalogue/search.service.ts';
import { createCheckoutRepository } from './checkout/checkout.repository.ts';
import { createCheckoutService } from './checkout/checkout.service.ts';
import { createOpenPaymentRepository } from './checkout/open-payment.repository.ts';
import { createPaymentRepository } from './checkout/payment.repository.ts';
import { createPaymentRateLimiter } from './checkout/payment-rate-limit.ts';
import { createReconcilerRepository } from './checkout/reconciler.repository.ts';
import { createCodRepository } from './cod/cod.repository.ts';
import { createCodService } from './cod/cod.service.ts';
import { createCodSettingsRepository } from './cod/cod-settings.repository.ts';
import { createCodSettingsService } from './cod/cod-settings.service.ts';
import { createPaymentMethodsRepository } from './cod/payment-methods.repository.ts';
import { createPaymentMethodsService } from './cod/payment-methods.service.ts';
import { createLanguageModule } from './language/language.module.ts';
import { createMailPreferencesRepository } from './mail-preferences/mail-preferences.repository.ts';
import { createMailPreferencesService } from './mail-preferences/mail-preferences.service.ts';
import { createMessagingModule } from './messaging/messaging.module.ts';
import { createInvoiceService } from './orders/invoice.service.ts';
import { createInvoiceDownloadService } from './orders/invoice-download.service.ts';
import { createOrdersRepository } from './orders/orders.repository.ts';
import { createOrdersService } from './orders/orders.service.ts';
import { createPromotionsModule } from './promotions/index.ts';
import { createCreditNotesRepository } from './refunds/credit-notes.repository.ts';
import { createCreditNotesService } from './refunds/credit-notes.service.ts';
import { createRefundsRepository } from './refunds/refunds.repository.ts';
import { createRefundsService, type RefundsDeps } from './refunds/refunds.service.ts';
import { createReplacementDecisionsService } from './replacements/replacement-decisions.service.ts';
import { createReplacementsRepository } from './replacements/replacements.repository.ts';
import { createReplacementsService, uploadAllowed } from './replacements/replacements.service.ts';
import { createVideoLinks } from './replacements/video-link.ts';
import { createVideoStore } from './replacements/video-store.ts';
import { createVideoUploadsRepository } from './replacements/video-uploads.repository.ts';
import { createReturnsReportRepository } from './reports/returns-report.repository.ts';
import { createReturnsReportService } from './reports/returns-report.service.ts';
import { createTaxSummaryRepository } from './reports/tax-summary.repository.ts';
import { createTaxSummaryService } from './reports/tax-summary.service.ts';
import { createReturnsModule } from './returns/returns.module.ts';
import { createReviewsModule } from './reviews/reviews.module.ts';
import { createDeliveryCheck } from './shipping/delivery-check.ts';
import { createShippingModule } from './shipping/shipping.module.ts';
import { createWishlistRepository } from './wishlist/wishlist.repository.ts';
import { createWishlistService } from './wishlist/wishlist.service.ts';

const PAYMENT_WINDOW_SECONDS = 10 * 60;

/**
 * The one place where modules are wired: repositories over the context's database, services over
 * repositories (and other services), and routes that receive services only.
 */
export function createModules(app: App, ctx: AppContext) {
  const { db, env } = ctx;
  const images = createImageStore(ctx.storage);

  const limiter = createAttemptLimiter(db);
  const accountDeps = {
    ctx,
    repo: createAccountsRepository(db),
    links: createLoginLinksRepository(db),
    limiter,
    signInLimits: createSignInLimits(limiter),
    signToken: app.signToken,
    verifyGoogle: createGoogleVerifier(env, ctx.log),
  };

  const designsRepo = createDesignsRepository(db);
  const catalogue = createCatalogueService({ ctx, repo: createCatalogueRepository(db), designs: designsRepo });
  // Sorted, filtered design lists and search (ADR 0012, 0013) build on the catalogue's subcategory index.
  const search = createSearchService({ ctx, repo: createSearchRepository(db) });
  const lists = createProductListsService({ ctx, repo: designsRepo, catalogue, search });

  const ordersRepo = createOrdersRepository(db);
  const invoices = createInvoiceService({ ctx, repo: ordersRepo });
  const creditNotesRepo = createCreditNotesRepository(db);
  const creditNotes = createCreditNotesService({ ctx, repo: creditNotesRepo, orders: ordersRepo });
  const orders = createOrdersService({
    repo: ordersRepo,
    invoiceDownloads: createInvoiceDownloadService({
      storage: ctx.storage,
      secret: env.JWT_SECRET,
      repo: ordersRepo,
      invoices,
    }),
    creditNotes,
  });

  // WhatsApp updates and COD confirmation (ADR 0025): a cancel goes through the back office's one cancel path.
  let cancelOrder: (orderId: string, actor: { email: string }) => Promise<unknown> = async () => undefined;
  const messaging = createMessagingModule(app, ctx, { cancelOrder: (id, actor) => cancelOrder(id, actor) });
  // Checkout, cash on delivery, refunds and the admin's cancels share the cart and payment repositories.
  const cartsRepo = createCartRepository(db);
  // Offers and coupons (ADR 0023) price the cart view, the checkout and cash on delivery alike.
  const promotions = createPromotionsModule(ctx, { carts: cartsRepo });
  const carts = createCartService({ repo: cartsRepo, offers: promotions.service });
  const checkoutRepo = createCheckoutRepository(db);
  const payments = createPaymentRepository(db);
  const provider = createPaymentProvider(app, env);
  const notify = messaging.service.queueOrderMessage;
  const notice = messaging.service.orderMessageStatement;
  // The courier (ADR 0024): checkout refuses addresses it does not serve, before any stock is held.
  const courier = createCourier(app, env);
  const delivery = createDeliveryCheck({ env, courier, log: ctx.log });
  const checkoutDeps = { ctx, provider, invoices, repo: checkoutRepo, payments, notice, delivery };
  const refundDeps: RefundsDeps = {
    ctx,
    provider,
    repo: createRefundsRepository(db),
    creditNotesRepo,
    creditNotes,
    payments,
    notify,
  };
  const refunds = createRefundsService(refundDeps);
  const checkout = createCheckoutService({
    ...checkoutDeps,
    openPayments: createOpenPaymentRepository(db),
    carts: cartsRepo,
    offers: promotions.service,
    limiter: createPaymentRateLimiter({
      attempts: limiter,
      name: 'online',
      max: env.PAYMENT_LIMIT_PER_USER,
      windowSeconds: PAYMENT_WINDOW_SECONDS,
    }),
  });

  // Cash on delivery (ADR 0014): COD starts are rate-limited like payment starts, in the same window.
  const codSettings = createCodSettingsService({ ctx, repo: createCodSettingsRepository(db) });
  const paymentMethodsRepo = createPaymentMethodsRepository(db);
  const cod = {
    cod: createCodService({
      ctx,
      repo: createCodRepository(db),
      settings: codSettings,
      openPayments: createOpenPaymentRepository(db),
      carts: cartsRepo,
      offers: promotions.service,
      checkout: checkoutRepo,
      payments,
      limiter: createPaymentRateLimiter({
        attempts: limiter,
        name: 'cod',
        max: env.PAYMENT_LIMIT_PER_USER,
        windowSeconds: PAYMENT_WINDOW_SECONDS,
      }),
      invoices,
      confirmation: messaging.service,
      delivery,
    }),
    settings: codSettings,
    methods: createPaymentMethodsService({ repo: paymentMethodsRepo }),
  };

  // Order counts and deep-page anchors are shared by the dashboard and the orders list, and
  // invalidated together on every admin order write.
  const counts = createCountCache();
  const adminOrdersRepo = createAdminOrdersRepository(db);
  const dashboardRepo = createDashboardRepository(db);
  const anchors = createOrderAnchors(adminOrdersRepo.findAnchors);
  const adminProductsRepo = createAdminProductsRepository(db);

  const replacementsRepo = createReplacementsRepository(db);
  const videos = createVideoStore({
    env,
    storage: ctx.storage,
    locker: createUploadLocker({ db, kind: ctx.dbKind }),
    mayUpload: uploadAllowed(replacementsRepo),
    uploads: createVideoUploadsRepository(db),
    log: ctx.log,
  });
  const replacements = {
    service: createReplacementsService({
      ctx,
      repo: replacementsRepo,
      videos,
      links: createVideoLinks(env.JWT_SECRET),
    }),
    videos,
    decisions: createReplacementDecisionsService({ ctx, repo: replacementsRepo, orders: adminOrdersRepo }),
  };

  // Returns and exchanges (ADR 0027) share the after-sales queue with replacements and refund through refund rows.
  const returns = createReturnsModule(ctx, {
    refunds,
    creditNotes,
    courier,
    replacements: replacements.decisions,
    orderEvents: adminOrdersRepo,
    images,
  });
  refundDeps.onReturnRefunded = returns.decisions.onRefunded;

  const adminOrders = createAdminOrdersService({
    ctx,
    repo: adminOrdersRepo,
    counts,
    anchors,
    refunds,
    orders,
    creditNotes,
    payments,
    byMethod: paymentMethodsRepo,
    byShipment: createOrderShipmentsRepository(db),
    onOrderStatusChange: async (tx, change) => {
      await messaging.service.orderStatusChanged(tx, change);
      const exchanged = await returns.decisions.orderStatusChanged(tx, change);
      return (await replacements.decisions.orderStatusChanged(tx, change)) || exchanged;
    },
  });
  cancelOrder = adminOrders.cancelOrder;
  // The courier link (ADR 0024) moves orders through the admin orders' one update, and tells the
  // shopper of out-for-delivery and failed attempts on WhatsApp (ADR 0025) in the event's transaction.
  const shipping = createShippingModule(ctx, {
    courier,
    delivery,
    adminOrders,
    shopperMessages: { outForDelivery: messaging.service.notifyOutForDelivery, ndr: messaging.service.notifyNdr },
  });

  return {
    messaging,
    shipping,
    reconcilerDeps: { ...checkoutDeps, refunds, reconcilerRepo: createReconcilerRepository(db) },
    invoices,
    catalogue,
    lists,
    search,
    accounts: createAccountsService(accountDeps),
    passwords: createPasswordsService(accountDeps),
    carts,
    promotions,
    addresses: createAddressesService({ ctx, repo: createAddressesRepository(db) }),
    orders,
    checkout,
    cod,
    images,
    replacements,
    returns,
    reviews: createReviewsModule(ctx, { images, attempts: limiter }),
    wishlists: createWishlistService({ db, repo: createWishlistRepository(db) }),
    language: createLanguageModule({ db, env }),
    mailPreferences: createMailPreferencesService({ env, repo: createMailPreferencesRepository(db) }),
    admin: {
      dashboard: createDashboardService({ repo: dashboardRepo, counts }),
      carts: createAdminCartsService({ carts, repo: dashboardRepo }),
      orders: adminOrders,
      subcategories: createSubcategoriesService({ ctx, repo: createSubcategoriesRepository(db) }),
      products: createAdminProductsService({ ctx, repo: adminProductsRepo, images }),
      csvExport: createCsvExportService({ repo: createCsvExportRepository(db) }),
      productImport: createProductImportService({
        ctx,
        products: adminProductsRepo,
        repo: createProductImportRepository(db),
        images,
      }),
      taxSummary: createTaxSummaryService({ repo: createTaxSummaryRepository(db), env }),
      returnsReport: createReturnsReportService(createReturnsReportRepository(db)),
    },
  };
}

export type Modules = ReturnType<typeof createModules>;
