import { writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createImageStore } from '../../lib/image-store.ts';
import { createProduct } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp({ PUBLIC_URL: 'https://shop.example.in' });
let activeId: string;
let inactiveId: string;
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  activeId = (
    await createProduct(t.database.db, {
      subcategory: 'Feeding Gowns',
      productName: 'Ivory Floral Cotton Feeding Gown',
    })
  ).id;
  inactiveId = (
    await createProduct(t.database.db, {
      subcategory: 'Feeding Gowns',
      productName: 'Old Gown',
      isActive: false,
    })
  ).id;
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt allows the shop, keeps crawlers out of private screens and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    for (const line of [
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /cart',
      'Disallow: /checkout',
      'Disallow: /orders',
      'Disallow: /address',
    ])
      expect(res.body.split('\n')).toContain(line);
    expect(res.body).toContain('Sitemap: https://shop.example.in/sitemap.xml');
  });

  it('sitemap.xml lists pages, subcategories and active products only', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain('<loc>https://shop.example.in/</loc>');
    expect(res.body).toContain('<loc>https://shop.example.in/refund-policy</loc>');
    expect(res.body).toContain('<loc>https://shop.example.in/prod/Feeding-Gowns</loc>');
    expect(res.body).toContain(
      `<loc>https://shop.example.in/prod/Feeding-Gowns/Ivory-Floral-Cotton-Feeding-Gown/${activeId}</loc>`,
    );
    expect(res.body).not.toContain(inactiveId);
    const again = await get('/sitemap.xml', { 'if-none-match': res.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });
});

describe('/images/', () => {
  it('serves stored pictures as immutable WebP', async () => {
    const store = createImageStore(t.storage);
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#e07f93' } })
      .png()
      .toBuffer();
    const saved = await store.saveImage(png, 'product');
    const res = await get(saved.replace('.webp', '-240.webp'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(240);
  });

  it('serves nothing outside the images folder and answers 404 for missing files', async () => {
    writeFileSync(path.join(t.env.DATA_DIR, 'secret.txt'), 'not for the web');
    // A dot-dot path is normalised to /secret.txt before routing: the SPA fallback (when the web
    // app is built) may answer it with index.html, but never with the file.
    for (const url of [
      '/images/../secret.txt',
      '/images/%2e%2e/secret.txt',
      '/images/..%2fsecret.txt',
      '/images/../jwt-secret',
    ]) {
      const res = await get(url);
      expect(res.body, url).not.toContain('not for the web');
      expect(res.headers['content-type'] ?? '', url).not.toContain('image/');
    }
    expect((await get('/images/missing.webp')).statusCode).toBe(404);
    // The demo seed's list of its pictures lives in the folder; only pictures are served from it.
    await t.storage.put('images/demo-pool.json', Buffer.from('{"Nighties":{}}'), { contentType: 'application/json' });
    const pool = await get('/images/demo-pool.json');
    expect(pool.statusCode).toBe(404);
    expect(pool.body).not.toContain('Nighties');
    const encoded = await get('/images/%2e%2e%2fsecret.txt');
    expect([403, 404]).toContain(encoded.statusCode);
    expect(encoded.body).not.toContain('not for the web');
  });
});
