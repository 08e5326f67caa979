import { LOW_STOCK_THRESHOLD } from '@nidra/shared/catalogue/product.rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createProduct, createSubcategory, createUser, type TestUser } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  const db = t.database.db;
  admin = await createUser(t.app, db, 'admin');
  customer = await createUser(t.app, db, 'customer');
  const nighties = await createSubcategory(db, 'Nightwear', 'Nighties', {
    displayImage: '/images/Nighties.webp',
    actualPrice: 45_000,
  });
  const sets = await createSubcategory(db, 'Nightwear', 'Pyjama Sets', { displayImage: '/images/Pyjama Sets.webp' });
  await createSubcategory(db, 'Loungewear', 'Robes', { displayImage: '/images/Robes.webp' });
  // Nighties: 12 active in stock, 2 sold out, 1 inactive in stock → 12 active (not low stock).
  for (let i = 0; i < 12; i++) await createProduct(db, { ...nighties, quantity: 2 });
  for (let i = 0; i < 2; i++) await createProduct(db, { ...nighties, quantity: 0 });
  await createProduct(db, { ...nighties, quantity: 4, isActive: false });
  // Pyjama Sets: 3 active, 1 sold out → low stock.
  for (let i = 0; i < 3; i++) await createProduct(db, { ...sets, quantity: 1 });
  await createProduct(db, { ...sets, quantity: 0 });
});

const call = (method: 'GET' | 'POST', url: string, payload?: object, token = admin.token) =>
  t.app.inject({ method, url, payload, headers: bearer(token) });

describe('GET /api/subcategories/stats', () => {
  it('counts total, active-with-stock and sold-out products per subcategory, empty ones too', async () => {
    const res = await call('GET', '/api/subcategories/stats');
    expect(res.statusCode).toBe(200);
    const rows = (res.json() as { subcategory: string; activeProducts: number }[]).sort((a, b) =>
      a.subcategory.localeCompare(b.subcategory),
    );
    expect(rows).toEqual([
      {
        subcategory: 'Nighties',
        displayImage: '/images/Nighties.webp',
        totalProducts: 15,
        activeProducts: 12,
        soldOutCount: 2,
      },
      {
        subcategory: 'Pyjama Sets',
        displayImage: '/images/Pyjama Sets.webp',
        totalProducts: 4,
        activeProducts: 3,
        soldOutCount: 1,
      },
      {
        subcategory: 'Robes',
        displayImage: '/images/Robes.webp',
        totalProducts: 0,
        activeProducts: 0,
        soldOutCount: 0,
      },
    ]);
    const low = rows.filter((r) => r.activeProducts < LOW_STOCK_THRESHOLD).map((r) => r.subcategory);
    expect(low).toEqual(['Pyjama Sets', 'Robes']);
  });

  it('is admin only', async () => {
    expect((await call('GET', '/api/subcategories/stats', undefined, customer.token)).statusCode).toBe(403);
  });
});

describe('subcategory prices', () => {
  it('lists only saved prices, in rupees', async () => {
    const res = await call('GET', '/api/subcategory-prices');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ subcategory: 'Nighties', actualPrice: 450 }]);
  });

  it('upserts a price on an existing subcategory, matching its name in any case', async () => {
    const created = await call('POST', '/api/subcategory-price', { subcategory: 'pyjama sets', actualPrice: 380.5 });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ subcategory: 'Pyjama Sets', actualPrice: 380.5 });
    const updated = await call('POST', '/api/subcategory-price', { subcategory: 'Nighties', actualPrice: 500 });
    expect(updated.json()).toEqual({ subcategory: 'Nighties', actualPrice: 500 });
    expect((await call('GET', '/api/subcategory-prices')).json()).toEqual([
      { subcategory: 'Nighties', actualPrice: 500 },
      { subcategory: 'Pyjama Sets', actualPrice: 380.5 },
    ]);
  });

  it('answers 404 for an unknown subcategory and 400 for a missing or non-positive price', async () => {
    expect((await call('POST', '/api/subcategory-price', { subcategory: 'Saris', actualPrice: 100 })).statusCode).toBe(
      404,
    );
    expect((await call('POST', '/api/subcategory-price', { subcategory: 'Nighties' })).statusCode).toBe(400);
    expect((await call('POST', '/api/subcategory-price', { subcategory: 'Nighties', actualPrice: 0 })).statusCode).toBe(
      400,
    );
    expect((await call('POST', '/api/subcategory-price', { subcategory: '', actualPrice: 10 })).statusCode).toBe(400);
  });

  it('is admin only', async () => {
    expect((await call('GET', '/api/subcategory-prices', undefined, customer.token)).statusCode).toBe(403);
    const res = await call(
      'POST',
      '/api/subcategory-price',
      { subcategory: 'Nighties', actualPrice: 1 },
      customer.token,
    );
    expect(res.statusCode).toBe(403);
  });
});
