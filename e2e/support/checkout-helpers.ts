import { cartTotalsOf, messages } from '@nidra/shared';
import type { Cart } from '@nidra/shared/cart/cart.schema';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

import { call, newShopper, type Session, signInByApi } from './shop-api.ts';

/** Helpers of the checkout journeys: cart and address set-up, payments started through the API. */

export type Product = { _id: string; productName: string; subcategory: string; quantity: number };
type Address = { _id: string };

/** Product links of the current list that are in stock (their card shows no 'Sold Out'). */
export async function inStockProductHrefs(page: Page): Promise<string[]> {
  const cards = page.locator('main ul > li a[href^="/prod/"]');
  await cards.first().waitFor();
  return cards.evaluateAll(
    (links, soldOut) => links.filter((a) => !a.textContent?.includes(soldOut)).map((a) => a.getAttribute('href') ?? ''),
    messages.soldOut,
  );
}

export async function addToCartOnProductPage(page: Page, href: string) {
  await page.goto(href);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('button', { name: messages.addToCart }).click();
  await page.getByText(messages.addedToCart).first().waitFor();
}

export async function fillAddress(page: Page) {
  await page.getByLabel('Full name').fill('Meera Iyer');
  await page.getByLabel('Phone number').fill('9876543210');
  await page.getByLabel('House number').fill('Flat 4B, Lotus Residency');
  await page.getByLabel('Street').fill('Road No. 12, Banjara Hills');
  await page.getByLabel('City').fill('Hyderabad');
  await page.getByLabel('State').selectOption('Telangana');
  await page.getByLabel('Postal code').fill('500034');
  expect(await page.getByLabel('Country').inputValue()).toBe('India');
}

/** A signed-in shopper of the test's own with one saved address. */
export async function shopperWithAddress(name: string, prefix: string) {
  const { email } = await newShopper(name, prefix, '9123456780');
  const session = await signInByApi(email);
  const { status, data } = await call<Address>(`/api/address/${session.user._id}`, {
    token: session.token,
    body: {
      name,
      houseNumber: '221',
      street: 'Sector 15',
      city: 'Gurugram',
      state: 'Haryana',
      postalCode: '122001',
      country: 'India',
      phoneNumber: '9123456780',
    },
  });
  expect(status).toBe(201);
  return { session, addressId: data._id };
}

export async function addToCartByApi(session: Session, productId: string, quantity = 1) {
  const { status } = await call(`/api/cart/${session.user._id}/add`, {
    body: { productId, quantity },
    token: session.token,
  });
  expect(status).toBe(200);
}

export async function cartOf(session: Session): Promise<Cart> {
  const { status, data } = await call<Cart>(`/api/cart/${session.user._id}`, { token: session.token });
  expect(status).toBe(200);
  return data;
}

/** POST /api/payment for the shopper's whole cart, priced as the checkout page prices it. */
export async function startPaymentByApi(session: Session, addressId: string) {
  const cart = await cartOf(session);
  const totals = cartTotalsOf(cart.items);
  return call<{ message: string; paymentUrl?: string }>('/api/payment', {
    token: session.token,
    body: {
      userId: session.user._id,
      shippingAddress: 'as saved',
      mobileNumber: '9123456780',
      totalAmount: totals.totalAmount,
      cartId: cart._id,
      shippingFee: totals.shippingFee,
      addressId,
    },
  });
}

/** An in-stock product with at most `max` units left (one cart call adds at most 10). */
export async function productWithFewLeft(max = 10): Promise<Product> {
  const { data: arrivals } = await call<Product[]>('/api/products/new-arrivals');
  const found = arrivals.find((p) => p.quantity > 0 && p.quantity <= max);
  if (found) return found;
  const { data: categories } = await call<{ subcategories: { subcategory: string }[] }[]>('/api/categories');
  for (const { subcategories } of categories) {
    for (const { subcategory } of subcategories) {
      const slug = encodeURIComponent(subcategory.trim().replace(/\s+/g, '-'));
      const { data } = await call<{ products: Product[] }>(`/api/products?subcategory=${slug}&page=1&pageSize=48`);
      const few = data.products.find((p) => p.quantity > 0 && p.quantity <= max);
      if (few) return few;
    }
  }
  throw new Error(`the demo catalogue has no product with 1–${max} units left`);
}
