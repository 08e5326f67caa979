import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createProduct, createSubcategory, createUser, type TestUser } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let shopper: TestUser;
let other: TestUser;
let taxonomy: { categoryId: string; subcategoryId: string };

beforeAll(async () => {
  shopper = await createUser(t.app, t.database.db, 'customer');
  other = await createUser(t.app, t.database.db, 'customer');
  taxonomy = await createSubcategory(t.database.db, 'Nightwear', 'Nighties');
});

const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });
const savedNames = (res: { json: () => { items: { product: { productName: string } }[] } }) =>
  res.json().items.map((i) => i.product.productName);

describe('wishlist', () => {
  it('saves, lists newest first, saves again without a duplicate, and removes', async () => {
    const me = await createUser(t.app, t.database.db, 'customer');
    const a = await createProduct(t.database.db, { ...taxonomy, productName: 'Rose Kaftan' });
    const b = await createProduct(t.database.db, {
      ...taxonomy,
      productName: 'Moon Nighty',
      quantity: 0,
      sellingPrice: 120_000,
    });
    expect((await call('PUT', `/api/wishlist/${me.id}/items/${a.id}`, me.token)).statusCode).toBe(200);
    const added = await call('PUT', `/api/wishlist/${me.id}/items/${b.id}`, me.token);
    expect(savedNames(added)).toEqual(['Moon Nighty', 'Rose Kaftan']);
    expect(added.json().items[0].product).toMatchObject({ _id: b.id, quantity: 0, sellingPrice: 1200 });
    expect(savedNames(await call('PUT', `/api/wishlist/${me.id}/items/${a.id}`, me.token))).toEqual([
      'Moon Nighty',
      'Rose Kaftan',
    ]);
    const removed = await call('DELETE', `/api/wishlist/${me.id}/items/${a.id}`, me.token);
    expect(savedNames(removed)).toEqual(['Moon Nighty']);
    expect(savedNames(await call('GET', `/api/wishlist/${me.id}`, me.token))).toEqual(['Moon Nighty']);
    // Removing what is not there is harmless.
    expect((await call('DELETE', `/api/wishlist/${me.id}/items/${a.id}`, me.token)).statusCode).toBe(200);
  });

  it('refuses unknown and hidden products, and leaves hidden saved ones out of the list', async () => {
    const hidden = await createProduct(t.database.db, { ...taxonomy, isActive: false });
    const missing = '00000000-0000-4000-8000-000000000000';
    const res = await call('PUT', `/api/wishlist/${shopper.id}/items/${missing}`, shopper.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Product not found' });
    expect((await call('PUT', `/api/wishlist/${shopper.id}/items/${hidden.id}`, shopper.token)).statusCode).toBe(404);
    expect((await call('PUT', `/api/wishlist/${shopper.id}/items/not-a-uuid`, shopper.token)).statusCode).toBe(400);
  });

  it('is the owner’s alone: anonymous callers get 401, another shopper 403', async () => {
    const p = await createProduct(t.database.db, taxonomy);
    await call('PUT', `/api/wishlist/${shopper.id}/items/${p.id}`, shopper.token);
    expect((await call('GET', `/api/wishlist/${shopper.id}`)).statusCode).toBe(401);
    expect((await call('GET', `/api/wishlist/${shopper.id}`, other.token)).statusCode).toBe(403);
    expect((await call('PUT', `/api/wishlist/${shopper.id}/items/${p.id}`, other.token)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/wishlist/${shopper.id}/items/${p.id}`, other.token)).statusCode).toBe(403);
    const merge = await call('POST', `/api/wishlist/${shopper.id}/merge`, other.token, { productIds: [p.id] });
    expect(merge.statusCode).toBe(403);
    expect(savedNames(await call('GET', `/api/wishlist/${other.id}`, other.token))).toEqual([]);
    expect(savedNames(await call('GET', `/api/wishlist/${shopper.id}`, shopper.token))).toContain(p.productName);
  });

  it('merges the browser’s saved pieces into the account once, skipping unknown ids', async () => {
    const me = await createUser(t.app, t.database.db, 'customer');
    const kept = await createProduct(t.database.db, { ...taxonomy, productName: 'Saved Before' });
    const fromBrowser = await createProduct(t.database.db, { ...taxonomy, productName: 'Saved Signed Out' });
    await call('PUT', `/api/wishlist/${me.id}/items/${kept.id}`, me.token);
    const body = { productIds: [fromBrowser.id, kept.id, '00000000-0000-4000-8000-000000000000'] };
    const first = await call('POST', `/api/wishlist/${me.id}/merge`, me.token, body);
    expect(first.statusCode).toBe(200);
    expect(savedNames(first).sort()).toEqual(['Saved Before', 'Saved Signed Out']);
    const again = await call('POST', `/api/wishlist/${me.id}/merge`, me.token, body);
    expect(again.json()).toEqual(first.json());
  });

  it('answers bad merge bodies with 400 and a message', async () => {
    for (const payload of [{}, { productIds: 'x' }, { productIds: ['nope'] }]) {
      const res = await call('POST', `/api/wishlist/${shopper.id}/merge`, shopper.token, payload);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
  });
});
