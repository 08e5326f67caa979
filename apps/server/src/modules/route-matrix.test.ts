import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { bearer, createOrder, createUser, type TestUser } from './admin/admin-test-fixtures.ts';

/**
 * The authorization matrix (DESIGN §8, §10): every /api route of the running app is called as an
 * anonymous visitor, a customer, another customer (with the first customer's id in {userId}) and an
 * admin. A route missing from this table fails the test, so every new route must be classified.
 * Only authorization is checked: allowed callers may still get 400/404 for the empty bodies sent.
 *
 *   public      anyone
 *   user        any signed-in user
 *   owner       the user named by :userId, or an admin
 *   order-owner the user who placed the order named in the path, or an admin
 *   admin       role admin only
 *   webhook     nobody with a session: PhonePe's own Authorization header only
 */
type Access = 'public' | 'user' | 'owner' | 'order-owner' | 'admin' | 'webhook';

const ROUTES: Record<string, Access> = {
  // Platform
  'GET /api/health': 'public',
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
  // Catalogue
  'GET /api/menus': 'public',
  'GET /api/categories': 'public',
  'GET /api/subcategories': 'public',
  'GET /api/products/new-arrivals': 'public',
  'GET /api/products': 'public',
  'GET /api/products/:productName/:productId': 'public',
  'GET /api/analytics/recently-viewed-products/:userId': 'owner',
  // Cart, address, payment
  'GET /api/cart/:userId': 'owner',
  'POST /api/cart/:userId/add': 'owner',
  'POST /api/cart/:userId/item/delete': 'owner',
  'GET /api/addresses/:userId': 'owner',
  'POST /api/address/:userId': 'owner',
  'PUT /api/address/:userId/:addressId': 'owner',
  'DELETE /api/address/:userId/:addressId': 'owner',
  'POST /api/payment': 'user', // the body's userId must be the caller's (checked in the service)
  'GET /api/payment/validate/:transactionId': 'order-owner',
  'POST /api/payment/webhook': 'webhook',
  // Orders and invoices
  'GET /api/orders/:userId': 'owner',
  'GET /api/invoice/download/:userId/:invoicePdfPath': 'owner',
  'GET /api/invoice/download/:invoiceNumber': 'admin',
  // Back office
  'GET /api/stats': 'admin',
  'GET /api/users/login-count': 'admin',
  'GET /api/admin/sales': 'admin',
  'GET /api/admin/carts': 'admin',
  'GET /api/admin/orders': 'admin',
  'GET /api/admin/orders/pending': 'admin',
  'GET /api/admin/orders/:orderId': 'admin',
  'PUT /api/admin/orders/:orderId': 'admin',
  'POST /api/admin/orders/:orderId/cancel': 'admin',
  'GET /api/subcategories/stats': 'admin',
  'GET /api/subcategory-prices': 'admin',
  'POST /api/subcategory-price': 'admin',
  'GET /api/products/all': 'admin',
  'GET /api/products/grouped-by-name': 'admin',
  'GET /api/admin/products': 'admin',
  'GET /api/admin/products/:productName/:productId': 'admin',
  'POST /api/add-product': 'admin',
  'PUT /api/products/:id': 'admin',
};

type Caller = 'anonymous' | 'customer' | 'otherCustomer' | 'admin';
type Expect = 'allowed' | 401 | 403;

const EXPECTED: Record<Access, Record<Caller, Expect>> = {
  public: { anonymous: 'allowed', customer: 'allowed', otherCustomer: 'allowed', admin: 'allowed' },
  user: { anonymous: 401, customer: 'allowed', otherCustomer: 'allowed', admin: 'allowed' },
  owner: { anonymous: 401, customer: 'allowed', otherCustomer: 403, admin: 'allowed' },
  'order-owner': { anonymous: 401, customer: 'allowed', otherCustomer: 403, admin: 'allowed' },
  admin: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 'allowed' },
  webhook: { anonymous: 401, customer: 401, otherCustomer: 401, admin: 401 },
};

const SOME_ID = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let customer: TestUser;
let other: TestUser;
let admin: TestUser;
let customerOrderId: string;

beforeAll(async () => {
  t = await createTestApp();
  customer = await createUser(t.app, t.database.db, 'customer');
  other = await createUser(t.app, t.database.db, 'customer');
  admin = await createUser(t.app, t.database.db, 'admin');
  customerOrderId = (await createOrder(t.database.db, { userId: customer.id })).id;
});
afterAll(() => t.close());

/** Every /api route as "METHOD url", HEAD left out (Fastify adds one per GET). */
function apiRoutes(): string[] {
  const table = (t.app as unknown as { routeTable: { method: string; url: string }[] }).routeTable;
  const keys = table.filter((r) => r.url.startsWith('/api') && r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`);
  return [...new Set(keys)].sort();
}

/** The path with its parameters filled: {userId} is always the first customer's id. */
function fillPath(url: string, access: Access): string {
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
  it('classifies every /api route', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.filter((r) => !(r in ROUTES))).toEqual([]);
  });

  it('answers each caller as its class says', async () => {
    const tokens: Record<Caller, string | null> = {
      anonymous: null,
      customer: customer.token,
      otherCustomer: other.token,
      admin: admin.token,
    };
    const failures: string[] = [];
    for (const key of apiRoutes()) {
      const access = ROUTES[key];
      if (!access) continue; // reported by the test above
      const [method, url] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
      for (const caller of Object.keys(tokens) as Caller[]) {
        const token = tokens[caller];
        const res = await t.app.inject({
          method,
          url: fillPath(url, access),
          headers: token ? bearer(token) : {},
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        });
        const want = EXPECTED[access][caller];
        const ok = want === 'allowed' ? res.statusCode !== 401 && res.statusCode !== 403 : res.statusCode === want;
        if (!ok) failures.push(`${key} as ${caller}: expected ${want}, got ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
