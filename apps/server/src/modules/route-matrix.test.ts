import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app-context.ts';
import type { Database } from '../db/client.ts';
import { bearer, createOrder, createUser, type TestUser } from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * The authorization matrix (DESIGN §8, §10): every route of the running app is called as an
 * anonymous visitor, a customer, another customer (with the first customer's id in {userId}) and an
 * admin. A route missing from this table fails, and so does an entry the app no longer has, so every
 * route is classified. Allowed callers may get 400/404 for the empty bodies and made-up ids sent, but
 * never a 5xx, and the answer must come from the route itself (not the router's 404 or the fallback).
 *
 *   public      anyone
 *   user        any signed-in user
 *   owner       the user named by :userId, or an admin
 *   order-owner the user who placed the order named in the path, or an admin
 *   admin       role admin only
 *   provider    nobody with a session: the payment provider's own credentials only (the webhook's
 *               Authorization header, the sandbox gateway's O-Bearer token)
 */
type Access = 'public' | 'user' | 'owner' | 'order-owner' | 'admin' | 'provider';

const SANDBOX = '/sandbox/phonepe';
const COURIER = '/sandbox/courier';
const ROUTES: Record<string, Access> = {
  // Platform
  'GET /api/health': 'public',
  'GET /healthz': 'public',
  'GET /readyz': 'public',
  'GET /api/docs': 'public',
  'GET /api/docs/json': 'public',
  'GET /api/docs/yaml': 'public',
  'GET /api/docs/static/*': 'public',
  'GET /api/docs/static/index.html': 'public',
  'GET /api/docs/static/swagger-initializer.js': 'public',
  // Account (spec §7)
  'POST /api/auth/register': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/google-login': 'public',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password': 'public',
  'POST /api/auth/change-password': 'user',
  'GET /api/validate-token': 'user',
  'POST /api/auth/login-link': 'public',
  'GET /api/language': 'public',
  'PUT /api/language': 'public', // sets the cookie for anyone, the account's preference when signed in
  'POST /api/auth/logout-all': 'user', // ends the caller's sessions: called last (see sessionEndingLast)
  // Catalogue, pictures and crawler files
  'GET /api/menus': 'public',
  'GET /api/categories': 'public',
  'GET /api/subcategories': 'public',
  'GET /api/products/new-arrivals': 'public',
  'GET /api/products': 'public',
  'GET /api/search': 'public',
  'GET /api/search/suggestions': 'public',
  'GET /api/search/close': 'public',
  'GET /api/products/:productName/:productId': 'public',
  'GET /api/analytics/recently-viewed-products/:userId': 'owner',
  'POST /api/analytics/recently-viewed-products/:userId': 'owner',
  'GET /images/:name': 'public',
  'GET /robots.txt': 'public',
  'GET /manifest.webmanifest': 'public',
  'GET /api/invoice/mail/:token': 'public',
  'GET /sitemap.xml': 'public',
  // Cart, address, payment
  'GET /api/cart/:userId': 'owner',
  'POST /api/cart/:userId/add': 'owner',
  'POST /api/cart/:userId/item/delete': 'owner',
  // Offers and coupons (ADR 0023)
  'POST /api/cart/:userId/coupon': 'owner',
  'DELETE /api/cart/:userId/coupon': 'owner',
  'GET /api/offers/product/:productId': 'public',
  // Wishlist and unsubscribe links (the signed token in the query is the only credential)
  'GET /api/wishlist/:userId': 'owner',
  'PUT /api/wishlist/:userId/items/:productId': 'owner',
  'DELETE /api/wishlist/:userId/items/:productId': 'owner',
  'POST /api/wishlist/:userId/merge': 'owner',
  'GET /api/unsubscribe': 'public',
  'POST /api/unsubscribe': 'public',
  'GET /api/addresses/:userId': 'owner',
  'POST /api/address/:userId': 'owner',
  'PUT /api/address/:userId/:addressId': 'owner',
  'DELETE /api/address/:userId/:addressId': 'owner',
  'POST /api/payment': 'user', // the body's userId must be the caller's (checked in the service)
  'GET /api/payment/validate/:transactionId': 'order-owner',
  'POST /api/payment/webhook': 'provider',
  // Cash on delivery (ADR 0014): the checkout page reads the offer; the body's userId must be the caller's
  'GET /api/cod-settings': 'public',
  'POST /api/orders/cod': 'user',
  // The shopper's own unpaid order only (admins cancel from the back office): 403 for anyone else,
  // held by checkout/unpaid-order.test.ts; here the path names an unknown order.
  'POST /api/orders/:orderId/pay-again': 'user',
  'POST /api/orders/:orderId/cancel': 'user',
  'PUT /api/admin/cod-settings': 'admin',
  'POST /api/admin/orders/:orderId/cod-collected': 'admin',
  'GET /api/admin/sales/by-method': 'admin',
  // The local PhonePe-compatible gateway (PAYMENT_PROVIDER=sandbox): its hosted page is the payer's
  [`GET ${SANDBOX}/pay/:id`]: 'public',
  [`POST ${SANDBOX}/pay/:id/complete`]: 'public',
  [`POST ${SANDBOX}/v1/oauth/token`]: 'public', // client credentials in the body
  [`POST ${SANDBOX}/checkout/v2/pay`]: 'provider',
  [`GET ${SANDBOX}/checkout/v2/order/:id/status`]: 'provider',
  [`POST ${SANDBOX}/payments/v2/refund`]: 'provider',
  [`GET ${SANDBOX}/payments/v2/refund/:id/status`]: 'provider',
  [`GET ${SANDBOX}/stats`]: 'public',
  // WhatsApp (ADR 0025): Meta's handshake and signed webhook, the shopper's consent, staff's COD confirmation
  'GET /api/messaging/whatsapp/webhook': 'provider',
  'POST /api/messaging/whatsapp/webhook': 'provider',
  'GET /api/account/whatsapp-consent': 'user',
  'PUT /api/account/whatsapp-consent': 'user',
  'GET /api/account/cod-eligibility': 'user',
  'POST /api/admin/orders/:orderId/cod-confirm': 'admin',
  'GET /api/admin/cod-confirmations/stats': 'admin',
  // The local WhatsApp platform (MESSAGING_PROVIDER=sandbox): its phone page is the shopper's
  'POST /sandbox/whatsapp/:version/:phoneId/messages': 'provider',
  'GET /sandbox/messages': 'public',
  'POST /sandbox/messages/:id/press': 'public',
  'POST /sandbox/messages/reply': 'public',
  // Courier link (ADR 0024): the webhook's x-api-key is the courier's credential; the sandbox courier
  // takes its Bearer token from its login, its desk and label links are open like the payment page.
  'GET /api/delivery-check': 'public',
  'GET /api/pin-codes/:pin': 'public',
  'POST /api/courier/webhook': 'provider',
  'GET /api/orders/:orderId/tracking': 'user', // the owner is checked in the service: 404 for anyone else's
  'POST /api/admin/shipments': 'admin',
  'GET /api/admin/shipments': 'admin',
  'GET /api/admin/shipments/stats': 'admin',
  'GET /api/admin/shipments/labels/:name': 'admin',
  'POST /api/admin/shipments/:shipmentId/ndr': 'admin',
  'POST /api/admin/shipments/:shipmentId/check-in': 'admin',
  [`POST ${COURIER}/v1/external/auth/login`]: 'public', // credentials in the body
  [`GET ${COURIER}/v1/external/courier/serviceability`]: 'provider',
  [`POST ${COURIER}/v1/external/orders/create/adhoc`]: 'provider',
  [`POST ${COURIER}/v1/external/orders/create/return`]: 'provider',
  [`POST ${COURIER}/v1/external/courier/assign/awb`]: 'provider',
  [`POST ${COURIER}/v1/external/courier/generate/label`]: 'provider',
  [`POST ${COURIER}/v1/external/courier/generate/pickup`]: 'provider',
  [`POST ${COURIER}/v1/external/orders/cancel`]: 'provider',
  [`GET ${COURIER}/v1/external/courier/track/awb/:awb`]: 'provider',
  [`POST ${COURIER}/v1/external/ndr/:awb/action`]: 'provider',
  [`GET ${COURIER}/labels/:ids`]: 'public',
  [`GET ${COURIER}`]: 'public',
  [`POST ${COURIER}/shipments/:awb/advance`]: 'public',
  // Orders and invoices
  'GET /api/orders/:userId': 'owner',
  'GET /api/invoice/download/:userId/:invoicePdfPath': 'owner',
  'GET /api/invoice/download/:invoiceNumber': 'admin',
  'GET /api/credit-note/download/:userId/:orderId': 'owner',
  // Replacement requests: the owner is checked in the service (their own tests); the video route
  // takes a signed link instead of a session, and any other token is 404.
  'GET /api/replacements/mine': 'user',
  'POST /api/replacements': 'user',
  'GET /api/replacements/:requestId/video-link': 'user',
  'POST /api/replacements/uploads': 'user',
  'PATCH /api/replacements/uploads/:uploadId': 'user',
  'DELETE /api/replacements/uploads/:uploadId': 'user', // a shopper ends their own unfinished upload (404 for anyone else's)
  'GET /api/replacement-videos/:token': 'public',
  'GET /api/admin/replacements': 'admin',
  'POST /api/admin/replacements/:requestId/approve': 'admin',
  'POST /api/admin/replacements/:requestId/reject': 'admin',
  // Returns and exchanges (ADR 0027): a shopper's own requests only (404 for anyone else's, checked in returns.test.ts)
  'GET /api/returns/mine': 'user',
  'POST /api/returns': 'user',
  'GET /api/returns/:requestId': 'user',
  'GET /api/returns/:requestId/credit-note': 'user',
  'GET /api/admin/after-sales': 'admin',
  'GET /api/admin/returns/:requestId': 'admin',
  'POST /api/admin/returns/:requestId/approve': 'admin',
  'POST /api/admin/returns/:requestId/reject': 'admin',
  'POST /api/admin/returns/:requestId/picked-up': 'admin',
  'POST /api/admin/returns/:requestId/quality-check': 'admin',
  'POST /api/admin/returns/:requestId/qc-photos': 'admin',
  'POST /api/admin/returns/:requestId/payout': 'admin',
  'GET /api/admin/returns/:requestId/payout': 'admin',
  'GET /api/admin/hygiene-subcategories': 'admin',
  'GET /api/admin/reports/returns': 'admin',
  'PUT /api/admin/hygiene-subcategories': 'admin',
  // Ratings and reviews (ADR 0026): the verified-buyer and one-per-design rules are the service's
  // (reviews.test.ts); here made-up ids and empty bodies answer 400/403/404.
  'GET /api/reviews/product/:productId': 'public',
  'GET /api/reviews/mine': 'user',
  'POST /api/reviews': 'user',
  'POST /api/reviews/:reviewId/helpful': 'user',
  'POST /api/reviews/:reviewId/report': 'user',
  'GET /api/admin/reviews': 'admin',
  'POST /api/admin/reviews/:reviewId/approve': 'admin',
  'POST /api/admin/reviews/:reviewId/reject': 'admin',
  'PUT /api/admin/reviews/:reviewId/reply': 'admin',
  'GET /api/admin/reviews/:reviewId/events': 'admin',
  'GET /api/admin/reports/reviews': 'admin',
  // Back office
  'GET /api/stats': 'admin',
  'GET /api/users/login-count': 'admin',
  'GET /api/admin/sales': 'admin',
  'GET /api/admin/reports/tax-summary': 'admin',
  'GET /api/admin/reports/tax-summary.csv': 'admin',
  'GET /api/admin/exports/orders.csv': 'admin',
  'GET /api/admin/exports/products.csv': 'admin',
  'POST /api/admin/imports/products/check': 'admin',
  'POST /api/admin/imports/products': 'admin',
  'GET /api/admin/carts': 'admin',
  'GET /api/admin/orders': 'admin',
  'GET /api/admin/orders/pending': 'admin',
  'GET /api/admin/orders/:orderId': 'admin',
  'PUT /api/admin/orders/:orderId': 'admin',
  'POST /api/admin/orders/:orderId/cancel': 'admin',
  'GET /api/subcategories/stats': 'admin',
  'GET /api/subcategory-prices': 'admin',
  'POST /api/subcategory-price': 'admin',
  'POST /api/admin/subcategories': 'admin',
  'GET /api/admin/promotions': 'admin',
  'POST /api/admin/promotions': 'admin',
  'GET /api/admin/promotions/:id': 'admin',
  'PUT /api/admin/promotions/:id': 'admin',
  'GET /api/admin/promotions/:id/history': 'admin',
  'POST /api/admin/promotions/:id/pause': 'admin',
  'POST /api/admin/promotions/:id/resume': 'admin',
  'POST /api/admin/promotions/:id/end': 'admin',
  'GET /api/products/all': 'admin',
  'GET /api/products/grouped-by-name': 'admin',
  'GET /api/admin/products': 'admin',
  'GET /api/admin/products/:productName/:productId': 'admin',
  'POST /api/add-product': 'admin',
  'PUT /api/products/:id': 'admin',
  // Storefront pages answered with their own head (modules/storefront), built or not.
  'GET /': 'public',
  'GET /about-us': 'public',
  'GET /contact-us': 'public',
  'GET /privacy-policy': 'public',
  'GET /refund-policy': 'public',
  'GET /shipping-policy': 'public',
  'GET /terms-conditions': 'public',
  'GET /prod/:subcategory': 'public',
  'GET /prod/:subcategory/:productName/:productId': 'public',
  'GET /search': 'public',
  // The same pages in Hindi (ADR 0029).
  'GET /hi': 'public',
  'GET /hi/': 'public',
  'GET /hi/about-us': 'public',
  'GET /hi/contact-us': 'public',
  'GET /hi/privacy-policy': 'public',
  'GET /hi/refund-policy': 'public',
  'GET /hi/shipping-policy': 'public',
  'GET /hi/terms-conditions': 'public',
  'GET /hi/prod/:subcategory': 'public',
  'GET /hi/prod/:subcategory/:productName/:productId': 'public',
  'GET /hi/search': 'public',
  // The built web app (only when apps/web/dist exists): the SPA fallback for client routes. Each
  // built file also gets its own GET route; those are public, recognised by isBuiltWebFile below.
  'GET /*': 'public',
};

const WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));
const WEB_BUILT = existsSync(WEB_DIST);
/** A GET route @fastify/static registered for a file of the built web app ('/' is its index.html). */
const isBuiltWebFile = (key: string) =>
  WEB_BUILT && key.startsWith('GET /') && key !== 'GET /*' && existsSync(path.join(WEB_DIST, key.slice(5)));

type Caller = 'anonymous' | 'customer' | 'otherCustomer' | 'admin';
type Expect = 'allowed' | 401 | 403;

const EXPECTED: Record<Access, Record<Caller, Expect>> = {
  public: { anonymous: 'allowed', customer: 'allowed', otherCustomer: 'allowed', admin: 'allowed' },
  user: { anonymous: 401, customer: 'allowed', otherCustomer: 'allowed', admin: 'allowed' },
  owner: { anonymous: 401, customer: 'allowed', otherCustomer: 403, admin: 'allowed' },
  'order-owner': { anonymous: 401, customer: 'allowed', otherCustomer: 403, admin: 'allowed' },
  admin: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 'allowed' },
  provider: { anonymous: 401, customer: 401, otherCustomer: 401, admin: 401 },
};

const SOME_ID = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let app: App;
let database: Database;
/** The route pattern that answered the latest request ('GET /api/cart/:userId'), from an onResponse hook. */
let answeredBy: string | undefined;
let customer: TestUser;
let other: TestUser;
let admin: TestUser;
let customerOrderId: string;

beforeAll(async () => {
  t = await createTestApp({}, (built) =>
    built.addHook('onResponse', async (req) => {
      answeredBy = req.routeOptions.url === undefined ? undefined : `${req.method} ${req.routeOptions.url}`;
    }),
  );
  ({ app, database } = t);
  // Listening, as server.ts would have it: /readyz answers 200 (plugins/health.test.ts covers the rest).
  app.lifecycle.markReady();
  // A stored picture, so /images/:name answers with the picture.
  await t.storage.put(MATRIX_PICTURE.slice(1), Buffer.from('RIFF'), { contentType: 'image/webp' });
  customer = await createUser(app, database.db, 'customer');
  other = await createUser(app, database.db, 'customer');
  admin = await createUser(app, database.db, 'admin');
  customerOrderId = (await createOrder(database.db, { userId: customer.id })).id;
});
afterAll(() => t.close());

const MATRIX_PICTURE = '/images/0123456789abcdef01234567.webp';

/** Every route as "METHOD url", HEAD left out (Fastify adds one per GET). */
function appRoutes(): string[] {
  const table = (app as unknown as { routeTable: { method: string; url: string }[] }).routeTable;
  return [...new Set(table.filter((r) => r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`))].sort();
}

/** Signing out everywhere ends the caller's token, so it is called after every other route. */
const sessionEndingLast = (routes: string[]) => [
  ...routes.filter((r) => r !== 'POST /api/auth/logout-all'),
  ...routes.filter((r) => r === 'POST /api/auth/logout-all'),
];

/** The path with its parameters filled: {userId} is always the first customer's id. */
function fillPath(url: string, access: Access): string {
  if (url === '/*') return '/orders'; // a client route, answered with index.html
  if (url === '/images/:name') return MATRIX_PICTURE;
  return url
    .replace(':userId', customer.id)
    .replace(':transactionId', access === 'order-owner' ? customerOrderId : SOME_ID)
    .replace(':invoicePdfPath', 'invoice.pdf')
    .replace(':invoiceNumber', 'NID-25-26-000001')
    .replace(':productName', 'Nighty')
    .replace(/:\w+/g, SOME_ID)
    .replace('*', 'index.css');
}

describe('authorization matrix', () => {
  it('classifies every route of the app', () => {
    const routes = appRoutes().filter((r) => !isBuiltWebFile(r));
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((r) => !(r in ROUTES))).toEqual([]);
  });

  it('has no entry for a route the app no longer has', () => {
    const routes = new Set(appRoutes());
    const expected = Object.keys(ROUTES).filter((key) => WEB_BUILT || key !== 'GET /*');
    expect(expected.filter((key) => !routes.has(key))).toEqual([]);
  });

  // Longer than the default: its storefront pages load and compile the web app's render entry.
  it('answers each caller as its class says, from the route itself', async () => {
    const tokens: Record<Caller, string | null> = {
      anonymous: null,
      customer: customer.token,
      otherCustomer: other.token,
      admin: admin.token,
    };
    const failures: string[] = [];
    for (const key of sessionEndingLast(appRoutes())) {
      const access = ROUTES[key] ?? (isBuiltWebFile(key) ? 'public' : undefined);
      if (!access) continue; // reported by the first test
      const [method, url] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
      for (const caller of Object.keys(tokens) as Caller[]) {
        const token = tokens[caller];
        answeredBy = undefined;
        const res = await app.inject({
          method,
          url: fillPath(url, access),
          headers: token ? bearer(token) : {},
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        });
        const want = EXPECTED[access][caller];
        const ok =
          want === 'allowed'
            ? res.statusCode < 500 && res.statusCode !== 401 && res.statusCode !== 403
            : res.statusCode === want;
        if (!ok) failures.push(`${key} as ${caller}: expected ${want}, got ${res.statusCode}`);
        if (answeredBy !== key)
          failures.push(`${key} as ${caller}: answered by ${answeredBy ?? 'the router (no route)'}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
