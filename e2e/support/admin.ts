import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { joinAddress, shippingFeeFor } from '@nidra/shared';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import { admin, baseUrl, DESKTOP, uniqueEmail, waitFor } from './browser.ts';
import { call, type Session } from './shop-api.ts';

// Helpers of the admin journeys: their own shoppers, orders and products, made through the API.

const PASSWORD = 'Night#Owl2026';

export type Product = {
  _id: string;
  productName: string;
  subcategory: string;
  quantity: number;
  sellingPrice: number;
  imagesUrl: string[];
};
export type Category = { category: string; subcategories: { subcategory: string }[] };
export type AdminOrder = {
  _id: string;
  orderNumber: number;
  orderStatus: string;
  status: string;
  trackingNumber: string;
};

/** A shopper of the test's own, registered and signed in through the API, with one saved address. */
export async function newShopper(name: string, phone: string) {
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

export type Shopper = Awaited<ReturnType<typeof newShopper>>;

/** Puts one piece of `product` into the shopper's cart; returns the cart id. */
export async function addToCart({ session }: Shopper, product: Pick<Product, '_id'>): Promise<string> {
  const userId = session.user._id;
  const added = await call(`/api/cart/${userId}/add`, {
    token: session.token,
    body: { productId: product._id, quantity: 1 },
  });
  expect(added.status).toBe(200);
  return (await call<{ _id: string }>(`/api/cart/${userId}`, { token: session.token })).data._id;
}

/**
 * Places an order like a shopper: the product into the cart, POST /api/payment, and — when `pay` —
 * the sandbox page's Pay form followed by the result page's validation call. Returns the order id.
 */
export async function placeOrder(shopper: Shopper, product: Product, pay: boolean): Promise<string> {
  const { session, address } = shopper;
  const cartId = await addToCart(shopper, product);
  const fee = shippingFeeFor(1);
  const started = await call<{ paymentUrl: string }>('/api/payment', {
    token: session.token,
    body: {
      userId: session.user._id,
      shippingAddress: joinAddress(address),
      mobileNumber: address.phoneNumber,
      totalAmount: product.sellingPrice + fee,
      cartId,
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

export async function adminToken(): Promise<string> {
  const { status, data } = await call<Session>('/api/auth/login', { body: admin() });
  expect(status).toBe(200);
  return data.token;
}

export async function adminOrder(id: string, token: string) {
  return (await call<AdminOrder>(`/api/admin/orders/${id}`, { token })).data;
}

/** A product with a display image and two additional images, added through POST /api/add-product. */
export async function addProductViaApi(token: string, pictures: string[], fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const file = async (p: string) => new Blob([new Uint8Array(await readFile(p))], { type: 'image/png' });
  form.append('displayImage', await file(pictures[0]), path.basename(pictures[0]));
  for (const p of pictures.slice(1)) form.append('imagesUrl', await file(p), path.basename(p));
  const res = await call<Product>('/api/add-product', { token, body: form });
  expect(res.status).toBe(201);
  return res.data;
}

/**
 * A piece of the journey's own in the first subcategory of the menu, added through the admin API:
 * prices, stock and size default to a ₹999 nighty with 20 in stock; `fields` overrides any of them.
 */
export async function addPieceViaApi(token: string, pictures: string[], fields: Record<string, string>) {
  const { data: categories } = await call<Category[]>('/api/categories');
  const category = categories.find((c) => c.subcategories.length > 0)!;
  return addProductViaApi(token, pictures, {
    category: category.category,
    subcategory: category.subcategories[0].subcategory,
    MRP: '1499',
    sellingPrice: '999',
    actualPrice: '420',
    quantity: '20',
    size: 'M',
    ...fields,
  });
}

/** Opens a page already signed in as the admin (token and user in local storage, cookies accepted). */
export async function signedInAdminPage(open: (viewport?: typeof DESKTOP) => Promise<Page>, token: string) {
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
  return page;
}

/** Three small PNG pictures (display + two additional) made with sharp, and a way to remove them. */
export async function makePictures(prefix: string) {
  const dir = mkdtempSync(path.join(tmpdir(), `nidra-${prefix}-`));
  const colours = [
    { r: 122, g: 86, b: 140 },
    { r: 233, g: 170, b: 140 },
    { r: 190, g: 160, b: 200 },
  ];
  const files = await Promise.all(
    colours.map(async (background, i) => {
      const file = path.join(dir, `kaftan-${i}.png`);
      await sharp({ create: { width: 480, height: 600, channels: 3, background } })
        .png()
        .toFile(file);
      return file;
    }),
  );
  return { files, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The three pictures of a test file, made before its tests and removed after them. */
export function usePictures(prefix: string): { files: string[] } {
  const pictures = { files: [] as string[] };
  let remove = () => {};
  beforeAll(async () => {
    const made = await makePictures(prefix);
    pictures.files = made.files;
    remove = made.remove;
  });
  afterAll(() => remove());
  return pictures;
}

/** The figure of a dashboard card, e.g. 'Sold Out Products'. */
export async function cardValue(page: Page, label: string): Promise<number> {
  const dd = page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  const text = await waitFor(async () => {
    const t = (await dd.textContent())?.trim();
    return t && /^\d[\d,]*$/.test(t) ? t : undefined;
  });
  return Number(text.replace(/,/g, ''));
}
