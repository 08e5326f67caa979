import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

const ORIGIN = 'https://shop.example.in';
const t = useTestApp({ PUBLIC_URL: ORIGIN, STORE_NAME: 'Nidra' });
const get = (url: string) => t.app.inject({ method: 'GET', url });
const webPublic = (file: string) => fileURLToPath(new URL(`../../../../web/public${file}`, import.meta.url));
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]));
/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];
let productPath: string;

beforeAll(async () => {
  const product = await createProduct(t.database.db, { subcategory: 'Feeding Gowns', productName: 'Ivory Gown' });
  productPath = `/prod/Feeding-Gowns/Ivory-Gown/${product.id}`;
});

describe('adding the shop to a phone', () => {
  it('answers a web app manifest with the store name, theme colour and icons of 192 and 512 px that exist', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = res.json();
    expect(manifest).toMatchObject({ name: 'Nidra', start_url: '/', display: 'standalone', theme_color: '#3f2a4a' });
    const sizes = (manifest.icons as { src: string; sizes: string }[]).map((icon) => {
      const [w, h] = pngSize(readFileSync(webPublic(icon.src)));
      expect(`${w}x${h}`).toBe(icon.sizes);
      return icon.sizes;
    });
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(pngSize(readFileSync(webPublic('/icons/apple-touch-icon.png')))).toEqual([180, 180]);
  });

  it('links the manifest, favicon.ico and the touch icon from the head of every kind of page', async () => {
    for (const url of ['/', productPath, '/login', '/admin', '/no-such-page']) {
      const html = (await get(url)).body;
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, url).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
      expect(head, url).toContain('<link rel="icon" href="/favicon.ico"');
      expect(head, url).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
    }
  });

  it('ships a favicon.ico holding 16, 32 and 48 px pictures', () => {
    const ico = readFileSync(webPublic('/favicon.ico'));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const count = ico.readUInt16LE(4);
    const widths = Array.from({ length: count }, (_, i) => ico.readUInt8(6 + 16 * i));
    expect(widths).toEqual([16, 32, 48]);
  });
});

describe('the home page for search engines', () => {
  it('describes the store as an Organization and a WebSite whose search action is the search page', async () => {
    const data = jsonLd((await get('/')).body);
    const org = data.find((d) => d['@type'] === 'Organization');
    expect(org).toMatchObject({ name: 'Nidra', url: `${ORIGIN}/`, logo: `${ORIGIN}/icons/icon-512.png` });
    const site = data.find((d) => d['@type'] === 'WebSite');
    expect(site.url).toBe(`${ORIGIN}/`);
    expect(site.potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: { urlTemplate: `${ORIGIN}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    });
  });

  it('keeps the store-wide data off the other pages', async () => {
    for (const url of [productPath, '/login']) {
      const types = jsonLd((await get(url)).body).map((d) => d['@type']);
      expect(types, url).not.toContain('Organization');
      expect(types, url).not.toContain('WebSite');
    }
  });
});
