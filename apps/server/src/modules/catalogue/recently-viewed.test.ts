import { publicProduct } from '@nidra/shared/catalogue/catalogue.schema';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { products, recentlyViewed } from '../../db/schema/index.ts';
import { createProduct, createUser } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { keysDeep } from './catalogue.test-helpers.ts';

const t = useTestApp();
let db: Db;
const ids: string[] = [];
let inactiveId: string;
type User = Awaited<ReturnType<typeof createUser>>;
let alice: User;
let bob: User;
let admin: User;

const view = (id: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/products/Some-Name/${id}`, headers });
const listOf = (userId: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/analytics/recently-viewed-products/${userId}`, headers });
const countViews = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(recentlyViewed))[0].n;

beforeAll(async () => {
  db = t.database.db;
  for (let i = 0; i < 14; i++) ids.push((await createProduct(db, { productName: `Viewed ${i}` })).id);
  inactiveId = (await createProduct(db, { productName: 'Retired', isActive: false })).id;
  alice = await createUser(t.app, db);
  bob = await createUser(t.app, db);
  admin = await createUser(t.app, db, 'admin');
});

describe('recently viewed products', () => {
  it('records nothing for anonymous visitors or a bad token, and still shows the product', async () => {
    expect((await view(ids[0])).statusCode).toBe(200);
    expect((await view(ids[0], { authorization: 'Bearer nonsense' })).statusCode).toBe(200);
    expect(await countViews()).toBe(0);
  });

  it('keeps signed-in views out of shared caches, and records a view answered with 304 too', async () => {
    const anonymous = await view(ids[13]);
    expect(anonymous.headers['cache-control']).toBe('public, max-age=30, must-revalidate');
    const first = await view(ids[13], bob.headers);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toContain('authorization');
    const again = await view(ids[13], { ...bob.headers, 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    const seen = await db.select().from(recentlyViewed).where(eq(recentlyViewed.userId, bob.id));
    expect(seen.map((r) => r.productId)).toEqual([ids[13]]);
    await db.delete(recentlyViewed);
  });

  it('does not record an inactive product', async () => {
    expect((await view(inactiveId, alice.headers)).statusCode).toBe(404);
    expect(await countViews()).toBe(0);
  });

  it('lists the latest 12 distinct active products, latest first', async () => {
    for (const id of ids.slice(0, 13)) expect((await view(id, alice.headers)).statusCode).toBe(200);
    await view(ids[2], alice.headers); // seen again: moves to the front, not listed twice
    const res = await listOf(alice.id, alice.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const list = z.array(publicProduct.strict()).parse(res.json());
    expect(list.map((p) => p._id)).toEqual([ids[2], ...ids.slice(3, 13).reverse(), ids[1]]);
    expect(keysDeep(res.json()).has('actualPrice')).toBe(false);
  });

  it('hides products that became inactive', async () => {
    await db.update(products).set({ isActive: false }).where(eq(products.id, ids[2]));
    const list = (await listOf(alice.id, alice.headers)).json() as { _id: string }[];
    expect(list.map((p) => p._id)).not.toContain(ids[2]);
    expect(list).toHaveLength(12);
  });

  it('is private: anonymous 401, another customer 403, the owner and an admin 200', async () => {
    expect((await listOf(alice.id)).statusCode).toBe(401);
    const other = await listOf(alice.id, bob.headers);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: expect.any(String) });
    expect((await listOf(alice.id, admin.headers)).json()).toHaveLength(12);
    expect((await listOf(bob.id, bob.headers)).json()).toEqual([]);
  });
});

describe('POST /api/analytics/recently-viewed-products/{userId}: a product page the browser opened', () => {
  const record = (userId: string, body: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/analytics/recently-viewed-products/${userId}`, headers, payload: body });

  it("records the signed-in shopper's view, latest first, which the home strip then lists", async () => {
    const carol = await createUser(t.app, db);
    for (const id of [ids[5], ids[6], ids[5]]) {
      const res = await record(carol.id, { productId: id }, carol.headers);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
    }
    const list = (await listOf(carol.id, carol.headers)).json() as { _id: string }[];
    expect(list.map((p) => p._id)).toEqual([ids[5], ids[6]]);
  });

  it('is the owner’s own: anonymous 401, another customer 403, nothing recorded', async () => {
    const dave = await createUser(t.app, db);
    expect((await record(dave.id, { productId: ids[7] })).statusCode).toBe(401);
    const other = await record(dave.id, { productId: ids[7] }, bob.headers);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: expect.any(String) });
    expect((await listOf(dave.id, dave.headers)).json()).toEqual([]);
  });

  it('answers 404 for an unknown or inactive product and 400 for a malformed body, recording nothing', async () => {
    const erin = await createUser(t.app, db);
    for (const productId of ['00000000-0000-4000-8000-000000000000', inactiveId]) {
      const res = await record(erin.id, { productId }, erin.headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Product not found' });
    }
    for (const body of [{}, { productId: 'not-an-id' }, { productId: 42 }]) {
      const res = await record(erin.id, body, erin.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
    expect((await listOf(erin.id, erin.headers)).json()).toEqual([]);
  });
});
