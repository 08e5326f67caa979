import { messages, productPath, subcategoryPath } from '@nidra/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, PHONE, snap, useBrowser, waitFor } from './support/browser.ts';

const { open } = useBrowser();

type Product = { _id: string; productName: string; subcategory: string; quantity: number; sellingPrice: number };
type Category = { category: string; subcategories: { subcategory: string; displayImage: string | null }[] };
type ProductPage = { products: Product[]; page: number; totalPages: number };

async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

/** A sold-out design (every size at quantity 0), found by paging through every subcategory's list of designs. */
async function findSoldOutProduct(): Promise<{ product: Product; page: number }> {
  const categories = await getJson<Category[]>('/api/categories');
  for (const { subcategories } of categories) {
    for (const { subcategory } of subcategories) {
      const slug = subcategory.trim().replace(/\s+/g, '-');
      for (let page = 1; ; page++) {
        const list = await getJson<ProductPage>(
          `/api/products?subcategory=${encodeURIComponent(slug)}&group=design&page=${page}&pageSize=24`,
        );
        const soldOut = list.products.find((p) => p.quantity < 1);
        if (soldOut) return { product: soldOut, page };
        if (page >= list.totalPages) break;
      }
    }
  }
  throw new Error('the seeded catalogue has no sold-out product (quantity 0)');
}

/** Opens a page as a returning visitor: cookie notice accepted, optionally without animations. */
async function openAt(viewport: typeof DESKTOP, path: string, opts: { reducedMotion?: boolean } = {}) {
  const page = await open(viewport);
  await page.context().addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
  if (opts.reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(path);
  return page;
}

/** Loads every rendered picture (lazy ones too) for a full-page screenshot and checks none is broken. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // Lazy pictures below the fold load only when scrolled to; a full-page capture needs them all. The
  // page may still render cards after the first look, so every poll makes the newcomers eager too.
  // Pictures inside hidden containers (closed menus, inactive slides) are never fetched and never seen.
  const pending = () =>
    page.evaluate(() => {
      for (const img of document.querySelectorAll('img')) img.loading = 'eager';
      return [...document.images]
        .filter((img) => img.getClientRects().length > 0 && !img.complete)
        .map((img) => img.currentSrc || img.src);
    });
  // Every picture of a long page loads at once here, on a busy CI machine: allow a generous deadline.
  await waitFor(async () => (await pending()).length === 0, 60_000).catch(async (err) => {
    throw new Error(`${err.message}: still loading ${JSON.stringify(await pending())}`);
  });
  // Decoded before the capture: a full-page screenshot does not wait for async decoding off-screen.
  await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode().catch(() => undefined))));
  const broken = await page.evaluate(() =>
    [...document.images]
      .filter((img) => img.getClientRects().length > 0 && img.naturalWidth === 0)
      .map((img) => img.currentSrc || img.src),
  );
  expect(broken).toEqual([]);
}

const mainImage = (page: Page) => page.getByRole('button', { name: /^Zoom image of/ }).locator('img');
const productCards = (page: Page) => page.locator('main ul > li a[href^="/prod/"]');
const currentSlide = (page: Page) =>
  page.getByRole('button', { name: /^Go to slide/ }).and(page.locator('[aria-current="true"]'));

describe('storefront', () => {
  it('browses home → menu → subcategory → product, swaps the picture and zooms', async () => {
    const page = await openAt(DESKTOP, '/', { reducedMotion: true });
    await expect.poll(() => page.title()).toContain('Complete Nightwear Store');
    await page.getByRole('heading', { name: 'Categories' }).waitFor();
    await page.getByRole('heading', { name: 'New Arrivals' }).waitFor();
    expect(await page.locator('meta[name="twitter:site"]').getAttribute('content')).toBe('@nidra.nightwear');
    const hero = page.locator('section[aria-roledescription="carousel"] img').first();
    expect(await hero.getAttribute('fetchpriority')).toBe('high');
    await settle(page);
    await snap(page, 'storefront-home-desktop');

    // Hover a top-menu name, then click one of its submenus.
    const nav = page.getByRole('navigation', { name: 'Shop by category' });
    await nav.getByRole('button').first().hover();
    const submenu = nav.getByRole('link').first();
    await submenu.waitFor();
    const subName = (await submenu.textContent())?.trim() ?? '';
    await submenu.click();
    await page.waitForURL((url) => url.pathname === subcategoryPath(subName));
    await page.getByRole('heading', { level: 1, name: subName }).waitFor();
    await productCards(page).first().waitFor();
    expect(await productCards(page).count()).toBeGreaterThan(0);
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).textContent()).toContain('Home');
    await settle(page);
    await snap(page, 'storefront-subcategory-desktop');

    // Open a product that has more than one picture.
    const withPictures = await findProductWithPictures(subName);
    await page
      .locator(`a[href="${productPath(withPictures)}"]`)
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: withPictures.productName }).waitFor();
    // The Product JSON-LD is in the server's head of a product URL (the shared-link test below); a
    // product reached inside the app draws none of its own (docs/decisions/0011).
    const before = await mainImage(page).getAttribute('src');
    await page.getByRole('button', { name: /^Show image 2 of/ }).click();
    await waitFor(async () => (await mainImage(page).getAttribute('src')) !== before);
    await page.getByRole('button', { name: /^Show image 1 of/ }).click();
    await settle(page);
    await snap(page, 'storefront-product-desktop');

    await mainImage(page).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await waitFor(() =>
      dialog.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    );
    await snap(page, 'storefront-zoom-desktop');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('goes from the first carousel slide to the third with Previous', async () => {
    // Reduced motion stops the 5 s auto-advance, which could otherwise move the slide mid-test.
    const page = await openAt(DESKTOP, '/', { reducedMotion: true });
    await currentSlide(page).waitFor();
    // Not running: the slides announce changes politely instead of rotating on their own.
    expect(await page.locator('section[aria-roledescription="carousel"] [aria-live="polite"]').count()).toBe(1);
    expect(await currentSlide(page).getAttribute('aria-label')).toBe('Go to slide 1');
    await page.getByRole('button', { name: 'Previous slide' }).click();
    expect(await currentSlide(page).getAttribute('aria-label')).toBe('Go to slide 3');
    await page.locator('[aria-roledescription="slide"][aria-label="3 of 3"]:not([aria-hidden="true"])').waitFor();
  });

  it('serves the title and sharing tags in the HTML itself, for crawlers that run no script', async () => {
    const res = await fetch(`${baseUrl()}/`);
    const html = await res.text();
    const tag = (attr: string, name: string) =>
      html.match(new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`))?.[1];
    expect(html).toContain(`<title>${messages.homeTitle('Nidra')}</title>`);
    expect(tag('property', 'og:type')).toBe('website');
    expect(tag('property', 'og:site_name')).toBe('Nidra');
    expect(tag('property', 'og:title')).toBe(messages.homeTitle('Nidra'));
    expect(tag('property', 'og:description')).toBe(messages.homeDescription('Nidra'));
    expect(tag('property', 'og:image')).toBe(`${baseUrl()}/hero/og-home.jpg`);
    expect(html).toContain(`<link rel="canonical" href="${baseUrl()}/" />`);
    expect(tag('name', 'twitter:card')).toBe('summary_large_image');
    expect(tag('name', 'twitter:site')).toBe('@nidra.nightwear');
    const image = await fetch(`${baseUrl()}/hero/og-home.jpg`);
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
  });

  it('answers a shared product link with its own name, price and JSON-LD, and an unknown product with 404', async () => {
    const { product } = await findSoldOutProduct();
    const res = await fetch(`${baseUrl()}${productPath(product)}`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain(`<title>${product.productName} | Nidra</title>`);
    const data = JSON.parse(html.match(/<script type="application\/ld\+json">([^<]*)<\/script>/)![1]);
    expect(data.offers).toMatchObject({
      price: product.sellingPrice,
      priceCurrency: 'INR',
      availability: 'https://schema.org/OutOfStock',
    });
    const gone = await fetch(
      `${baseUrl()}${subcategoryPath(product.subcategory)}/Gone/00000000-0000-4000-8000-000000000000`,
    );
    expect(gone.status).toBe(404);
  });

  it("shows a sold-out product as 'Sold Out' in the list and without Add to Cart", async () => {
    const { product, page: listPage } = await findSoldOutProduct();
    const page = await openAt(DESKTOP, subcategoryPath(product.subcategory));
    for (let i = 1; i < listPage; i++) await page.getByRole('button', { name: 'Load more' }).click();
    const card = page.locator(`main a[href="${productPath(product)}"]`);
    await card.waitFor();
    expect(await card.textContent()).toContain(messages.soldOut);

    await card.click();
    await page.getByRole('heading', { level: 1, name: product.productName }).waitFor();
    // The phone buy bar repeats it; on a desktop only the page's own is shown.
    await page.getByText(messages.soldOut, { exact: true }).filter({ visible: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Add to Cart' }).count()).toBe(0);
    await page.getByText(messages.deliveryNote).waitFor();
  });

  it('looks right on a phone: home, subcategory, product and zoom', async () => {
    const page = await openAt(PHONE, '/', { reducedMotion: true });
    await page.getByRole('heading', { name: 'New Arrivals' }).waitFor();
    await settle(page);
    await snap(page, 'storefront-home-phone');

    const categories = await getJson<Category[]>('/api/categories');
    const subName = categories[0].subcategories[0].subcategory;
    await page.goto(subcategoryPath(subName));
    await productCards(page).first().waitFor();
    const columns = await productCards(page).evaluateAll(
      (cards) => new Set(cards.slice(0, 4).map((c) => Math.round(c.getBoundingClientRect().left))).size,
    );
    expect(columns).toBe(2);
    await settle(page);
    await snap(page, 'storefront-subcategory-phone');

    const product = await findProductWithPictures(subName);
    await page.goto(productPath(product));
    await page.getByRole('heading', { level: 1, name: product.productName }).waitFor();
    await settle(page);
    await snap(page, 'storefront-product-phone');
    await mainImage(page).click();
    await page.getByRole('dialog').waitFor();
    await waitFor(() =>
      page
        .getByRole('dialog')
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    );
    await snap(page, 'storefront-zoom-phone');
  });
});

/** A product of the subcategory with at least two pictures (thumbnails appear from two). */
async function findProductWithPictures(subcategory: string): Promise<Product> {
  const slug = subcategory.trim().replace(/\s+/g, '-');
  const list = await getJson<{ products: (Product & { displayImage: string | null; imagesUrl: string[] })[] }>(
    `/api/products?subcategory=${encodeURIComponent(slug)}&page=1&pageSize=24`,
  );
  const found = list.products.find((p) => new Set([p.displayImage, ...p.imagesUrl].filter(Boolean)).size > 1);
  if (!found) throw new Error(`no product with two pictures in ${subcategory}`);
  return found;
}
