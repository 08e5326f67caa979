import AxeBuilder from '@axe-core/playwright';
import { productPath, subcategoryPath } from '@nidra/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, newShopper, type Product, placeOrder, type Shopper, signedInAdminPage } from './support/admin.ts';
import { DESKTOP, PHONE, useBrowser } from './support/browser.ts';
import { call, restoreSessionBeforeLoad } from './support/shop-api.ts';

// Every storefront and back-office screen through axe (WCAG 2.1 A and AA rules), the storefront on
// desktop and on a phone: no serious or critical violation may remain.

const { open } = useBrowser();
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Finding = { page: string; rule: string; impact: string; help: string; nodes: string[] };

/** Opens `path`, waits for its heading and for the network to settle, and returns axe's serious and critical findings. */
async function scan(page: Page, path: string): Promise<Finding[]> {
  await page.goto(path);
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      page: path,
      rule: v.id,
      impact: v.impact!,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
}

/** Scans each path in turn in `page`'s own browser context, then closes that context. */
async function scanAll(page: Page, paths: string[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const path of paths) findings.push(...(await scan(page, path)));
  await page.context().close();
  return findings;
}

type Setup = { orderId: string; product: Product; shopper: Shopper; token: string };
let data: Setup;

beforeAll(async () => {
  // Data of the test's own: a paid order (for Your Orders and the admin order screens) and a product
  // in the shopper's cart (for the cart and checkout screens).
  const { data: arrivals } = await call<Product[]>('/api/products/new-arrivals');
  // More than 10 units: the failed-payment journey takes every unit of a product with 10 or fewer
  // (productWithFewLeft), so this test's order and cart never touch its product.
  const product = arrivals.find((p) => p.quantity > 10);
  if (!product) throw new Error('the demo catalogue has no new arrival with more than 10 units');
  const shopper = await newShopper('Nila Menon', '9845012345');
  const orderId = await placeOrder(shopper, product, true);
  await call(`/api/cart/${shopper.session.user._id}/add`, {
    token: shopper.session.token,
    body: { productId: product._id, quantity: 1 },
  });
  const token = await adminToken();
  // Delivered, so Your Orders offers a replacement and a return, and their request forms can be scanned.
  await call(`/api/admin/orders/${orderId}`, {
    method: 'PUT',
    token,
    body: { orderStatus: 'DELIVERED', trackingNumber: 'EE556677889IN' },
  });
  data = { orderId, product, shopper, token };
});

const visitorScreens = ({ product }: Setup) => [
  '/',
  subcategoryPath(product.subcategory),
  productPath(product),
  `${subcategoryPath(product.subcategory)}?sort=price-asc&inStock=1`,
  '/search?q=nighy&sort=price-asc',
  '/search?q=zzqxv',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password/sample-token',
  '/shipping-policy',
  '/refund-policy',
  '/privacy-policy',
  '/terms-conditions',
  '/about-us',
  '/contact-us',
  '/wishlist',
  '/unsubscribe?token=not-a-valid-token',
  '/no-such-page',
  '/offers/WELCOME10',
  '/sandbox/messages',
];
const shopperScreens = ({ orderId }: Setup) => [
  '/cart',
  '/checkout',
  '/orders',
  '/address',
  '/change-password',
  '/wishlist',
  `/checkout/validate/${orderId}`,
  `/orders/${orderId}/replacement`,
  `/orders/${orderId}/return`,
  '/returns',
];
const backOfficeScreens = ({ orderId, product }: Setup) => [
  '/admin/dashboard',
  '/admin/orders',
  '/admin/orders?status=UNCONFIRMED',
  `/admin/orders/view/${orderId}`,
  `/admin/orders/edit/${orderId}`,
  '/admin/pendingOrders',
  '/admin/shipments',
  '/admin/carts',
  '/admin/replacements',
  '/admin/after-sales',
  '/admin/reviews',
  '/admin/sales',
  '/admin/cod-settings',
  '/admin/promotions',
  '/admin/import-export',
  '/admin/products/stats',
  '/admin/products/prices',
  '/admin/products/add',
  '/admin/products/list',
  `/admin/product/edit/${product._id}`,
  `/admin/products/add?from=${product._id}`,
];

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('accessibility on %s: no serious or critical axe violation', (_, viewport) => {
  it('on the storefront screens of a first-time visitor (with the cookie notice)', async () => {
    expect(await scanAll(await open(viewport), visitorScreens(data))).toEqual([]);
  });

  it('on the screens of a signed-in shopper', async () => {
    const page = await open(viewport);
    await restoreSessionBeforeLoad(page, data.shopper.session);
    expect(await scanAll(page, shopperScreens(data))).toEqual([]);
  });
});

// The back office is a desktop tool first; its phone layout shares the same screens and colours.
describe('accessibility of the back office: no serious or critical axe violation', () => {
  it('on every back-office screen', async () => {
    expect(await scanAll(await signedInAdminPage(open, data.token), backOfficeScreens(data))).toEqual([]);
  });
});
