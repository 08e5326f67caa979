import { formatINR } from '@nidra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createProduct, createUser, type TestUser } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

// Sorted, filtered and searched list pages, rendered by the server from their query string.
const ORIGIN = 'https://shop.example.in';
const t = useTestApp({ PUBLIC_URL: ORIGIN, STORE_NAME: 'Nidra' });
let admin: TestUser;
let cheapId: string;
const get = (url: string) => t.app.inject({ method: 'GET', url });
const root = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
const text = (html: string) =>
  root(html)
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
const title = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];
const canonical = (html: string) => html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
const ogImage = (html: string) => html.match(/<meta property="og:image" content="([^"]*)"/)?.[1];
/** Where each name first appears in the rendered list: the order of the cards. */
const order = (html: string, names: string[]) =>
  [...names].sort((a, b) => text(html).indexOf(a) - text(html).indexOf(b));

beforeAll(async () => {
  admin = await createUser(t.app, t.database.db, 'admin');
  const sub = 'Cotton Nighties';
  await createProduct(t.database.db, {
    subcategory: sub,
    productName: 'Saffron Mulmul Nighty',
    designNumber: 'NID-T-1',
    sellingPrice: 149900,
    quantity: 4,
  });
  cheapId = (
    await createProduct(t.database.db, {
      subcategory: sub,
      productName: 'Indigo Block Print Nighty',
      designNumber: 'NID-T-2',
      sellingPrice: 69900,
      quantity: 3,
    })
  ).id;
  await createProduct(t.database.db, {
    subcategory: sub,
    productName: 'Rose Voile Nighty',
    designNumber: 'NID-T-3',
    sellingPrice: 99900,
    quantity: 0,
  });
});

describe('list pages with a query string', () => {
  const names = ['Saffron Mulmul Nighty', 'Indigo Block Print Nighty'];

  it('a sorted list is rendered in its order; its canonical is the plain list', async () => {
    const asc = await get('/prod/Cotton-Nighties?sort=price-asc');
    expect(asc.statusCode).toBe(200);
    expect(order(asc.body, names)).toEqual(['Indigo Block Print Nighty', 'Saffron Mulmul Nighty']);
    const desc = await get('/prod/Cotton-Nighties?sort=price-desc');
    expect(order(desc.body, names)).toEqual(['Saffron Mulmul Nighty', 'Indigo Block Print Nighty']);
    expect(canonical(desc.body)).toBe(`${ORIGIN}/prod/Cotton-Nighties`);
  });

  it('a filter narrows the rendered list; params in another order or unknown ones are the same page', async () => {
    const a = await get('/prod/Cotton-Nighties?inStock=1&sort=price-asc');
    const b = await get('/prod/Cotton-Nighties?utm_source=whatsapp&sort=price-asc&inStock=1');
    expect(text(a.body)).toContain('Saffron Mulmul Nighty');
    expect(text(a.body)).not.toContain('Rose Voile Nighty');
    expect(text((await get('/prod/Cotton-Nighties')).body)).toContain('Rose Voile Nighty');
    expect(b.body).toBe(a.body);
  });

  it("the list's data to hydrate from carries what its cards show, not the products' descriptions", async () => {
    const html = (await get('/prod/Cotton-Nighties')).body;
    const data = JSON.parse(html.match(/<script type="application\/json" id="page-data">(.*?)<\/script>/s)?.[1] ?? '');
    const list = data.queries.queries.find((q: { queryKey: string[] }) => q.queryKey[0] === 'products');
    const cheap = list.state.data.pages[0].products.find((p: { _id: string }) => p._id === cheapId);
    expect(cheap).toMatchObject({ productName: 'Indigo Block Print Nighty', sellingPrice: 699, quantity: 3 });
    expect(Object.keys(cheap).sort()).toEqual(
      ['MRP', '_id', 'design', 'displayImage', 'productName', 'quantity', 'sellingPrice', 'size', 'subcategory'].sort(),
    );
  });

  it('search results are server-rendered with their own title, canonical and absolute sharing picture', async () => {
    const res = await get('/search?q=%20mulmul%20');
    expect(res.statusCode).toBe(200);
    expect(title(res.body)).toBe('Results for “mulmul” | Nidra');
    expect(canonical(res.body)).toBe(`${ORIGIN}/search?q=mulmul`);
    expect(ogImage(res.body)).toMatch(/^https:\/\/shop\.example\.in\//);
    expect(text(res.body)).toContain('Saffron Mulmul Nighty');
    expect(text(res.body)).toContain(formatINR(1499));
    const nothing = await get('/search?q=zzqqxx');
    expect(nothing.statusCode).toBe(200);
    expect(title(nothing.body)).toBe('Results for “zzqqxx” | Nidra');
    expect((await get('/search')).statusCode).toBe(200);
  });

  it('words longer than the search accepts still answer a page, not an error', async () => {
    const res = await get(`/search?q=${'a'.repeat(300)}`);
    expect(res.statusCode).toBe(200);
  });

  it('a cached filtered page and search page follow an admin write at once', async () => {
    expect(text((await get('/prod/Cotton-Nighties?sort=price-asc')).body)).toContain(formatINR(699));
    expect(text((await get('/search?q=indigo')).body)).toContain(formatINR(699));
    const form = new FormData();
    form.append('MRP', '2000');
    form.append('sellingPrice', '555');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${cheapId}`,
      payload: form as never,
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(200);
    expect(text((await get('/prod/Cotton-Nighties?sort=price-asc')).body)).toContain(formatINR(555));
    expect(text((await get('/search?q=indigo')).body)).toContain(formatINR(555));
  });
});
