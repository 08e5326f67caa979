import { formatINR, productPath, subcategoryPath } from '@nidra/shared';
import type { ConsoleMessage, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, PHONE, snap, useBrowser, waitFor } from './support/browser.ts';
import { call, newShopper, restoreSessionBeforeLoad, signInByApi } from './support/shop-api.ts';

// The storefront as the server renders it: readable with JavaScript off (a crawler, a link preview,
// a slow phone before its script arrives), then taken over by the app without a hydration complaint.

const { open } = useBrowser();

type Product = { _id: string; productName: string; subcategory: string; sellingPrice: number; quantity: number };

/** A product from the new arrivals, with its subcategory. */
async function someProduct(): Promise<Product> {
  const { data } = await call<Product[]>('/api/products/new-arrivals');
  return data[0];
}

/** A browser context with JavaScript off, at the phone's width. */
async function openWithoutScript(): Promise<Page> {
  const page = await open(PHONE);
  const context = await page.context().browser()!.newContext({
    baseURL: baseUrl(),
    viewport: PHONE,
    javaScriptEnabled: false,
  });
  await page.context().close();
  return context.newPage();
}

/** Console errors and warnings, and uncaught page errors, from now on (not the 404 page's own status). */
function recordProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    if (m.location().url.endsWith('/no-such-page')) return;
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/**
 * Opens a menu as a shopper would on a page still loading its script: a tap before the app has taken
 * over does nothing, so tap again until the menu shows.
 */
async function openMenu(button: Locator, menu: Locator) {
  await waitFor(async () => {
    if (await menu.isVisible()) return true;
    // A tap before the app has taken over is lost: tap again. An open menu whose code is still
    // loading (the phone menu loads on first open) is not tapped shut.
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    return undefined;
  }, 60_000);
}

describe('server-rendered storefront', () => {
  it('with JavaScript off, a shopper reads home, a list and a product, following the links', async () => {
    const product = await someProduct();
    const page = await openWithoutScript();
    await page.goto('/');
    await page.locator('h2', { hasText: 'Categories' }).waitFor();
    await page.locator('h2', { hasText: 'New Arrivals' }).waitFor();
    await page
      .locator(`main a[href="${subcategoryPath(product.subcategory)}"]`)
      .first()
      .click();
    await page.waitForURL(`**${subcategoryPath(product.subcategory)}`);
    expect(await page.locator('h1').innerText()).toBe(product.subcategory);
    expect(await page.title()).toContain(product.subcategory);

    // One card per design: the card links to one of its sizes.
    const card = page.locator(`main a[href^="${subcategoryPath(product.subcategory)}/"]`).first();
    const href = (await card.getAttribute('href'))!;
    await card.click();
    await page.waitForURL(`**${href}`);
    const { data: shown } = await call<Product>(`/api/products/x/${href.split('/').pop()}`);
    expect(await page.locator('h1').innerText()).toBe(shown.productName);
    await expect(page.locator('main').innerText()).resolves.toContain(formatINR(shown.sellingPrice));
    // The main picture is in the HTML, eager and first in line.
    const picture = page.locator(`main img[alt="${shown.productName}"]`).first();
    expect(await picture.getAttribute('fetchpriority')).toBe('high');
    await snap(page, 'no-script-product-phone');
    await page.context().close();
  });

  it('an unknown product answers 404 with the not-found page, without script', async () => {
    const page = await openWithoutScript();
    const res = await page.goto('/prod/Nighties/Gone/00000000-0000-4000-8000-000000000000');
    expect(res?.status()).toBe(404);
    expect(await page.locator('h1').innerText()).toBe('This page has drifted off to sleep');
    await page.context().close();
  });

  it('the app takes over the server’s pages with no hydration warning, for a visitor and a signed-in shopper', async () => {
    const product = await someProduct();
    const paths = [
      '/',
      subcategoryPath(product.subcategory),
      `${subcategoryPath(product.subcategory)}?sort=price-desc&inStock=1`,
      productPath(product),
      `/search?q=${encodeURIComponent(product.productName.split(' ').slice(-1)[0])}`,
      '/search?q=zzqqxx',
      '/about-us',
      '/no-such-page',
    ];
    const session = await signInByApi((await newShopper('Meera Iyer', 'hydration')).email);
    for (const signedIn of [false, true]) {
      const page = await open(DESKTOP);
      if (signedIn) await restoreSessionBeforeLoad(page, session);
      const problems = recordProblems(page);
      for (const path of paths) {
        await page.goto(path);
        // The signed-in header is drawn by the browser once the app has taken over the page.
        const name = signedIn ? 'Account: Meera Iyer' : 'Account';
        await openMenu(page.getByRole('button', { name, exact: true }), page.locator('#user-menu'));
        await page.keyboard.press('Escape');
      }
      await page.waitForLoadState('networkidle');
      expect(problems, signedIn ? 'signed in' : 'visitor').toEqual([]);
      await page.context().close();
    }
  });

  it('the page’s data counts as read when the page was sent: taking over asks the API nothing again', async () => {
    const product = await someProduct();
    const page = await open(PHONE);
    // The phone's clock runs five minutes ahead of the server's, as if the server's render were that old
    // (a page is kept in the server's cache until a write drops it); the queries keep a minute or more.
    await page.addInitScript(() => {
      const serverNow = Date.now;
      Date.now = () => serverNow() + 5 * 60_000;
    });
    const reads: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith('/api/')) reads.push(pathname);
    });
    const offer = page.waitForRequest((r) => new URL(r.url()).pathname === `/api/offers/product/${product._id}`);
    await page.goto(productPath(product));
    // The product's offer line is the one read that is not in the page: asked as the app takes over.
    await offer;
    await page.waitForLoadState('networkidle');
    expect(reads).toEqual([`/api/offers/product/${product._id}`]);
    await page.context().close();
  });

  it('a search with matches asks the API for nothing as the app takes it over', async () => {
    const product = await someProduct();
    const page = await open(PHONE);
    const reads: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith('/api/')) reads.push(pathname);
    });
    await page.goto(`/search?q=${encodeURIComponent(product.productName.split(' ').slice(-1)[0])}`);
    await expect.poll(() => page.locator('main ul > li a[href^="/prod/"]').count()).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    // The new arrivals are offered only when nothing matches: read then, not on every search.
    expect(reads).toEqual([]);
  });

  it('without JavaScript, search results and a sorted list are in the page, linking to products', async () => {
    const product = await someProduct();
    const word = product.productName.split(' ').slice(-1)[0];
    const page = await openWithoutScript();
    await page.goto(`/search?q=${encodeURIComponent(word)}`);
    expect(await page.locator('h1').innerText()).toBe(`Results for “${word}”`);
    expect(await page.locator('main a[href^="/prod/"]').count()).toBeGreaterThan(0);
    await page.goto(`${subcategoryPath(product.subcategory)}?sort=price-asc`);
    expect(await page.locator('select').first().inputValue()).toBe('price-asc');
    await page.context().close();
  });

  it('what lies below a phone’s first screen is drawn as the shopper scrolls to it, links and all', async () => {
    const page = await open(PHONE);
    await page.goto('/');
    const footer = page.locator('footer');
    const arrivals = page.locator('#new-arrivals');
    // Drawn = laid out and painted: the contents of a part skipped by content-visibility read as not drawn.
    const drawn = (part: Locator) =>
      part.evaluate((el) => el.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? false);
    expect(await drawn(footer)).toBe(false);
    expect(await drawn(arrivals)).toBe(false);
    // Skipped parts still belong to the page: a screen reader and find-in-page reach them.
    await expect.poll(() => footer.getByRole('link', { name: 'Privacy Policy' }).count()).toBe(1);
    await arrivals.scrollIntoViewIfNeeded();
    await waitFor(() => drawn(arrivals));
    const privacy = footer.getByRole('link', { name: 'Privacy Policy' });
    await privacy.scrollIntoViewIfNeeded();
    await waitFor(() => drawn(footer));
    const box = await privacy.boundingBox();
    expect(box?.height).toBeGreaterThan(0);
    await privacy.click();
    await page.waitForURL('**/privacy-policy');
    await snap(page, 'privacy-policy-from-footer-phone');
  });

  it('after taking over, a list’s product link navigates in the app', async () => {
    const product = await someProduct();
    const page = await open(PHONE);
    const problems = recordProblems(page);
    await page.goto(subcategoryPath(product.subcategory));
    await openMenu(page.locator('button[aria-controls="mobile-menu"]'), page.locator('#mobile-menu'));
    await page.getByRole('button', { name: 'Close menu' }).click();
    const card = page.locator(`main a[href^="${subcategoryPath(product.subcategory)}/"]`).first();
    const href = (await card.getAttribute('href'))!;
    const { data: shown } = await call<Product>(`/api/products/x/${href.split('/').pop()}`);
    await card.click();
    await page.locator('h1', { hasText: shown.productName }).waitFor();
    expect(problems).toEqual([]);
  });
});
