import { readFile } from 'node:fs/promises';
import { messages, POSTAL_TRACKING_URL } from '@nidra/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, PHONE, snap, uniqueEmail, useBrowser, waitFor } from './support/browser.ts';

const { open } = useBrowser();
const PASSWORD = 'Night#Owl2026';

type Session = { token: string; user: { _id: string; name: string } };
type Product = { _id: string; productName: string; subcategory: string; quantity: number };

async function call<T>(path: string, opts: { method?: string; body?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = {};
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  const res = await fetch(`${baseUrl()}${path}`, {
    method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  return { status: res.status, data: (await res.json()) as T };
}

/** The product's stock as the storefront's detail call reports it. */
async function stockOf(p: Pick<Product, '_id' | 'productName'>): Promise<number> {
  const { status, data } = await call<Product>(
    `/api/products/${encodeURIComponent(p.productName.replace(/\s+/g, '-'))}/${p._id}`,
  );
  expect(status).toBe(200);
  return data.quantity;
}

/** Both layouts of the current screen: desktop first, then the 390 px phone, then back. */
async function snapBoth(page: Page, name: string) {
  await snap(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  // Two frames, so the resized layout (and any sticky bar) is painted before the picture.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await snap(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

/** Product links of the current list that are in stock (their card shows no 'Sold Out'). */
async function inStockProductHrefs(page: Page): Promise<string[]> {
  const cards = page.locator('main ul > li > a[href^="/prod/"]');
  await cards.first().waitFor();
  return cards.evaluateAll(
    (links, soldOut) => links.filter((a) => !a.textContent?.includes(soldOut)).map((a) => a.getAttribute('href') ?? ''),
    messages.soldOut,
  );
}

async function addToCartOnProductPage(page: Page, href: string) {
  await page.goto(href);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByText(messages.addedToCart).first().waitFor();
}

async function fillAddress(page: Page) {
  await page.getByLabel('Full name').fill('Meera Iyer');
  await page.getByLabel('Phone number').fill('9876543210');
  await page.getByLabel('House number').fill('Flat 4B, Lotus Residency');
  await page.getByLabel('Street').fill('Road No. 12, Banjara Hills');
  await page.getByLabel('City').fill('Hyderabad');
  await page.getByLabel('State').selectOption('Telangana');
  await page.getByLabel('Postal code').fill('500034');
  expect(await page.getByLabel('Country').inputValue()).toBe('India');
}

describe('checkout journeys', () => {
  it('journey 1: browse, register, sign in, add two products, pay in the sandbox, see the order and its invoice', async () => {
    const page = await open(DESKTOP);
    await page.context().addInitScript(() => localStorage.setItem('cookieConsent', 'true'));

    // Home → menu → subcategory → product, as a visitor.
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Shop by category' });
    await nav.getByRole('button').first().hover();
    const submenu = nav.getByRole('link').first();
    await submenu.waitFor();
    await submenu.click();
    await page.waitForURL(/\/prod\/[^/]+$/);
    const hrefs = await inStockProductHrefs(page);
    expect(hrefs.length).toBeGreaterThanOrEqual(1);
    await page.locator(`main a[href="${hrefs[0]}"]`).click();
    await page.getByRole('heading', { level: 1 }).waitFor();

    // A visitor's Add to Cart leads to sign-in; from there the visitor registers.
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('link', { name: 'Register' }).click();
    await page.waitForURL('**/register');
    const email = uniqueEmail('checkout');
    await page.getByLabel('Full name').fill('Meera Iyer');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByLabel('Phone number').fill('9876543210');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText(messages.registrationSuccess).waitFor();
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');

    // Two products into the cart, from their product pages.
    let second = hrefs[1];
    if (!second) {
      const { data } = await call<Product[]>('/api/products/new-arrivals');
      const other = data.find((p) => p.quantity > 0 && !hrefs[0].endsWith(`/${p._id}`));
      expect(other).toBeDefined();
      second = `/prod/${other!.subcategory.replace(/\s+/g, '-')}/${other!.productName.replace(/\s+/g, '-')}/${other!._id}`;
    }
    await addToCartOnProductPage(page, hrefs[0]);
    await addToCartOnProductPage(page, second);
    await page.getByRole('link', { name: 'Cart, 2 items' }).click();

    // Cart → Proceed to Buy → checkout.
    await page.waitForURL('**/cart');
    await page
      .getByRole('button', { name: /^Remove / })
      .nth(1)
      .waitFor();
    expect(await page.getByRole('button', { name: /^Remove / }).count()).toBe(2);
    // The last 'added to cart' note fades on its own; the picture is taken without it.
    await page.getByText(messages.addedToCart).first().waitFor({ state: 'hidden' });
    const summary = page.getByRole('region', { name: 'Price details' });
    expect(await summary.textContent()).toContain('₹80'); // two items ship for ₹80
    await snapBoth(page, 'checkout-cart');
    await page.getByRole('button', { name: 'Proceed to Buy' }).click();
    await page.waitForURL('**/checkout');

    // No address yet: the form is open; save one and it is selected.
    await page.getByRole('heading', { name: 'Where should we deliver?' }).waitFor();
    await snapBoth(page, 'checkout-new-address');
    await fillAddress(page);
    await page.getByRole('button', { name: 'Save Address' }).click();
    const radio = page.getByRole('radio', { name: /^Deliver to Meera Iyer/ });
    await radio.waitFor();
    expect(await radio.isChecked()).toBe(true);
    const orderSummary = page.getByRole('region', { name: 'Order summary' });
    expect(await orderSummary.getByRole('link', { name: 'Refund Policy' }).getAttribute('href')).toBe('/refund-policy');
    expect(await orderSummary.textContent()).toMatch(/Total Items\s*2/);
    await snapBoth(page, 'checkout-address-selected');

    // Proceed to Payment → the sandbox's hosted page → Pay.
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.waitForURL('**/sandbox/phonepe/pay/**');
    await page.getByRole('button', { name: 'Pay' }).waitFor();
    await snapBoth(page, 'checkout-sandbox');
    await page.getByRole('button', { name: 'Pay' }).click();

    await page.waitForURL('**/checkout/validate/**');
    await page.getByRole('heading', { name: messages.paymentSuccessTitle }).waitFor();
    await page.getByText(messages.paymentSuccessText).waitFor();
    await snapBoth(page, 'checkout-success');
    // The paid cart is empty now, and the header says so.
    await page.getByRole('link', { name: 'Cart', exact: true }).waitFor();

    // Your Orders: the order shows PROCESSING, and its invoice downloads as a PDF.
    await page.getByRole('link', { name: 'Your Orders' }).click();
    await page.waitForURL('**/orders');
    const order = page.getByRole('article').first();
    await order.getByText('PROCESSING', { exact: true }).waitFor();
    expect(await order.getByText('PAYMENT_SUCCESS').count()).toBe(1);
    expect(await page.getByRole('article').count()).toBe(1);
    await snapBoth(page, 'checkout-orders');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      order.getByRole('button', { name: /Invoice/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^[A-Za-z0-9-]+\.pdf$/);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');

    await order.getByRole('button', { name: 'Track your order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Track your order' });
    await dialog.waitFor();
    const tracking = dialog.getByRole('link', { name: /India Post/ });
    expect(await tracking.getAttribute('href')).toBe(POSTAL_TRACKING_URL);
    expect(await tracking.getAttribute('target')).toBe('_blank');
    expect(await tracking.getAttribute('rel')).toContain('noopener');
    await snap(page, 'checkout-track-dialog-desktop');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // The address book holds the address added at checkout; editing it keeps one address.
    await page.goto('/address');
    await page.getByRole('button', { name: 'Edit address of Meera Iyer' }).click();
    expect(await page.getByLabel('City').inputValue()).toBe('Hyderabad');
    await page.getByLabel('Street').fill('Road No. 10, Jubilee Hills');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Road No. 10, Jubilee Hills', { exact: false }).first().waitFor();
    await page.getByRole('heading', { name: 'Add a new address' }).waitFor();
    expect(await page.getByRole('button', { name: /^Delete address of/ }).count()).toBe(1);
    await snapBoth(page, 'checkout-address-book');
  });

  it('journey 2: a failed payment shows Go to Checkout, returns the stock and keeps the cart', async () => {
    // A shopper of the test's own with one product in the cart and one saved address.
    const email = uniqueEmail('failpay');
    const reg = await call('/api/auth/register', {
      body: { name: 'Ritu Sharma', email, password: PASSWORD, confirmPassword: PASSWORD, phoneNumber: '9123456780' },
    });
    expect(reg.status).toBe(201);
    const { data: session } = await call<Session>('/api/auth/login', { body: { email, password: PASSWORD } });
    const { data: arrivals } = await call<Product[]>('/api/products/new-arrivals');
    const product = arrivals.find((p) => p.quantity > 0);
    expect(product).toBeDefined();
    const added = await call(`/api/cart/${session.user._id}/add`, {
      body: { productId: product!._id, quantity: 1 },
      token: session.token,
    });
    expect(added.status).toBe(200);
    const address = await call(`/api/address/${session.user._id}`, {
      token: session.token,
      body: {
        name: 'Ritu Sharma',
        houseNumber: '221',
        street: 'Sector 15',
        city: 'Gurugram',
        state: 'Haryana',
        postalCode: '122001',
        country: 'India',
        phoneNumber: '9123456780',
      },
    });
    expect(address.status).toBe(201);
    const stockBefore = await stockOf(product!);

    const page = await open(DESKTOP);
    await page.context().addInitScript((s: Session) => {
      localStorage.setItem('token', s.token);
      localStorage.setItem('user', JSON.stringify(s.user));
      localStorage.setItem('cookieConsent', 'true');
    }, session);
    await page.goto('/checkout');

    // Proceeding without choosing is not possible here: the one saved address is already chosen.
    const radio = page.getByRole('radio', { name: /^Deliver to Ritu Sharma/ });
    await radio.waitFor();
    expect(await radio.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.waitForURL('**/sandbox/phonepe/pay/**');
    await page.getByRole('button', { name: 'Fail' }).click();

    await page.waitForURL('**/checkout/validate/**');
    await page.getByRole('heading', { name: messages.paymentFailedTitle }).waitFor();
    await page.getByText(messages.paymentFailedText).waitFor();
    await snapBoth(page, 'checkout-failed');

    // The hold is released and the cart is intact.
    expect(await stockOf(product!)).toBe(stockBefore);
    const { data: cart } = await call<{ items: { product: { _id: string } }[] }>(`/api/cart/${session.user._id}`, {
      token: session.token,
    });
    expect(cart.items.map((i) => i.product._id)).toEqual([product!._id]);

    // Go to Checkout brings the same cart back, ready to pay again.
    await page.getByRole('link', { name: 'Go to Checkout' }).click();
    await page.waitForURL('**/checkout');
    const orderSummary = page.getByRole('region', { name: 'Order summary' });
    await orderSummary.getByText(product!.productName).waitFor();

    // A failed attempt is not an order: Your Orders stays empty.
    await page.goto('/orders');
    await page.getByText(messages.noOrders).waitFor();
  });

  it('shows the empty cart and sends an empty checkout home', async () => {
    const email = uniqueEmail('empty');
    await call('/api/auth/register', {
      body: { name: 'Anu Menon', email, password: PASSWORD, confirmPassword: PASSWORD, phoneNumber: '9000000001' },
    });
    const { data: session } = await call<Session>('/api/auth/login', { body: { email, password: PASSWORD } });
    const page = await open(PHONE);
    await page.context().addInitScript((s: Session) => {
      localStorage.setItem('token', s.token);
      localStorage.setItem('user', JSON.stringify(s.user));
      localStorage.setItem('cookieConsent', 'true');
    }, session);
    await page.goto('/cart');
    await page.getByText(messages.cartEmpty).waitFor();
    await snap(page, 'checkout-cart-empty-phone');
    await page.goto('/checkout');
    await waitFor(() => new URL(page.url()).pathname === '/');
  });
});
