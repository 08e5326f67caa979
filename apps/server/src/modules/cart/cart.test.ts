import { messages } from '@nidra/shared';
import type { Cart } from '@nidra/shared/cart/cart.schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { createProduct, createUser, type TestUser } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createCartRepository } from './cart.repository.ts';

const t = useTestApp();
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;
beforeAll(async () => {
  [alice, bob, admin] = await Promise.all([
    createUser(t.app, t.database.db),
    createUser(t.app, t.database.db),
    createUser(t.app, t.database.db, 'admin'),
  ]);
});

const add = (user: TestUser | null, ownerId: string, productId: string, quantity = 1) =>
  t.app.inject({
    method: 'POST',
    url: `/api/cart/${ownerId}/add`,
    headers: user?.headers,
    payload: { productId, quantity },
  });

describe('GET /api/cart/{userId}', () => {
  it('creates an empty cart on first read and keeps its id', async () => {
    const first = await t.app.inject({ method: 'GET', url: `/api/cart/${alice.id}`, headers: alice.headers });
    expect(first.statusCode).toBe(200);
    const cart = first.json<Cart>();
    expect(cart).toEqual({
      _id: expect.any(String),
      items: [],
      offers: {
        code: null,
        codeApplied: false,
        codeOutcome: null,
        applied: [],
        lineDiscounts: {},
        freeShipping: false,
        forYou: [],
      },
    });
    const again = await t.app.inject({ method: 'GET', url: `/api/cart/${alice.id}`, headers: alice.headers });
    expect(again.json<Cart>()._id).toBe(cart._id);
  });

  it('refuses anonymous callers (401) and other customers (403), allows an admin', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/cart/${alice.id}` })).statusCode).toBe(401);
    const other = await t.app.inject({ method: 'GET', url: `/api/cart/${alice.id}`, headers: bob.headers });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: messages.notAllowed });
    const asAdmin = await t.app.inject({ method: 'GET', url: `/api/cart/${alice.id}`, headers: admin.headers });
    expect(asAdmin.statusCode).toBe(200);
  });
});

describe('POST /api/cart/{userId}/add', () => {
  it('adds a product, newest first, and answers 202 when it is already in the cart', async () => {
    const user = await createUser(t.app, t.database.db);
    const older = await createProduct(t.database.db);
    const newer = await createProduct(t.database.db, { sellingPrice: 79_950, mrp: 99_900, quantity: 3 });
    expect((await add(user, user.id, older.id)).statusCode).toBe(200);
    const res = await add(user, user.id, newer.id, 2);
    expect(res.statusCode).toBe(200);
    const cart = res.json<Cart>();
    expect(cart.items.map((i) => i.product._id)).toEqual([newer.id, older.id]);
    expect(cart.items[0]).toMatchObject({ cartId: cart._id, quantity: 2 });
    expect(cart.items[0].product).toMatchObject({ sellingPrice: 799.5, MRP: 999, quantity: 3, isActive: true });
    expect(cart.items[0].product).not.toHaveProperty('actualPrice');

    const again = await add(user, user.id, older.id);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ message: messages.alreadyInCart });
  });

  it('refuses sold-out, inactive and unknown products and more than the stock', async () => {
    const user = await createUser(t.app, t.database.db);
    const soldOut = await createProduct(t.database.db, { quantity: 0 });
    const inactive = await createProduct(t.database.db, { isActive: false });
    const lastOne = await createProduct(t.database.db, { quantity: 1 });
    expect((await add(user, user.id, soldOut.id)).json()).toEqual({ message: messages.productSoldOut });
    expect((await add(user, user.id, soldOut.id)).statusCode).toBe(400);
    expect((await add(user, user.id, inactive.id)).statusCode).toBe(400);
    const unknown = await add(user, user.id, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: messages.productNotFound });
    expect((await add(user, user.id, lastOne.id, 2)).json()).toEqual({ message: messages.notEnoughStock(1) });
    expect((await add(user, user.id, 'not-a-uuid')).statusCode).toBe(400);
  });

  it('keeps showing an item whose product sold out later, with its stock', async () => {
    const user = await createUser(t.app, t.database.db);
    const product = await createProduct(t.database.db, { quantity: 1 });
    await add(user, user.id, product.id);
    await t.database.db.update(products).set({ quantity: 0 }).where(eq(products.id, product.id));
    const cart = (
      await t.app.inject({ method: 'GET', url: `/api/cart/${user.id}`, headers: user.headers })
    ).json<Cart>();
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0].product.quantity).toBe(0);
  });

  it('is the owner’s or an admin’s: 401 anonymous, 403 another customer', async () => {
    const product = await createProduct(t.database.db);
    expect((await add(null, alice.id, product.id)).statusCode).toBe(401);
    expect((await add(bob, alice.id, product.id)).statusCode).toBe(403);
    expect((await add(admin, alice.id, product.id)).statusCode).toBe(200);
  });
});

describe('POST /api/cart/{userId}/item/delete', () => {
  it('removes the line and returns the cart; a second delete is harmless', async () => {
    const user = await createUser(t.app, t.database.db);
    const a = await createProduct(t.database.db);
    const b = await createProduct(t.database.db);
    await add(user, user.id, a.id);
    const cart = (await add(user, user.id, b.id)).json<Cart>();
    const itemId = cart.items.find((i) => i.product._id === a.id)!._id;
    const del = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/cart/${user.id}/item/delete`,
        headers: user.headers,
        payload: { cartId: cart._id, itemId },
      });
    const res = await del();
    expect(res.statusCode).toBe(200);
    expect(res.json<Cart>().items.map((i) => i.product._id)).toEqual([b.id]);
    expect((await del()).statusCode).toBe(200);
  });

  it('refuses another user’s cart id (403) and an unknown cart (404)', async () => {
    const owner = await createUser(t.app, t.database.db);
    const intruder = await createUser(t.app, t.database.db);
    const product = await createProduct(t.database.db);
    const cart = (await add(owner, owner.id, product.id)).json<Cart>();
    const payload = { cartId: cart._id, itemId: cart.items[0]._id };
    const viaOwnRoute = await t.app.inject({
      method: 'POST',
      url: `/api/cart/${intruder.id}/item/delete`,
      headers: intruder.headers,
      payload,
    });
    expect(viaOwnRoute.statusCode).toBe(403);
    const viaOwnerRoute = await t.app.inject({
      method: 'POST',
      url: `/api/cart/${owner.id}/item/delete`,
      headers: intruder.headers,
      payload,
    });
    expect(viaOwnerRoute.statusCode).toBe(403);
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/cart/${owner.id}/item/delete`,
      headers: owner.headers,
      payload: { ...payload, cartId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.statusCode).toBe(404);
    const after = await t.app.inject({ method: 'GET', url: `/api/cart/${owner.id}`, headers: owner.headers });
    expect(after.json<Cart>().items).toHaveLength(1);
  });
});

describe('the cart repository checkout reads', () => {
  it('read the lines in paise and empty the cart, keeping its id', async () => {
    const user = await createUser(t.app, t.database.db);
    const db = t.database.db;
    const repo = createCartRepository(db);
    expect(await repo.findCartIdByUser(user.id)).toBeNull();
    const product = await createProduct(db, { sellingPrice: 50_000, mrp: 60_000, hsn: '6108', quantity: 3 });
    const cart = (await add(user, user.id, product.id, 2)).json<Cart>();
    expect(await repo.findCartIdByUser(user.id)).toBe(cart._id);
    const lines = await db.transaction((tx) => repo.findCartLinesByUser(user.id, tx));
    expect(lines).toEqual([
      {
        itemId: cart.items[0]._id,
        productId: product.id,
        quantity: 2,
        product: {
          name: product.productName,
          mrp: 60_000,
          sellingPrice: 50_000,
          quantity: 3,
          isActive: true,
          hsn: '6108',
          subcategoryId: product.subcategoryId,
          designKey: product.designNumber || product.id,
        },
        couponCode: null,
      },
    ]);
    await db.transaction((tx) => repo.deleteItemsOfUser(user.id, tx));
    expect(await repo.findCartLinesByUser(user.id)).toEqual([]);
    expect(await repo.findCartIdByUser(user.id)).toBe(cart._id);
  });
});
