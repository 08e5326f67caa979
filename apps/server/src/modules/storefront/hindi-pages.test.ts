import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

const ORIGIN = 'https://shop.example.in';
const t = useTestApp({ PUBLIC_URL: ORIGIN, STORE_NAME: 'Nidra' });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
let gownId: string;
let plainId: string;

const title = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];
const meta = (html: string, attr: 'name' | 'property', key: string) =>
  html.match(new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`))?.[1];
const canonical = (html: string) => html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
const hreflang = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)" \/>/g)].map((m) => [m[1], m[2]]),
  );
const htmlLang = (html: string) => html.match(/<html lang="([^"]*)"/)?.[1];
const DEVANAGARI = /[\u0900-\u097F]/;

beforeAll(async () => {
  gownId = (
    await createProduct(t.database.db, {
      subcategory: 'Feeding Gowns',
      productName: 'Ivory Cotton Feeding Gown',
      productNameHi: 'आइवरी कॉटन फ़ीडिंग गाउन',
      description: 'A soft cotton gown.',
      descriptionHi: 'मुलायम कॉटन का गाउन।',
    })
  ).id;
  plainId = (await createProduct(t.database.db, { subcategory: 'Feeding Gowns', productName: 'Lilac Rayon Gown' })).id;
});

describe('Hindi pages at /hi/ (ADR 0029)', () => {
  it('the Hindi home is Hindi from <html lang> to its title, description and Open Graph locale', async () => {
    for (const path of ['/hi', '/hi/']) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      expect(htmlLang(res.body)).toBe('hi');
      expect(title(res.body)).toMatch(DEVANAGARI);
      expect(meta(res.body, 'name', 'description')).toMatch(DEVANAGARI);
      expect(meta(res.body, 'property', 'og:locale')).toBe('hi_IN');
      expect(meta(res.body, 'property', 'og:locale:alternate')).toBe('en_IN');
      expect(canonical(res.body)).toBe(`${ORIGIN}/hi/`);
      expect(meta(res.body, 'property', 'og:url')).toBe(`${ORIGIN}/hi/`);
    }
  });

  it('pages without a picture of their own share the Hindi home picture, English ones the English', async () => {
    for (const path of ['/', '/about-us', '/contact-us', '/search?q=gown', '/no-such-page']) {
      expect(meta((await get(`/hi${path}`)).body, 'property', 'og:image'), path).toBe(`${ORIGIN}/hero/og-home.hi.jpg`);
      expect(meta((await get(path)).body, 'property', 'og:image'), path).toBe(`${ORIGIN}/hero/og-home.jpg`);
    }
    // The picture itself: the share size, as the English one.
    const picture = new URL('../../../../web/public/hero/og-home.hi.jpg', import.meta.url).pathname;
    expect(await sharp(picture).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  });

  it('English and Hindi pages name each other with hreflang, and English as x-default', async () => {
    const product = `/prod/Feeding-Gowns/Ivory-Cotton-Feeding-Gown/${gownId}`;
    for (const path of ['/', '/prod/Feeding-Gowns', product, '/about-us']) {
      const expected = {
        en: `${ORIGIN}${path}`,
        hi: `${ORIGIN}/hi${path}`,
        'x-default': `${ORIGIN}${path}`,
      };
      const english = await get(path);
      const hindi = await get(`/hi${path}`);
      expect(hreflang(english.body), path).toEqual(expected);
      expect(hreflang(hindi.body), `/hi${path}`).toEqual(expected);
      expect(htmlLang(english.body)).toBe('en-IN');
      expect(meta(english.body, 'property', 'og:locale')).toBe('en_IN');
      expect(htmlLang(hindi.body)).toBe('hi');
      expect(canonical(hindi.body)).toBe(`${ORIGIN}/hi${path}`);
    }
  });

  it("a Hindi product page shows the product's Hindi name and description, else its English ones", async () => {
    const hindi = await get(`/hi/prod/Feeding-Gowns/Ivory-Cotton-Feeding-Gown/${gownId}`);
    expect(title(hindi.body)).toBe('आइवरी कॉटन फ़ीडिंग गाउन | Nidra');
    expect(meta(hindi.body, 'name', 'description')).toBe('मुलायम कॉटन का गाउन।');
    expect(hindi.body).toContain('>आइवरी कॉटन फ़ीडिंग गाउन</h1>');
    const plain = await get(`/hi/prod/Feeding-Gowns/Lilac-Rayon-Gown/${plainId}`);
    expect(title(plain.body)).toBe('Lilac Rayon Gown | Nidra');
    const english = await get(`/prod/Feeding-Gowns/Ivory-Cotton-Feeding-Gown/${gownId}`);
    expect(title(english.body)).toBe('Ivory Cotton Feeding Gown | Nidra');
    expect(english.body).toContain('>Ivory Cotton Feeding Gown</h1>');
  });

  it('links inside a Hindi page stay in /hi/, and the page carries the switch to English', async () => {
    const res = await get('/hi/prod/Feeding-Gowns');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('href="/hi/cart"');
    expect(res.body).toContain('href="/hi/about-us"');
    expect(res.body).not.toMatch(/href="\/(cart|about-us|wishlist)"/);
    expect(res.body).toContain('<a href="/prod/Feeding-Gowns" lang="en" hrefLang="en"');
  });

  it('the Devanagari font is declared inline on Hindi pages only, not preloaded', async () => {
    const hindi = await get('/hi/');
    expect(hindi.body).toContain('url("/fonts/noto-sans-devanagari-devanagari-400-normal.woff2")');
    expect(hindi.body).not.toMatch(/rel="preload" as="font"/);
    expect(hindi.body).toMatch(/@font-face\{font-family:"Nidra Devanagari";[^}]*font-display:swap/);
    const english = await get('/');
    expect(english.body).not.toContain('noto-sans-devanagari');
    expect(english.body).not.toContain('Nidra Devanagari');
  });

  it('client-drawn screens and unknown pages answer in the language of their path', async () => {
    const cart = await get('/hi/cart');
    expect(cart.statusCode).toBe(200);
    expect(htmlLang(cart.body)).toBe('hi');
    const missing = await get('/hi/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(htmlLang(missing.body)).toBe('hi');
    expect(title(missing.body)).toMatch(DEVANAGARI);
    expect((await get('/hi/prod/No-Such-Thing')).statusCode).toBe(404);
  });

  it('the bare / follows the lang cookie; every other URL shows its own language whatever the cookie', async () => {
    const chosen = await get('/', { cookie: 'lang=hi' });
    expect(chosen.statusCode).toBe(302);
    expect(chosen.headers.location).toBe('/hi/');
    expect(String(chosen.headers.vary)).toContain('cookie');
    expect((await get('/', { cookie: 'lang=en' })).statusCode).toBe(200);
    const english = await get('/about-us', { cookie: 'lang=hi' });
    expect(english.statusCode).toBe(200);
    expect(htmlLang(english.body)).toBe('en-IN');
    const hindi = await get('/hi/', { cookie: 'lang=en' });
    expect(htmlLang(hindi.body)).toBe('hi');
  });

  it('the sitemap lists every page in both languages, each naming the other', async () => {
    const res = await get('/sitemap.xml');
    expect(res.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const product = `/prod/Feeding-Gowns/Ivory-Cotton-Feeding-Gown/${gownId}`;
    for (const path of ['/', '/about-us', '/prod/Feeding-Gowns', product]) {
      expect(res.body).toContain(`<loc>${ORIGIN}${path}</loc>`);
      expect(res.body).toContain(`<loc>${ORIGIN}/hi${path}</loc>`);
      expect(res.body).toContain(`<xhtml:link rel="alternate" hreflang="hi" href="${ORIGIN}/hi${path}"/>`);
      expect(res.body).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}${path}"/>`);
    }
    const robots = await get('/robots.txt');
    expect(robots.body.split('\n')).toContain('Disallow: /hi/checkout');
  });
});
