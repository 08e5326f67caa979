import { messages, productPath } from '@nidra/shared';
import type { Cart } from '@nidra/shared/cart/cart.schema';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pathOf, signInWithForm } from './support/account-helpers.ts';
import { DESKTOP, PHONE, uniqueEmail, useBrowser, waitFor } from './support/browser.ts';
import { type Product, productWithFewLeft } from './support/checkout-helpers.ts';
import {
  acceptCookiesBeforeLoad,
  call,
  newShopper,
  PASSWORD,
  restoreSessionBeforeLoad,
  signInByApi,
} from './support/shop-api.ts';

const { open } = useBrowser();
const SHOTS = process.env.SHOTS_DIR;

/** The shopper's cart as the server holds it: product id → quantity. */
async function cartLines(email: string): Promise<Map<string, number>> {
  const session = await signInByApi(email);
  const { data } = await call<Cart>(`/api/cart/${session.user._id}`, { token: session.token });
  return new Map(data.items.map((i) => [i.product._id, i.quantity]));
}

/** A visitor on an in-stock product's page presses Add to Cart and is sent to sign in. */
async function addAsVisitor(page: Page, product: Product) {
  await acceptCookiesBeforeLoad(page);
  await page.goto(productPath(product));
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('button', { name: messages.addToCart }).first().click();
  await page.getByRole('button', { name: 'Login' }).waitFor();
  expect(pathOf(page)).toBe('/login');
}

describe("a visitor's Add to Cart", () => {
  it('signs in, comes back to the product and finds the piece in the cart, added once', async () => {
    const product = await productWithFewLeft();
    const shopper = await newShopper('Ananya Rao', 'return-login');
    const page = await open(DESKTOP);
    await addAsVisitor(page, product);
    await signInWithForm(page, shopper.email, PASSWORD);
    await page.getByText(messages.addedToCart).first().waitFor();
    expect(pathOf(page)).toBe(productPath(product));
    expect(await cartLines(shopper.email)).toEqual(new Map([[product._id, 1]]));

    // A reload does not add it again.
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: /cart/i }).first().waitFor();
    expect(await cartLines(shopper.email)).toEqual(new Map([[product._id, 1]]));
  });

  it('registers instead, signs in, and is back on the product with the piece in the cart', async () => {
    const product = await productWithFewLeft();
    const page = await open(DESKTOP);
    await addAsVisitor(page, product);
    await page.getByRole('link', { name: messages.register }).click();
    const email = uniqueEmail('return-register');
    await page.getByLabel('Full name').fill('Divya Menon');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByLabel('Phone number').fill('9876501234');
    await page.getByRole('button', { name: messages.register }).click();
    await page.getByText(messages.registrationSuccess).waitFor();
    await signInWithForm(page, email, PASSWORD);
    await page.getByText(messages.addedToCart).first().waitFor();
    expect(pathOf(page)).toBe(productPath(product));
    expect(await cartLines(email)).toEqual(new Map([[product._id, 1]]));
  });
});

describe('the product page on a phone', () => {
  it('keeps the added-to-cart toast clear of the buy bar, says Tap to zoom and what shipping costs', async () => {
    const product = await productWithFewLeft();
    const shopper = await newShopper('Ishita Das', 'phone-toast');
    const page = await open(PHONE, { touch: true });
    await restoreSessionBeforeLoad(page, await signInByApi(shopper.email));
    await page.goto(productPath(product));
    await page.getByText('Tap to zoom').waitFor();
    expect(await page.getByText('Click to zoom').isVisible()).toBe(false);
    await page.getByText(`${messages.shippingExtraFrom('₹50')}`).waitFor();

    // Scrolled past the page's own button, the bar shows; its Add to Cart raises the toast above it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const bar = page.getByRole('region', { name: messages.buyBar });
    await bar.getByRole('button', { name: messages.addToCart }).click();
    const toast = page.getByRole('status').filter({ hasText: messages.addedToCart });
    await toast.waitFor();
    const barBox = await waitFor(async () => {
      const box = await bar.boundingBox();
      return box && box.y + box.height <= PHONE.height + 1 ? box : undefined;
    });
    const toastBox = await toast.boundingBox();
    expect(toastBox).not.toBeNull();
    expect((toastBox?.y ?? 0) + (toastBox?.height ?? 0)).toBeLessThanOrEqual(barBox.y);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/product-390-toast.png` });
  });

  it('says Click to zoom to a mouse on a desktop', async () => {
    const product = await productWithFewLeft();
    const page = await open(DESKTOP);
    await acceptCookiesBeforeLoad(page);
    await page.goto(productPath(product));
    await page.getByText('Click to zoom').waitFor();
    expect(await page.getByText('Tap to zoom').isVisible()).toBe(false);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/product-1280.png` });
  });
});

describe('the shop on a home screen', () => {
  it('serves favicon.ico and the manifest with its icons, under the strict Content-Security-Policy', async () => {
    const page = await open(PHONE);
    const refused: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) refused.push(m.text());
    });
    await acceptCookiesBeforeLoad(page);
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = await page.evaluate(async (url) => (await fetch(url)).json(), href as string);
    const icons = manifest.icons as { src: string; sizes: string }[];
    for (const file of ['/favicon.ico', ...icons.map((i) => i.src), '/icons/apple-touch-icon.png']) {
      const status = await page.evaluate(async (url) => {
        const res = await fetch(url);
        return `${res.status} ${res.headers.get('content-type')}`;
      }, file);
      expect(status, file).toMatch(/^200 image\//);
    }
    const types = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? '{}')['@type']));
    expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
    expect(refused).toEqual([]);
  });
});
