import { beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser, repriceAsAdmin, type TestUser } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

const ORIGIN = 'https://shop.example.in';
const t = useTestApp({ PUBLIC_URL: ORIGIN, STORE_NAME: 'Nidra' });
let admin: TestUser;
let gownId: string;
let soldOutId: string;
const get = (url: string) => t.app.inject({ method: 'GET', url });

/** The content of the head tag `<meta {attr}="{key}" content="…">`, unescaped as a browser reads it. */
function metaContent(html: string, attr: 'name' | 'property', key: string): string | undefined {
  const match = html.match(new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`));
  return match?.[1]
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
const title = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];
const canonical = (html: string) => html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]));

beforeAll(async () => {
  admin = await createUser(t.app, t.database.db, 'admin');
  gownId = (
    await createProduct(t.database.db, {
      subcategory: 'Feeding Gowns',
      productName: 'Ivory Floral Cotton Feeding Gown',
      description: 'A soft cotton gown with <discreet> zips & a "relaxed" fit.',
      sellingPrice: 124900,
      quantity: 5,
      images: ['/images/gown-front.webp', '/images/gown-back.webp'],
    })
  ).id;
  soldOutId = (
    await createProduct(t.database.db, {
      subcategory: 'Feeding Gowns',
      productName: 'Lilac Rayon Gown',
      quantity: 0,
      images: ['/images/lilac.webp'],
    })
  ).id;
});

describe('storefront pages answered by the server', () => {
  it('a product page has its own title, description, canonical, sharing tags with absolute URLs and JSON-LD', async () => {
    const res = await get(`/prod/Feeding-Gowns/Ivory-Floral-Cotton-Feeding-Gown/${gownId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    const url = `${ORIGIN}/prod/Feeding-Gowns/Ivory-Floral-Cotton-Feeding-Gown/${gownId}`;
    expect(title(html)).toBe('Ivory Floral Cotton Feeding Gown | Nidra');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(metaContent(html, 'name', 'description')).toBe('A soft cotton gown with <discreet> zips & a "relaxed" fit.');
    expect(canonical(html)).toBe(url);
    expect(metaContent(html, 'property', 'og:type')).toBe('product');
    expect(metaContent(html, 'property', 'og:url')).toBe(url);
    expect(metaContent(html, 'property', 'og:title')).toBe('Ivory Floral Cotton Feeding Gown | Nidra');
    expect(metaContent(html, 'property', 'og:image')).toBe(`${ORIGIN}/images/gown-front.webp`);
    expect(metaContent(html, 'name', 'twitter:image')).toBe(`${ORIGIN}/images/gown-front.webp`);
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');

    const [product, breadcrumb] = jsonLd(html);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Ivory Floral Cotton Feeding Gown',
      image: [`${ORIGIN}/images/gown-front.webp`, `${ORIGIN}/images/gown-back.webp`],
      offers: { priceCurrency: 'INR', price: 1249, availability: 'https://schema.org/InStock', url },
    });
    expect(breadcrumb.itemListElement.map((i: { name: string; item: string }) => [i.name, i.item])).toEqual([
      ['Home', `${ORIGIN}/`],
      ['Feeding Gowns', `${ORIGIN}/prod/Feeding-Gowns`],
      ['Ivory Floral Cotton Feeding Gown', url],
    ]);
  });

  it('the product page preloads its main picture with the srcset and sizes of the page', async () => {
    const html = (await get(`/prod/Feeding-Gowns/x/${gownId}`)).body;
    const link = html.match(/<link rel="preload" as="image"[^>]*>/)?.[0] ?? '';
    expect(link).toContain('href="/images/gown-front-480.webp"');
    expect(link).toContain(
      'imagesrcset="/images/gown-front-240.webp 240w, /images/gown-front-480.webp 480w, /images/gown-front-960.webp 960w"',
    );
    expect(link).toContain('imagesizes="(min-width: 1152px) 480px');
    expect(link).toContain('fetchpriority="high"');
  });

  it('a sold-out product says OutOfStock; a slug that differs still names the product’s one canonical URL', async () => {
    const html = (await get(`/prod/feeding-gowns/old-name/${soldOutId}`)).body;
    expect(jsonLd(html)[0].offers.availability).toBe('https://schema.org/OutOfStock');
    expect(canonical(html)).toBe(`${ORIGIN}/prod/Feeding-Gowns/Lilac-Rayon-Gown/${soldOutId}`);
  });

  it('unknown and malformed product ids answer 404 with the not-found page', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await get(`/prod/Feeding-Gowns/Gone/${id}`);
      expect(res.statusCode).toBe(404);
      expect(title(res.body)).toBe('Page not found | Nidra');
      expect(metaContent(res.body, 'name', 'robots')).toBe('noindex');
      expect(canonical(res.body)).toBeUndefined();
      expect(res.body).toContain('This page has drifted off to sleep');
    }
  });

  it('a subcategory list has its title, canonical, breadcrumb and first picture; any case or spacing finds it', async () => {
    const res = await get('/prod/feeding%20gowns');
    expect(res.statusCode).toBe(200);
    expect(title(res.body)).toBe('Feeding Gowns | Nidra');
    expect(canonical(res.body)).toBe(`${ORIGIN}/prod/Feeding-Gowns`);
    expect(metaContent(res.body, 'name', 'description')).toContain('Shop Feeding Gowns at Nidra');
    expect(metaContent(res.body, 'property', 'og:image')).toMatch(new RegExp(`^${ORIGIN}/images/`));
    const [breadcrumb] = jsonLd(res.body);
    expect(breadcrumb['@type']).toBe('BreadcrumbList');
    expect(breadcrumb.itemListElement).toHaveLength(2);
    expect(res.body).toMatch(/<link rel="preload" as="image"[^>]*imagesizes="\(min-width: 1152px\) 270px/);
  });

  it('an unknown subcategory answers 404 with the head of a 404: no index, no canonical', async () => {
    const res = await get('/prod/Moon-Boots');
    expect(res.statusCode).toBe(404);
    expect(title(res.body)).toBe('Page not found | Nidra');
    expect(metaContent(res.body, 'name', 'robots')).toBe('noindex');
    expect(canonical(res.body)).toBeUndefined();
  });

  it('home and static pages have their own title, description, canonical and absolute sharing picture', async () => {
    const home = await get('/');
    expect(home.statusCode).toBe(200);
    expect(title(home.body)).toBe('Nidra — Complete Nightwear Store for Women');
    expect(canonical(home.body)).toBe(`${ORIGIN}/`);
    expect(metaContent(home.body, 'property', 'og:image')).toBe(`${ORIGIN}/hero/og-home.jpg`);
    // The carousel's first artwork, the one that fits the screen, is fetched before the page is parsed.
    expect(home.body).toContain(
      '<link rel="preload" as="image" href="/hero/slide-1-phone.webp" media="(max-width: 639px)" fetchpriority="high" />',
    );
    expect(home.body).toContain(
      '<link rel="preload" as="image" href="/hero/slide-1.webp" media="(min-width: 640px)" fetchpriority="high" />',
    );

    const pages: [string, string][] = [
      ['/shipping-policy', 'Shipping Policy'],
      ['/refund-policy', 'Refund Policy'],
      ['/privacy-policy', 'Privacy Policy'],
      ['/terms-conditions', 'Terms & Conditions'],
      ['/about-us', 'About Us'],
      ['/contact-us', 'Contact Us'],
    ];
    const descriptions = new Set<string | undefined>();
    for (const [path] of pages) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      expect(canonical(res.body), path).toBe(`${ORIGIN}${path}`);
      expect(metaContent(res.body, 'property', 'og:url'), path).toBe(`${ORIGIN}${path}`);
      expect(metaContent(res.body, 'property', 'og:image'), path).toBe(`${ORIGIN}/hero/og-home.jpg`);
      descriptions.add(metaContent(res.body, 'name', 'description'));
      expect(title(res.body)?.endsWith(' | Nidra'), path).toBe(true);
    }
    expect(descriptions.size).toBe(pages.length);
  });

  it('client-drawn screens answer the shell with 200; any other unknown page is 404', async () => {
    for (const path of ['/login', '/cart', '/checkout/validate/abc', '/reset-password/tok', '/admin/orders']) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toContain('<div id="root"></div>');
      expect(canonical(res.body), path).toBeUndefined();
    }
    expect((await get('/no-such-page')).statusCode).toBe(404);
    expect((await get('/loginx')).statusCode).toBe(404);
  });

  it('a cached product page follows an admin write: the new price shows at once', async () => {
    const url = `/prod/Feeding-Gowns/Ivory-Floral-Cotton-Feeding-Gown/${gownId}`;
    expect(jsonLd((await get(url)).body)[0].offers.price).toBe(1249);
    const res = await repriceAsAdmin(t.app, admin, gownId, { mrp: 2000, selling: 999 });
    expect(res.statusCode).toBe(200);
    expect(jsonLd((await get(url)).body)[0].offers.price).toBe(999);
  });
});
