import { gunzipSync } from 'node:zlib';
import { formatINR, messages } from '@nidra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createProduct, createUser, repriceAsAdmin, type TestUser } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

// The body of each storefront page as the server renders it from the web app's React routes.
const ORIGIN = 'https://shop.example.in';
const t = useTestApp({ PUBLIC_URL: ORIGIN, STORE_NAME: 'Nidra' });
let admin: TestUser;
let shopper: TestUser;
let gownId: string;
const GOWN = 'Ivory Floral Cotton Feeding Gown';
const gownPath = () => `/prod/Feeding-Gowns/Ivory-Floral-Cotton-Feeding-Gown/${gownId}`;
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** The markup the browser hydrates: what is inside `#root`. */
const root = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
/** The page's words as a reader sees them, without tags or React's text separators. */
const text = (html: string) => words(root(html));
const words = (markup: string) =>
  markup
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
const h1 = (html: string) => words(html.match(/<h1[^>]*>.*?<\/h1>/s)?.[0] ?? '').trim();
const pageData = (html: string) =>
  JSON.parse(html.match(/<script type="application\/json" id="page-data">(.*?)<\/script>/s)?.[1] ?? 'null');

beforeAll(async () => {
  admin = await createUser(t.app, t.database.db, 'admin');
  shopper = await createUser(t.app, t.database.db, 'customer');
  gownId = (
    await createProduct(t.database.db, {
      category: 'Maternity',
      subcategory: 'Feeding Gowns',
      productName: GOWN,
      description: 'A soft cotton gown with <discreet> zips & a "relaxed" fit.',
      mrp: 159900,
      sellingPrice: 124900,
      quantity: 5,
      images: ['/images/gown-front.webp', '/images/gown-back.webp'],
    })
  ).id;
  await createProduct(t.database.db, { subcategory: 'Feeding Gowns', productName: 'Lilac Rayon Gown', quantity: 0 });
});

describe('storefront pages rendered by the server', () => {
  it('a product page carries the product: name, price, description, picture and the data to hydrate from', async () => {
    const res = await get(gownPath());
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(h1(html)).toBe(GOWN);
    expect(text(html)).toContain(formatINR(1249));
    expect(text(html)).toContain('A soft cotton gown with <discreet> zips & a "relaxed" fit.');
    expect(root(html)).not.toContain('<discreet>');
    // HTML attribute names are case-insensitive (React writes srcSet, fetchPriority).
    const img = (root(html).match(new RegExp(`<img[^>]*alt="${GOWN}"[^>]*>`))?.[0] ?? '').replace(
      /\s([a-zA-Z]+)=/g,
      (_, name: string) => ` ${name.toLowerCase()}=`,
    );
    expect(img).toContain('src="/images/gown-front-480.webp"');
    expect(img).toContain('fetchpriority="high"');
    expect(img).toContain('srcset="/images/gown-front-240.webp 240w, /images/gown-front-480.webp 480w');
    // The picture's sizes are the ones the head preloads with, so the browser uses one download.
    const preloadSizes = html.match(/<link rel="preload" as="image"[^>]*imagesizes="([^"]*)"/)?.[1];
    expect(img).toContain(`sizes="${preloadSizes}"`);
    const queries = pageData(html).queries.queries.map((q: { queryKey: unknown[] }) => q.queryKey);
    expect(queries).toContainEqual(['product', gownId]);
    expect(queries).toContainEqual(['menus']);
  });

  it('a subcategory list links every card to its product page, readable without script', async () => {
    const res = await get('/prod/Feeding-Gowns');
    expect(res.statusCode).toBe(200);
    expect(h1(res.body)).toBe('Feeding Gowns');
    expect(text(res.body)).toContain('Lilac Rayon Gown');
    expect(text(res.body)).toContain('2 designs');
    expect(root(res.body)).toContain(`href="${gownPath()}"`);
  });

  it('home shows the categories and new arrivals; the header its menus', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(text(res.body)).toContain('Sleep, beautifully.');
    expect(root(res.body)).toContain('href="/prod/Feeding-Gowns"');
    expect(text(res.body)).toContain(GOWN);
    expect(text(res.body)).toContain('Maternity');
    // The carousel's first picture only: the others come once the app has taken over.
    expect(root(res.body)).toContain('/hero/slide-1-phone.webp');
    expect(root(res.body)).not.toMatch(/slide-[23]/);
  });

  it('static pages carry their text', async () => {
    expect(text((await get('/shipping-policy')).body)).toContain('Shipping Policy');
    expect(text((await get('/contact-us')).body)).toContain('care@');
  });

  it('unknown products and paths answer 404 with the not-found page inside the shop', async () => {
    for (const path of [`/prod/Feeding-Gowns/Gone/00000000-0000-4000-8000-000000000000`, '/x/y']) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(h1(res.body), path).toBe('This page has drifted off to sleep');
      expect(root(res.body), path).toContain('href="/prod/Feeding-Gowns"');
    }
  });

  it("an unknown subcategory is a 404 page saying the spec's 'No products found for this category.'", async () => {
    for (const path of ['/prod/Moon-Boots', '/prod/No-Such-Subcategory']) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.body, path).toContain('<meta name="robots" content="noindex" />');
      expect(h1(res.body), path).toBe(messages.noProductsInCategory);
      expect(text(res.body), path).not.toContain('drifted off to sleep');
      // The way back: home, and the shop's menus in the header.
      expect(root(res.body), path).toMatch(/<a[^>]*href="\/"[^>]*>Back to the shop<\/a>/);
      expect(root(res.body), path).toContain('href="/prod/Feeding-Gowns"');
    }
  });

  it('a page goes gzipped to a browser that accepts it, with the same HTML', async () => {
    const plain = await get(gownPath());
    const zipped = await get(gownPath(), { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('the HTML is the same for a signed-in shopper: no name, cart or account in it', async () => {
    const visitor = (await get(gownPath())).body;
    const signedIn = (await get(gownPath(), bearer(shopper.token))).body;
    expect(signedIn).toBe(visitor);
    expect(text(signedIn)).toContain('Sign In');
  });

  it('a cached page follows an admin write: the new price is in the body at once', async () => {
    expect(text((await get(gownPath())).body)).toContain(formatINR(1249));
    const res = await repriceAsAdmin(t.app, admin, gownId, { mrp: 2000, selling: 999 });
    expect(res.statusCode).toBe(200);
    const after = text((await get(gownPath())).body);
    expect(after).toContain(formatINR(999));
    expect(after).not.toContain(formatINR(1249));
  });
});
