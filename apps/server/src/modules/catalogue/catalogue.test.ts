import { gunzipSync } from 'node:zlib';
import {
  categoryWithSubcategories,
  menu,
  productDetail,
  productListResponse,
  publicProduct,
} from '@nidra/shared/catalogue/catalogue.schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { categories, products } from '../../db/schema/index.ts';
import { createProduct, createSubcategory, createUser } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { keysDeep } from './catalogue.test-helpers.ts';

const t = useTestApp();
let db: Db;
const DAY = 86_400_000;
let inactiveId: string;
let soldOutId: string;
const nighties: string[] = [];

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  db = t.database.db;
  await createSubcategory(db, 'Nightwear', 'Cotton Nighties');
  await createSubcategory(db, 'Nightwear', 'Night Suits');
  await createSubcategory(db, 'Lounge & Co-ords', 'Co-ord Sets');
  await db.update(categories).set({ sort: 1 }).where(eq(categories.name, 'Lounge & Co-ords'));
  // 30 active nighties, one a day; the newest product of all is inactive.
  for (let i = 0; i < 30; i++)
    nighties.push(
      (
        await createProduct(db, {
          subcategory: 'Cotton Nighties',
          productName: `Nighty ${i}`,
          createdAt: new Date(Date.now() - (i + 2) * DAY),
          quantity: i === 3 ? 0 : 5,
          actualPrice: 30_000,
          images: [`/images/n${i}-a.webp`, `/images/n${i}-b.webp`],
        })
      ).id,
    );
  soldOutId = nighties[3];
  inactiveId = (
    await createProduct(db, {
      subcategory: 'Cotton Nighties',
      productName: 'Hidden Nighty',
      isActive: false,
    })
  ).id;
  for (let i = 0; i < 3; i++)
    await createProduct(db, { category: 'Lounge & Co-ords', subcategory: 'Co-ord Sets', productName: `Co-ord ${i}` });
});

describe('taxonomy', () => {
  it('lists menus by category sort with their subcategories', async () => {
    const res = await get('/api/menus');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(z.array(menu).parse(res.json())).toEqual([
      { name: 'Nightwear', submenus: ['Cotton Nighties', 'Night Suits'] },
      { name: 'Lounge & Co-ords', submenus: ['Co-ord Sets'] },
    ]);
  });

  it('lists categories with subcategory cards and the subcategory names', async () => {
    const cats = z.array(categoryWithSubcategories.strict()).parse((await get('/api/categories')).json());
    expect(cats[0]).toEqual({
      category: 'Nightwear',
      subcategories: [
        { subcategory: 'Cotton Nighties', displayImage: null },
        { subcategory: 'Night Suits', displayImage: null },
      ],
    });
    expect((await get('/api/subcategories')).json()).toEqual(['Cotton Nighties', 'Night Suits', 'Co-ord Sets']);
  });
});

describe('products', () => {
  it('new arrivals: the 12 newest active products, newest first, never the cost price', async () => {
    const list = z.array(publicProduct.strict()).parse((await get('/api/products/new-arrivals')).json());
    expect(list).toHaveLength(12);
    expect(list.map((p) => p._id)).not.toContain(inactiveId);
    const times = list.map((p) => Date.parse(p.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(keysDeep(list).has('actualPrice')).toBe(false);
  });

  it.each([
    'Cotton-Nighties',
    'cotton nighties',
    'COTTON-NIGHTIES',
    'Cotton%20Nighties',
  ])('finds the subcategory named %s', async (name) => {
    const body = productListResponse.parse((await get(`/api/products?subcategory=${name}`)).json());
    expect(body.total).toBe(30);
    expect(body.products[0].subcategory).toBe('Cotton Nighties');
  });

  it('finds a subcategory whose name has a hyphen, by its hyphenated URL form', async () => {
    for (const name of ['Co-ord-Sets', 'co-ord sets', 'Co-ord%20Sets'])
      expect((await get(`/api/products?subcategory=${name}`)).json().total).toBe(3);
  });

  it('answers an unknown subcategory with an empty list', async () => {
    const res = await get('/api/products?subcategory=Ball-Gowns');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ products: [], total: 0, page: 1, totalPages: 0 });
  });

  it('pages through active products, in stock first, then newest first', async () => {
    const pages = [];
    for (let page = 1; page <= 3; page++)
      pages.push(
        productListResponse.parse(
          (await get(`/api/products?subcategory=Cotton-Nighties&pageSize=12&page=${page}`)).json(),
        ),
      );
    expect(pages.map((p) => [p.page, p.totalPages, p.total, p.products.length])).toEqual([
      [1, 3, 30, 12],
      [2, 3, 30, 12],
      [3, 3, 30, 6],
    ]);
    const ids = pages.flatMap((p) => p.products.map((x) => x._id));
    expect(new Set(ids).size).toBe(30);
    expect(ids).not.toContain(inactiveId);
    expect(ids.at(-1)).toBe(soldOutId);
    expect(ids.slice(0, 3)).toEqual([nighties[0], nighties[1], nighties[2]]);
    expect(keysDeep(pages).has('actualPrice')).toBe(false);
    const beyond = (await get('/api/products?subcategory=Cotton-Nighties&pageSize=12&page=9')).json();
    expect(beyond).toMatchObject({ products: [], total: 30, page: 9, totalPages: 3 });
    const odd = (await get('/api/products?subcategory=Cotton-Nighties&pageSize=7&page=5')).json();
    expect(odd).toMatchObject({ total: 30, page: 5, totalPages: 5 });
    expect(odd.products).toHaveLength(2);
  });

  it('rejects a bad page size with 400 and a message', async () => {
    const res = await get('/api/products?subcategory=Cotton-Nighties&pageSize=1000');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('shows one product with rupees and ordered pictures, whatever the name segment says', async () => {
    const res = await get(`/api/products/anything-at-all/${nighties[0]}`);
    expect(res.statusCode).toBe(200);
    const p = productDetail.strict().parse(res.json());
    expect(p).toMatchObject({
      _id: nighties[0],
      productName: 'Nighty 0',
      category: 'Nightwear',
      subcategory: 'Cotton Nighties',
    });
    expect(p.imagesUrl).toEqual(['/images/n0-a.webp', '/images/n0-b.webp']);
    expect(p.displayImage).toBe('/images/n0-a.webp');
    expect(p.MRP).toBeGreaterThan(p.sellingPrice);
    expect(Number.isInteger(p.MRP * 100)).toBe(true);
    expect(keysDeep(res.json()).has('actualPrice')).toBe(false);
  });

  it.each([
    ['inactive', () => inactiveId],
    ['unknown', () => '00000000-0000-4000-8000-000000000000'],
    ['malformed', () => 'not-a-uuid'],
  ])('answers 404 with a message for an %s product', async (_what, id) => {
    const res = await get(`/api/products/Some-Name/${id()}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Product not found' });
  });
});

describe('HTTP caching', () => {
  it.each([
    '/api/menus',
    '/api/categories',
    '/api/products/new-arrivals',
    '/api/products?subcategory=Cotton-Nighties',
  ])('%s answers 304 to a matching If-None-Match', async (url) => {
    const first = await get(url);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get(url, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('sends larger answers gzipped to browsers that accept it, the same JSON once unpacked', async () => {
    const plain = await get('/api/products/new-arrivals');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const packed = await get('/api/products/new-arrivals', { 'accept-encoding': 'br, gzip' });
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(packed.headers.vary).toContain('accept-encoding');
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(gunzipSync(packed.rawPayload).toString())).toEqual(plain.json());
  });

  it('product detail revalidates too', async () => {
    const first = await get(`/api/products/x/${nighties[1]}`);
    expect(first.headers['cache-control']).toBe('public, max-age=30, must-revalidate');
    expect(
      (await get(`/api/products/x/${nighties[1]}`, { 'if-none-match': first.headers.etag as string })).statusCode,
    ).toBe(304);
  });

  it('serves cached answers until a catalogue write invalidates them', async () => {
    const url = '/api/products?subcategory=Co-ord-Sets';
    expect((await get(url)).json().total).toBe(3);
    const extra = (await createProduct(db, { subcategory: 'Co-ord Sets', productName: 'Fresh Co-ord' })).id;
    // Entries live until a write through the shop drops them (on PostgreSQL, any instance's write,
    // heard through LISTEN/NOTIFY): a row put in behind the shop's back is not seen yet.
    expect((await get(url)).json().total).toBe(3);
    const admin = await createUser(t.app, db, 'admin');
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/subcategory-price',
      headers: admin.headers,
      payload: { subcategory: 'Co-ord Sets', actualPrice: 250 },
    });
    expect(saved.statusCode).toBe(200);
    const after = (await get(url)).json();
    expect(after.total).toBe(4);
    expect(after.products.map((p: { _id: string }) => p._id)).toContain(extra);
    await db.update(products).set({ isActive: false }).where(eq(products.id, extra));
  });
});
