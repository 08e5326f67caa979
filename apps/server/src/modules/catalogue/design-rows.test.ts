import { type ListedProduct, productListResponse } from '@nidra/shared/catalogue/catalogue.schema';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../db/client.ts';
import { orders, products } from '../../db/schema/index.ts';
import {
  addToCart,
  finishOnHostedPage,
  orderIdOf,
  paymentBodyFor,
  startPayment,
  validate,
} from '../../test/checkout-journey.ts';
import {
  createProduct,
  createShopper,
  createSubcategory,
  createUser,
  eventually,
  type Shopper,
  type TestUser,
} from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

// Lists and search read the designs table (ADR 0012, 0013), which the database keeps from products.
// Every kind of product or stock write must leave what a shopper sees of a design right: a sale, a
// cancellation and a reopened order, admin edits, a design number or subcategory changed, a product
// switched off or deleted, and one statement writing many products. Search answers are not cached
// here (no open cache entries), so each answer is read afresh.

const t = useTestApp({ CACHE_OPEN_ENTRIES: '0' });
let admin: TestUser;
let shopper: Shopper;
let taxonomy: { categoryId: string; subcategoryId: string };

const db = () => t.database.db;
const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return productListResponse.parse(res.json());
};
/** The design cards of a search, newest first (the search answer the shopper gets). */
const search = async (q: string, extra = '') => (await get(`/api/search?q=${q}&sort=newest${extra}`)).products;
/** The one card a search for the design's words finds. */
const card = async (q: string, extra = ''): Promise<ListedProduct | undefined> => {
  const found = await search(q, extra);
  expect(found.length).toBeLessThanOrEqual(1);
  return found[0];
};
const designOf = (c: ListedProduct | undefined) =>
  c && {
    sizes: c.design?.sizes,
    lowestPrice: c.design?.lowestPrice,
    inStock: c.design?.inStockCount,
    stock: c.quantity,
  };

async function sell(productId: string, quantity: number): Promise<string> {
  const cart = await addToCart(t, shopper, productId, quantity);
  const started = await startPayment(t, shopper, paymentBodyFor(shopper, cart));
  expect(started.statusCode, started.body).toBe(200);
  const { location } = await finishOnHostedPage(t, started.json().paymentUrl, 'success');
  const orderId = orderIdOf(location);
  expect((await validate(t, shopper, orderId)).json()).toMatchObject({ status: 'PAYMENT_SUCCESS' });
  return orderId;
}

function editAsAdmin(productId: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return t.app.inject({
    method: 'PUT',
    url: `/api/products/${productId}`,
    payload: form as never,
    headers: admin.headers,
  });
}

beforeAll(async () => {
  admin = await createUser(t.app, db(), 'admin');
  shopper = await createShopper(t);
  taxonomy = await createSubcategory(db(), 'Nightwear', 'Kept Nighties');
});

describe('a design as lists and search show it, after each kind of write', () => {
  it('follows sales, a cancellation and a reopened order', async () => {
    const sizes = { designNumber: 'MARI-1', productName: 'Marigold Voile Nighty', fabric: 'Voile', ...taxonomy };
    const s = await createProduct(db(), { ...sizes, size: 'S', sellingPrice: 50_000, quantity: 1 });
    const m = await createProduct(db(), { ...sizes, size: 'M', sellingPrice: 60_000, quantity: 2 });
    expect(designOf(await card('marigold'))).toEqual({ sizes: ['S', 'M'], lowestPrice: 500, inStock: 2, stock: 3 });

    // The last S sold: the card's price is the lowest of the sizes still in stock.
    await sell(s.id, 1);
    expect(designOf(await card('marigold'))).toEqual({ sizes: ['S', 'M'], lowestPrice: 600, inStock: 1, stock: 2 });
    expect(await card('marigold', '&size=S&inStock=1')).toBeUndefined();

    // One M of two sold: still in stock, one piece fewer.
    await sell(m.id, 1);
    expect(designOf(await card('marigold'))).toMatchObject({ lowestPrice: 600, inStock: 1, stock: 1 });

    // The last M sold: sold out, so it drops out of "in stock only" and sorts after designs in stock.
    const last = await sell(m.id, 1);
    expect(designOf(await card('marigold'))).toEqual({ sizes: ['S', 'M'], lowestPrice: 500, inStock: 0, stock: 0 });
    expect(await card('marigold', '&inStock=1')).toBeUndefined();

    // Cancelled: the M comes back.
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/admin/orders/${last}/cancel`, headers: admin.headers }))
        .statusCode,
    ).toBe(200);
    expect(designOf(await card('marigold', '&inStock=1'))).toMatchObject({ lowestPrice: 600, inStock: 1, stock: 1 });

    // Reopened (an order cancelled before refunds existed stayed paid): the M is taken again.
    await db().update(orders).set({ paymentStatus: 'PAYMENT_SUCCESS' }).where(eq(orders.id, last));
    const reopened = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${last}`,
      payload: { trackingNumber: '', orderStatus: 'PENDING' },
      headers: admin.headers,
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(designOf(await card('marigold'))).toMatchObject({ inStock: 0, stock: 0 });
  });

  it('follows a cash-on-delivery order and its cancellation', async () => {
    const p = await createProduct(db(), {
      ...taxonomy,
      designNumber: 'TUL-6',
      productName: 'Tulip Crepe Nighty',
      size: 'M',
      sellingPrice: 59_900,
      quantity: 1,
    });
    const buyer = await createShopper(t);
    const body = paymentBodyFor(buyer, await addToCart(t, buyer, p.id));
    const fee = 49;
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders/cod',
      headers: buyer.headers,
      payload: { ...body, totalAmount: (Math.round(body.totalAmount * 100) + fee * 100) / 100, codFee: fee },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(designOf(await card('tulip'))).toMatchObject({ inStock: 0, stock: 0 });
    const orderId = placed.json().orderId as string;
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/cancel`,
      headers: admin.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(designOf(await card('tulip', '&inStock=1'))).toMatchObject({ inStock: 1, stock: 1 });
  });

  it('follows admin edits of price, stock, size, words and design number', async () => {
    const sizes = { designNumber: 'JAS-2', productName: 'Jasmine Modal Nighty', fabric: 'Modal', ...taxonomy };
    const s = await createProduct(db(), { ...sizes, size: 'S', sellingPrice: 70_000, quantity: 0 });
    const m = await createProduct(db(), { ...sizes, size: 'M', sellingPrice: 80_000, quantity: 4 });
    expect(designOf(await card('jasmine'))).toEqual({ sizes: ['S', 'M'], lowestPrice: 800, inStock: 1, stock: 4 });

    expect((await editAsAdmin(m.id, { MRP: '1200', sellingPrice: '750' })).statusCode).toBe(200);
    expect(designOf(await card('jasmine'))).toMatchObject({ lowestPrice: 750 });
    expect(await card('jasmine', '&maxPrice=760&size=M')).toBeDefined();
    // One size must pass every filter: the S at ₹700 is sold out, the M in stock costs ₹750.
    expect(await card('jasmine', '&maxPrice=740')).toBeDefined();
    expect(await card('jasmine', '&maxPrice=740&inStock=1')).toBeUndefined();

    expect((await editAsAdmin(s.id, { quantity: '3' })).statusCode).toBe(200);
    expect(designOf(await card('jasmine'))).toEqual({ sizes: ['S', 'M'], lowestPrice: 700, inStock: 2, stock: 7 });

    expect((await editAsAdmin(s.id, { size: 'XL' })).statusCode).toBe(200);
    expect(designOf(await card('jasmine'))).toMatchObject({ sizes: ['M', 'XL'] });
    expect(await card('jasmine', '&size=S')).toBeUndefined();

    expect((await editAsAdmin(m.id, { description: 'Breathable, with a lace yoke.' })).statusCode).toBe(200);
    expect((await card('lace yoke'))?.productName).toBe('Jasmine Modal Nighty');

    // A new design number takes the size out of the design into one of its own.
    expect((await editAsAdmin(s.id, { designNumber: 'JAS-3' })).statusCode).toBe(200);
    const both = await search('jasmine');
    expect(both.map((c) => c.design?.sizes)).toEqual([['M'], ['XL']]);
  });

  it('follows products switched off, moved, deleted, added and written many at once', async () => {
    const sizes = { designNumber: 'LOT-4', productName: 'Lotus Cambric Nighty', fabric: 'Cambric', ...taxonomy };
    const [s, m, l] = [
      await createProduct(db(), { ...sizes, size: 'S', quantity: 2 }),
      await createProduct(db(), { ...sizes, size: 'M', quantity: 2 }),
      await createProduct(db(), { ...sizes, size: 'L', quantity: 2 }),
    ];
    expect((await editAsAdmin(s.id, { isActive: 'false' })).statusCode).toBe(200);
    expect(designOf(await card('lotus'))).toMatchObject({ sizes: ['M', 'L'], stock: 4 });

    const elsewhere = await createSubcategory(db(), 'Nightwear', 'Kept Kaftans');
    await db().update(products).set({ subcategoryId: elsewhere.subcategoryId }).where(eq(products.id, m.id));
    const lists = async (sub: string) =>
      (await get(`/api/products?subcategory=${sub}&group=design&sort=newest&pageSize=48`)).products
        .filter((c) => c.productName === 'Lotus Cambric Nighty')
        .map((c) => c.design?.sizes);
    expect(await lists('Kept-Nighties')).toEqual([['L']]);
    expect(await lists('Kept-Kaftans')).toEqual([['M']]);

    await db().delete(products).where(eq(products.id, l.id));
    expect(await lists('Kept-Nighties')).toEqual([]);

    await createProduct(db(), { ...sizes, size: 'XL', quantity: 1 });
    expect(await lists('Kept-Nighties')).toEqual([['XL']]);

    // One statement selling out many sizes of several designs (as a sale of a whole order does).
    const lotusIds = (
      await db().select({ id: products.id }).from(products).where(eq(products.designNumber, 'LOT-4'))
    ).map((r) => r.id);
    await db().update(products).set({ quantity: 0 }).where(inArray(products.id, lotusIds));
    expect((await search('lotus')).map(designOf)).toEqual([
      expect.objectContaining({ sizes: ['XL'], inStock: 0, stock: 0 }),
      expect.objectContaining({ sizes: ['M'], inStock: 0, stock: 0 }),
    ]);
  });

  it('stays right when two transactions sell out sizes of one design at once', async () => {
    const sizes = { designNumber: 'DAH-7', productName: 'Dahlia Linen Nighty', fabric: 'Linen', ...taxonomy };
    const ids: string[] = [];
    for (const size of ['S', 'M', 'L', 'XL']) ids.push((await createProduct(db(), { ...sizes, size, quantity: 1 })).id);
    const sellOut = (pair: string[]) => (tx: Tx) =>
      tx.update(products).set({ quantity: 0 }).where(inArray(products.id, pair));
    // The first sale stays open until the second has started: on PostgreSQL until the second waits
    // for it (both rewrite the design's row); PGlite has one connection and queues the second.
    let firstSold = false;
    let secondStarted = false;
    const first = db().transaction(async (tx) => {
      await sellOut(ids.slice(0, 2))(tx);
      firstSold = true;
      await eventually(() => secondStarted, 'the second sale to start');
      if (t.database.kind === 'postgres')
        await eventually(async () => {
          const waiting = await t.database.db.execute(
            sql`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          );
          return (waiting as unknown as { rows: unknown[] }).rows.length > 0;
        }, 'the second sale to wait for the first');
    });
    await eventually(() => firstSold, 'the first sale');
    secondStarted = true;
    const second = db().transaction(sellOut(ids.slice(2)));
    await Promise.all([first, second]);
    expect(designOf(await card('dahlia'))).toMatchObject({ inStock: 0, stock: 0 });
    expect(await card('dahlia', '&inStock=1')).toBeUndefined();
  });

  it('lets two sales selling out sizes of the same two designs in opposite orders both commit', async () => {
    // Heap order y2, x1, x2, y1, x3: a statement reading the table in order writes x1 before y1 and
    // y2 before x2, so the two sales below meet the designs in opposite orders.
    const x = { designNumber: 'IRIS-1', productName: 'Iris Voile Nighty', fabric: 'Voile', ...taxonomy };
    const y = { designNumber: 'IXIA-2', productName: 'Ixia Voile Nighty', fabric: 'Voile', ...taxonomy };
    const y2 = await createProduct(db(), { ...y, size: 'M', quantity: 1 });
    const x1 = await createProduct(db(), { ...x, size: 'S', quantity: 1 });
    const x2 = await createProduct(db(), { ...x, size: 'M', quantity: 1 });
    const y1 = await createProduct(db(), { ...y, size: 'S', quantity: 1 });
    const x3 = await createProduct(db(), { ...x, size: 'L', quantity: 1 });
    const sellOut = (ids: string[]) => async (tx: Tx) => {
      await tx.execute(sql`set local enable_indexscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      await tx.update(products).set({ quantity: 0 }).where(inArray(products.id, ids));
    };
    const waiting = async () =>
      (
        (await t.database.db.execute(
          sql`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        )) as unknown as { rows: unknown[] }
      ).rows.length;
    // A third sale holds design x until both sales have reached it (PostgreSQL: both wait; PGlite has
    // one connection and runs the three one after another).
    let held = false;
    const holder = db().transaction(async (tx) => {
      await sellOut([x3.id])(tx);
      held = true;
      if (t.database.kind === 'postgres') await eventually(async () => (await waiting()) >= 2, 'both sales to wait');
    });
    await eventually(() => held, 'the holding sale');
    const first = db().transaction(sellOut([x1.id, y1.id]));
    const second = db().transaction(sellOut([y2.id, x2.id]));
    await Promise.all([holder, first, second]);
    expect(designOf(await card('iris'))).toMatchObject({ inStock: 0, stock: 0 });
    expect(designOf(await card('ixia'))).toMatchObject({ inStock: 0, stock: 0 });
  });

  it('follows a product CSV import that restocks and reprices a size', async () => {
    const sizes = { designNumber: 'ORC-5', productName: 'Orchid Mulmul Nighty', fabric: 'Mulmul', ...taxonomy };
    await createProduct(db(), { ...sizes, size: 'M', sellingPrice: 90_000, quantity: 2 });
    await createProduct(db(), { ...sizes, size: 'L', sellingPrice: 95_000, quantity: 0, barcode: '8907000000051' });
    expect(designOf(await card('orchid'))).toMatchObject({ lowestPrice: 900, inStock: 1 });
    const form = new FormData();
    const csv =
      'barcode,productName,category,subcategory,MRP,sellingPrice,quantity\r\n' +
      '8907000000051,Orchid Mulmul Nighty,Nightwear,Kept Nighties,1499,850,6\r\n';
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'products.csv');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/imports/products',
      payload: form as never,
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('"updated":1');
    expect(designOf(await card('orchid'))).toEqual({ sizes: ['M', 'L'], lowestPrice: 850, inStock: 2, stock: 8 });
  });
});
