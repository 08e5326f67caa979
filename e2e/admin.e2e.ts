import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { joinAddress, messages, orderLabel, productPath, shippingFeeFor } from '@nidra/shared';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, baseUrl, DESKTOP, PHONE, snap, uniqueEmail, useBrowser, waitFor } from './support/browser.ts';

const { open } = useBrowser();
const PASSWORD = 'Night#Owl2026';

type Session = { token: string; user: { _id: string; name: string; role: string } };
type Product = { _id: string; productName: string; subcategory: string; quantity: number; sellingPrice: number };
type Category = { category: string; subcategories: { subcategory: string }[] };
type AdminOrder = { _id: string; orderNumber: number; orderStatus: string; status: string; trackingNumber: string };

async function call<T>(urlPath: string, opts: { method?: string; body?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = {};
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  const res = await fetch(`${baseUrl()}${urlPath}`, {
    method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  return { status: res.status, data: (await res.json()) as T };
}

/** A shopper of the test's own, registered and signed in through the API, with one saved address. */
async function newShopper(name: string, phone: string) {
  const email = uniqueEmail('admin-journey');
  const reg = await call('/api/auth/register', {
    body: { name, email, password: PASSWORD, confirmPassword: PASSWORD, phoneNumber: phone },
  });
  expect(reg.status).toBe(201);
  const { data: session } = await call<Session>('/api/auth/login', { body: { email, password: PASSWORD } });
  const address = {
    name,
    houseNumber: 'Flat 7C, Lotus Residency',
    street: 'Road No. 3, Jubilee Hills',
    city: 'Hyderabad',
    state: 'Telangana',
    postalCode: '500033',
    country: 'India',
    phoneNumber: phone,
  };
  const saved = await call<{ _id: string }>(`/api/address/${session.user._id}`, {
    token: session.token,
    body: address,
  });
  expect(saved.status).toBe(201);
  return { session, address: { ...address, _id: saved.data._id } };
}

type Shopper = Awaited<ReturnType<typeof newShopper>>;

/**
 * Places an order like a shopper: the product into the cart, POST /api/payment, and — when `pay` —
 * the sandbox page's Pay form followed by the result page's validation call. Returns the order id.
 */
async function placeOrder({ session, address }: Shopper, product: Product, pay: boolean): Promise<string> {
  const userId = session.user._id;
  const added = await call(`/api/cart/${userId}/add`, {
    token: session.token,
    body: { productId: product._id, quantity: 1 },
  });
  expect(added.status).toBe(200);
  const { data: cart } = await call<{ _id: string }>(`/api/cart/${userId}`, { token: session.token });
  const fee = shippingFeeFor(1);
  const started = await call<{ paymentUrl: string }>('/api/payment', {
    token: session.token,
    body: {
      userId,
      shippingAddress: joinAddress(address),
      mobileNumber: address.phoneNumber,
      totalAmount: product.sellingPrice + fee,
      cartId: cart._id,
      shippingFee: fee,
      addressId: address._id,
    },
  });
  expect(started.status).toBe(200);
  const orderId = decodeURIComponent(new URL(started.data.paymentUrl).pathname.split('/').pop()!);
  if (!pay) return orderId;

  const hosted = await (await fetch(started.data.paymentUrl)).text();
  const action = /<form method="post" action="([^"]+)"/.exec(hosted)?.[1];
  expect(action).toBeDefined();
  const paid = await fetch(new URL(action!.replace(/&amp;/g, '&'), baseUrl()), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'outcome=success',
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  const validated = await call<{ success: boolean }>(`/api/payment/validate/${orderId}`, { token: session.token });
  expect(validated.data.success).toBe(true);
  return orderId;
}

async function adminToken(): Promise<string> {
  const { status, data } = await call<Session>('/api/auth/login', { body: admin() });
  expect(status).toBe(200);
  return data.token;
}

async function adminOrder(id: string, token: string) {
  return (await call<AdminOrder>(`/api/admin/orders/${id}`, { token })).data;
}

/** Two frames, so a resized or re-styled layout is painted before a picture. */
const settle = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

async function snapBoth(page: Page, name: string) {
  await snap(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await settle(page);
  await snap(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
  await settle(page);
}

/** The figure of a dashboard card, e.g. 'Sold Out Products'. */
async function cardValue(page: Page, label: string): Promise<number> {
  const dd = page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  const text = await waitFor(async () => {
    const t = (await dd.textContent())?.trim();
    return t && /^\d[\d,]*$/.test(t) ? t : undefined;
  });
  return Number(text.replace(/,/g, ''));
}

/** Three small PNG pictures (display + two additional) made with sharp. */
let imageDir: string;
let pictures: string[];
beforeAll(async () => {
  imageDir = mkdtempSync(path.join(tmpdir(), 'nidra-admin-e2e-'));
  const colours = [
    { r: 122, g: 86, b: 140 },
    { r: 233, g: 170, b: 140 },
    { r: 190, g: 160, b: 200 },
  ];
  pictures = await Promise.all(
    colours.map(async (background, i) => {
      const file = path.join(imageDir, `kaftan-${i}.png`);
      await sharp({ create: { width: 480, height: 600, channels: 3, background } })
        .png()
        .toFile(file);
      return file;
    }),
  );
});
afterAll(() => rmSync(imageDir, { recursive: true, force: true }));

/** Shared by the screen tour: the journey's product and orders. */
const made: { productName?: string; productId?: string; subcategory?: string; viewOrderId?: string } = {};

describe('admin journeys', () => {
  it('journey 3: sign in, add a product with images, mark sold out, stats change, dispatch, print labels, verify a payment', async () => {
    // Orders first, placed like shoppers: two paid (one to dispatch, one to stay pending) and one unpaid.
    const { data: arrivals } = await call<Product[]>('/api/products/new-arrivals');
    const stocked = arrivals.filter((p) => p.quantity >= 3);
    expect(stocked.length).toBeGreaterThanOrEqual(2);
    const meera = await newShopper('Meera Iyer', '9876543210');
    const toDispatch = await placeOrder(meera, stocked[0], true);
    const staysPending = await placeOrder(meera, stocked[1], true);
    const rahul = await newShopper('Rahul Verma', '9123456780');
    const unpaid = await placeOrder(rahul, stocked[0], false);
    const token = await adminToken();
    const [dispatchNo, pendingNo, unpaidNo] = await Promise.all(
      [toDispatch, staysPending, unpaid].map(async (id) => (await adminOrder(id, token)).orderNumber),
    );
    made.viewOrderId = toDispatch;

    // The admin signs in at /login.
    const page = await open(DESKTOP);
    await page.context().addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
    await page.goto('/login');
    await page.getByLabel('Email').fill(admin().email);
    await page.getByLabel('Password', { exact: true }).fill(admin().password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    const soldOutBefore = await cardValue(page, 'Sold Out Products');
    await page.getByRole('table', { name: /Users/ }).getByRole('row').nth(1).waitFor();
    expect(await page.title()).toContain('Dashboard · Admin');
    await snapBoth(page, 'admin-dashboard');

    // Add Product with a display image and two additional images.
    const { data: categories } = await call<Category[]>('/api/categories');
    const category = categories.find((c) => c.subcategories.length > 0)!;
    const subcategory = category.subcategories[0].subcategory;
    const productName = `Moonbeam Cotton Kaftan ${Date.now().toString(36)}`;
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Add Product' }).click();
    await page.getByRole('heading', { name: 'Add Product', level: 1 }).waitFor();
    await page.getByLabel(/^Product name/).fill(productName);
    await page.getByLabel(/^Category/).fill(category.category);
    await page.getByLabel(/^Subcategory/).fill(subcategory);
    await page.getByLabel('Size', { exact: true }).fill('M');
    await page.getByLabel('Fabric', { exact: true }).fill('Cotton mul');
    await page.getByLabel('Length', { exact: true }).fill('54 in');
    await page.getByLabel('Chest', { exact: true }).fill('42 in');
    await page.getByLabel(/^MRP/).fill('1899');
    await page.getByLabel(/^Selling price/).fill('1299');
    expect(await page.getByLabel('Discount (%)').inputValue()).toBe('31.60');
    expect(await page.getByLabel('Discount (%)').getAttribute('readonly')).not.toBeNull();
    await page.getByLabel(/^Actual price/).fill('640');
    await page.getByLabel('Quantity', { exact: true }).fill('5');
    await page.getByLabel('Design number', { exact: true }).fill('MB-204');
    await page.getByLabel('Barcode', { exact: true }).fill('8906001234567');
    await page
      .getByLabel('Description', { exact: true })
      .fill('A breezy cotton kaftan for warm nights, with a soft printed border.');
    await page.getByLabel('Display image', { exact: true }).setInputFiles(pictures[0]);
    await page.getByLabel('Additional images', { exact: true }).setInputFiles(pictures.slice(1));
    await page.getByRole('list', { name: 'Additional images preview' }).getByRole('img').nth(1).waitFor();
    await snap(page, 'admin-product-add-filled-desktop');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await page.getByText(messages.productAdded).waitFor();
    expect(await page.getByLabel(/^Product name/).inputValue()).toBe(''); // ready for the next one

    // It is in the Product List; mark it Sold Out there.
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Product List' }).click();
    await page.getByLabel('Subcategory', { exact: true }).selectOption(subcategory);
    const row = page.getByRole('row', { name: new RegExp(productName) });
    await row.waitFor();
    expect(await row.textContent()).toContain('Available');
    expect(await row.textContent()).toContain('31.60%');
    const editHref = await row.getByRole('link', { name: `Edit ${productName}` }).getAttribute('href');
    const productId = editHref!.split('/').pop()!;
    Object.assign(made, { productName, productId, subcategory });
    await snap(page, 'admin-product-list-desktop');
    await row.getByRole('button', { name: `View image of ${productName}` }).click();
    await page.getByRole('dialog', { name: `Image of ${productName}` }).waitFor();
    await snap(page, 'admin-product-image-popup-desktop');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    await row.getByRole('button', { name: `${messages.soldOut}: ${productName}` }).click();
    await waitFor(async () => (await row.textContent())?.includes('Sold out'));
    expect(await row.getByRole('button', { name: `Available: ${productName}` }).isEnabled()).toBe(true);

    // The shop shows it Sold Out.
    const shop = await page.context().newPage();
    await shop.goto(productPath({ subcategory, productName, _id: productId }));
    await shop.getByRole('heading', { name: productName, level: 1 }).waitFor();
    await shop.getByText(messages.soldOut, { exact: true }).first().waitFor();
    expect(await shop.getByRole('button', { name: 'Add to Cart' }).count()).toBe(0);
    await snap(shop, 'admin-storefront-sold-out-desktop');
    await shop.close();

    // The dashboard counts one more sold-out product.
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Dashboard' }).click();
    await waitFor(async () => (await cardValue(page, 'Sold Out Products')) === soldOutBefore + 1);

    // Set the first paid order DISPATCHED with a tracking number.
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'All Orders' }).click();
    const dispatchRow = page.getByRole('row', { name: new RegExp(`^${orderLabel(dispatchNo)}\\b`) });
    await dispatchRow.waitFor();
    expect(await page.getByText(/^Page 1 of \d+$/).count()).toBe(1);
    await snapBoth(page, 'admin-orders');
    // The paid order's invoice downloads as a PDF through the admin's invoice-number call.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dispatchRow.getByRole('button', { name: /^Download invoice / }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^[A-Za-z0-9-]+\.pdf$/);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    await dispatchRow.getByRole('link', { name: `Edit ${orderLabel(dispatchNo)}` }).click();
    await page.getByRole('heading', { name: `Edit order ${orderLabel(dispatchNo)}` }).waitFor();
    expect(await page.getByLabel('Order ID').inputValue()).toBe(orderLabel(dispatchNo));
    expect(await page.getByLabel('Order Status').inputValue()).toBe('PENDING');
    await page.getByLabel('Tracking Number').fill('EK123456789IN');
    await page.getByLabel('Order Status').selectOption('DISPATCHED');
    await snap(page, 'admin-order-edit-desktop');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(messages.orderUpdated).waitFor();
    await page.waitForURL((u) => u.pathname === '/admin/orders');
    await page.getByRole('tab', { name: 'Dispatched' }).click();
    await page.waitForURL((u) => u.searchParams.get('status') === 'DISPATCHED');
    await page.getByRole('row', { name: new RegExp(`^${orderLabel(dispatchNo)}\\b`) }).waitFor();
    expect(await page.getByRole('row', { name: new RegExp(`^${orderLabel(pendingNo)}\\b`) }).count()).toBe(0);
    const dispatched = await adminOrder(toDispatch, token);
    expect([dispatched.orderStatus, dispatched.trackingNumber]).toEqual(['DISPATCHED', 'EK123456789IN']);

    // Pending labels: the other paid order, From and To, one printed label per order.
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Pending Orders' }).click();
    const pendingRow = page.getByRole('row', { name: new RegExp(`^${orderLabel(pendingNo)}\\b`) });
    await pendingRow.waitFor();
    expect(await page.getByRole('row', { name: new RegExp(`^${orderLabel(dispatchNo)}\\b`) }).count()).toBe(0);
    expect(await pendingRow.textContent()).toContain('Mobile: 9876543210');
    await snapBoth(page, 'admin-pending-orders');
    await page.getByRole('button', { name: 'Show From To' }).click();
    expect(await page.getByRole('columnheader', { name: 'O.No.' }).count()).toBe(0);
    await page.getByRole('columnheader', { name: 'From' }).waitFor();
    await snap(page, 'admin-pending-from-to-desktop');
    await page.evaluate(() => {
      window.print = () => {
        (window as unknown as { printed: boolean }).printed = true;
      };
    });
    await page.getByRole('button', { name: 'Print labels' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed?: boolean }).printed)).toBe(true);
    await page.emulateMedia({ media: 'print' });
    const labels = page.getByRole('region', { name: 'Shipping labels' });
    await labels.getByText(orderLabel(pendingNo), { exact: false }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Admin menu' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print labels' }).isVisible()).toBe(false);
    expect(await page.getByRole('table', { name: 'Pending orders' }).isVisible()).toBe(false);
    const breaks = await labels
      .locator('article')
      .first()
      .evaluate((el) => [getComputedStyle(el).breakInside, getComputedStyle(el).breakAfter]);
    expect(breaks[0]).toBe('avoid');
    await snap(page, 'admin-pending-labels-print');
    await page.emulateMedia({ media: 'screen' });

    // Verify an initiated payment: still pending at the provider, so not verified.
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'All Orders' }).click();
    const unpaidRow = page.getByRole('row', { name: new RegExp(`^${orderLabel(unpaidNo)}\\b`) });
    await unpaidRow.getByText('PAYMENT_INITIATED').waitFor();
    await unpaidRow.getByRole('button', { name: 'Verify Payment' }).click();
    await page.getByText(messages.paymentVerificationFailed).waitFor();
    expect((await adminOrder(unpaid, token)).status).toBe('PAYMENT_INITIATED');
    await snap(page, 'admin-orders-verify-desktop');
  }, 240_000);

  it('shows every other admin screen, on desktop and phone', async () => {
    const token = await adminToken();
    const { data: me } = await call<{ user: Session['user'] }>('/api/validate-token', { token });
    const page = await open(DESKTOP);
    await page.context().addInitScript(
      (s: { token: string; user: unknown }) => {
        localStorage.setItem('token', s.token);
        localStorage.setItem('user', JSON.stringify(s.user));
        localStorage.setItem('cookieConsent', 'true');
      },
      { token, user: me.user },
    );

    // View order: products open the shop in a new tab; the status history lists the dispatch.
    if (made.viewOrderId) {
      await page.goto(`/admin/orders/view/${made.viewOrderId}`);
      await page.getByRole('heading', { name: 'Status history' }).waitFor();
      const link = page
        .getByRole('main')
        .getByRole('link', { name: /opens in a new tab/ })
        .first();
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
      await page.getByText('DISPATCHED').first().waitFor();
      await snapBoth(page, 'admin-order-view');
    }

    // Product Stats: a highlighted row is one with fewer than 10 active products.
    await page.goto('/admin/products/stats');
    await page.getByRole('table', { name: 'Product stats per subcategory' }).getByRole('rowheader').first().waitFor();
    await snapBoth(page, 'admin-product-stats');

    // Product Prices: validation, then a saved price in the table.
    await page.goto('/admin/products/prices');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(messages.priceFormInvalid).waitFor();
    const { data: names } = await call<string[]>('/api/subcategories');
    await page.getByLabel('Subcategory', { exact: true }).selectOption(names[0]);
    await page.getByLabel(/^Actual Price/).fill('725');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(messages.priceSaved).waitFor();
    await page.getByRole('row', { name: new RegExp(`${names[0]}.*₹725`) }).waitFor();
    await snapBoth(page, 'admin-product-prices');

    // Edit product: the stored values in the same form; Update → toast and back to the list.
    if (made.productId) {
      await page.goto(`/admin/product/edit/${made.productId}`);
      await page.getByRole('heading', { name: `Edit ${made.productName}` }).waitFor();
      expect(await page.getByLabel(/^Selling price/).inputValue()).toBe('1299');
      await page.getByAltText('Current additional images 2').waitFor();
      await snapBoth(page, 'admin-product-edit');
      await page.getByLabel(/^Selling price/).fill('1199');
      expect(await page.getByLabel('Discount (%)').inputValue()).toBe('36.86');
      await page.getByRole('button', { name: 'Update Product' }).click();
      await page.getByText(messages.productUpdated).waitFor();
      await page.waitForURL('**/admin/products/list');
    }

    // Sales: 'Admin Sales' over a real report with an accessible chart.
    await page.goto('/admin/sales');
    await page.getByRole('heading', { name: messages.adminSales, level: 1 }).waitFor();
    const chart = page.getByRole('img', { name: /^Revenue per day/ });
    await chart.waitFor();
    expect(await chart.locator('rect > title').count()).toBe(30);
    await snapBoth(page, 'admin-sales');

    // Active Carts: the journey's unpaid shopper still has an item; items open in a new tab.
    await page.goto('/admin/carts');
    const cartsTable = page.getByRole('table', { name: 'Active carts' });
    await cartsTable.getByRole('rowheader').first().waitFor();
    const item = cartsTable.getByRole('link').first();
    expect(await item.getAttribute('target')).toBe('_blank');
    await snapBoth(page, 'admin-carts');

    // Add Product and the empty-form alert.
    await page.goto('/admin/products/add');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await page.getByText(messages.fillOutField('productName')).waitFor();
    await snapBoth(page, 'admin-product-add');

    // Phone: the side menu is a drawer.
    await page.setViewportSize(PHONE);
    await page.goto('/admin/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Admin menu' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Admin menu' });
    await drawer.getByRole('link', { name: 'Active Carts' }).waitFor();
    await snap(page, 'admin-drawer-phone');
    await drawer.getByRole('link', { name: 'Product List' }).click();
    await page.getByRole('heading', { name: 'Product List', level: 1 }).waitFor();
    expect(await drawer.isVisible()).toBe(false);
    await page.getByRole('table', { name: 'Products' }).getByRole('rowheader').first().waitFor();
    await snap(page, 'admin-product-list-phone');

    // Sign Out from the drawer lands on the shop, signed out.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);
  }, 180_000);
});
