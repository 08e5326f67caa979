import { messages } from '@nidra/shared/messages';
import { POSTAL_TRACKING_URL } from '@nidra/shared/orders/order.rules';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, outbox } from '../../db/schema/index.ts';
import {
  bearer,
  createOrder,
  createProduct,
  createSubcategory,
  createUser,
  type TestUser,
} from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let admin: TestUser;
let customer: TestUser;
let taxonomy: { categoryId: string; subcategoryId: string };

beforeAll(async () => {
  admin = await createUser(t.app, t.database.db, 'admin');
  customer = await createUser(t.app, t.database.db, 'customer');
  taxonomy = await createSubcategory(t.database.db, 'Nightwear', 'Nighties');
});

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, token = admin.token) =>
  t.app.inject({ method, url, payload, headers: bearer(token) });

describe('GET /api/admin/orders', () => {
  it('pages newest first, filters by status on the server and reports Page X of Y', async () => {
    const p = await createProduct(t.database.db, taxonomy);
    const base = Date.now() - 100 * 60_000;
    const statuses = ['PENDING', 'DISPATCHED', 'DELIVERED'];
    for (let i = 0; i < 23; i++) {
      await createOrder(t.database.db, {
        userId: customer.id,
        orderStatus: statuses[i % 3],
        createdAt: new Date(base + i * 60_000),
        items: [{ productId: p.id, quantity: 1 + (i % 2) }],
      });
    }
    const first = (await call('GET', '/api/admin/orders?page=1&pageSize=10')).json();
    expect(first).toMatchObject({ currentPage: 1, totalPages: 3, total: 23 });
    expect(first.orders).toHaveLength(10);
    const times = first.orders.map((o: { createdAt: string }) => Date.parse(o.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(first.orders[0]).toMatchObject({
      customer: { _id: customer.id, email: customer.email, name: customer.name },
      totalQuantity: expect.any(Number),
      products: [expect.objectContaining({ quantity: expect.any(Number) })],
    });

    const last = (await call('GET', '/api/admin/orders?page=3&pageSize=10')).json();
    expect(last.orders).toHaveLength(3);
    expect(last.totalPages).toBe(3);

    const beyond = (await call('GET', '/api/admin/orders?page=9&pageSize=10')).json();
    expect(beyond).toMatchObject({ orders: [], currentPage: 9, totalPages: 3 });

    const dispatched = (await call('GET', '/api/admin/orders?page=1&pageSize=5&status=DISPATCHED')).json();
    expect(dispatched.total).toBe(8); // i % 3 === 1 for i < 23
    expect(dispatched.totalPages).toBe(2);
    expect(dispatched.orders.every((o: { orderStatus: string }) => o.orderStatus === 'DISPATCHED')).toBe(true);

    const defaults = (await call('GET', '/api/admin/orders')).json();
    expect(defaults.orders).toHaveLength(10);
  });

  it('Pending holds paid and COD orders only; unpaid ones have their own filter', async () => {
    const shopper = await createUser(t.app, t.database.db, 'customer');
    const p = await createProduct(t.database.db, taxonomy);
    const make = (paymentStatus: string, orderStatus = 'PENDING') =>
      createOrder(t.database.db, {
        userId: shopper.id,
        paymentStatus,
        orderStatus,
        items: [{ productId: p.id, quantity: 1 }],
      });
    const paid = await make('PAYMENT_SUCCESS');
    const cod = await make('COD_PENDING');
    const failed = await make('PAYMENT_FAILED');
    const started = await make('PAYMENT_INITIATED');
    const expired = await make('PAYMENT_EXPIRED');
    await make('PAYMENT_SUCCESS', 'DISPATCHED');
    const ids = async (query: string) =>
      ((await call('GET', `/api/admin/orders?pageSize=100&${query}`)).json().orders as { _id: string }[]).map(
        (o) => o._id,
      );

    const pending = await ids('status=PENDING');
    expect(pending).toEqual(expect.arrayContaining([paid.id, cod.id]));
    for (const unpaid of [failed.id, started.id, expired.id]) expect(pending).not.toContain(unpaid);
    expect(await ids('status=UNPAID')).toEqual([expired.id, started.id, failed.id]);
    expect(await ids('status=UNPAID&method=ONLINE')).toEqual([expired.id, started.id, failed.id]);
    expect(await ids('status=PENDING&method=ONLINE')).not.toContain(failed.id);
    const unpaidPage = (await call('GET', '/api/admin/orders?status=UNPAID&pageSize=2')).json();
    expect(unpaidPage).toMatchObject({ total: 3, totalPages: 2 });
  });

  it('rejects unknown statuses and page sizes over 100', async () => {
    expect((await call('GET', '/api/admin/orders?status=LOST')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/orders?pageSize=500')).statusCode).toBe(400);
  });

  it('is admin only', async () => {
    expect((await call('GET', '/api/admin/orders', undefined, customer.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/orders' })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/orders/{orderId}', () => {
  it('returns the order with its history; 404 for unknown and malformed ids', async () => {
    const order = await createOrder(t.database.db, { userId: customer.id });
    const res = await call('GET', `/api/admin/orders/${order.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: order.id, orderNumber: order.orderNumber, events: [] });
    expect((await call('GET', '/api/admin/orders/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/orders/not-an-id')).statusCode).toBe(404);
  });

  it('lists events stamped in the same clock tick in the order they were recorded', async () => {
    const order = await createOrder(t.database.db, { userId: customer.id });
    const at = new Date('2026-11-20T10:00:00.000Z');
    const recorded = ['DISPATCHED', 'DELIVERED', 'RETURNED', 'CANCELLED', 'PENDING', 'DISPATCHED'];
    for (const [i, to] of recorded.entries()) {
      await t.database.db.insert(orderEvents).values({
        orderId: order.id,
        field: 'orderStatus',
        from: i ? recorded[i - 1] : 'PENDING',
        to,
        actor: admin.email,
        at,
      });
    }
    const detail = (await call('GET', `/api/admin/orders/${order.id}`)).json();
    expect(detail.events.map((e: { to: string }) => e.to)).toEqual(recorded);
  });
});

describe('PUT /api/admin/orders/{orderId}', () => {
  it('records each change as an event and mails the shopper when dispatched with tracking', async () => {
    const order = await createOrder(t.database.db, { userId: customer.id });
    const res = await call('PUT', `/api/admin/orders/${order.id}`, {
      trackingNumber: 'EM123456789IN',
      orderStatus: 'DISPATCHED',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: order.id, orderStatus: 'DISPATCHED', trackingNumber: 'EM123456789IN' });

    const detail = (await call('GET', `/api/admin/orders/${order.id}`)).json();
    expect(detail.events).toEqual([
      expect.objectContaining({ field: 'trackingNumber', from: '', to: 'EM123456789IN', actor: admin.email }),
      expect.objectContaining({ field: 'orderStatus', from: 'PENDING', to: 'DISPATCHED', actor: admin.email }),
    ]);

    const mails = await t.database.db.select().from(outbox);
    const mail = mails.find((m) => (m.payload as { to: string }).to === customer.email);
    expect(mail).toBeDefined();
    const text = (mail?.payload as { text: string } | undefined)?.text ?? '';
    expect(text).toContain('EM123456789IN');
    expect(text).toContain(POSTAL_TRACKING_URL);
    expect(text).toContain(`ORD${order.orderNumber}`);

    // Saving the same values again changes nothing: no event, no second mail.
    await call('PUT', `/api/admin/orders/${order.id}`, { trackingNumber: 'EM123456789IN', orderStatus: 'DISPATCHED' });
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events).toHaveLength(2);
    expect(await t.database.db.select().from(outbox)).toHaveLength(mails.length);
  });

  it('does not mail when dispatched without a tracking number', async () => {
    const order = await createOrder(t.database.db, { userId: customer.id });
    const before = (await t.database.db.select().from(outbox)).length;
    const res = await call('PUT', `/api/admin/orders/${order.id}`, { trackingNumber: '', orderStatus: 'DISPATCHED' });
    expect(res.statusCode).toBe(200);
    expect(await t.database.db.select().from(outbox)).toHaveLength(before);
  });

  it.each([
    'PAYMENT_FAILED',
    'PAYMENT_INITIATED',
    'PAYMENT_EXPIRED',
  ])('refuses to ship a %s order: no status change, no event, no mail', async (paymentStatus) => {
    const order = await createOrder(t.database.db, { userId: customer.id, paymentStatus });
    const before = (await t.database.db.select().from(outbox)).length;
    for (const orderStatus of ['DISPATCHED', 'INTRANSIT', 'DELIVERED']) {
      const res = await call('PUT', `/api/admin/orders/${order.id}`, { trackingNumber: 'EM987654321IN', orderStatus });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: messages.cannotShipUnpaid });
    }
    const detail = (await call('GET', `/api/admin/orders/${order.id}`)).json();
    expect(detail).toMatchObject({ orderStatus: 'PENDING', trackingNumber: '', events: [] });
    expect(await t.database.db.select().from(outbox)).toHaveLength(before);
    // What staff may still do with it: cancel it.
    expect((await call('PUT', `/api/admin/orders/${order.id}`, { orderStatus: 'CANCELLED' })).statusCode).toBe(200);
  });

  it('ships a cash-on-delivery order whose cash is still owed', async () => {
    const order = await createOrder(t.database.db, { userId: customer.id, paymentStatus: 'COD_PENDING' });
    const res = await call('PUT', `/api/admin/orders/${order.id}`, {
      trackingNumber: 'EM1IN',
      orderStatus: 'DISPATCHED',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ orderStatus: 'DISPATCHED' });
  });

  it('rejects an unknown status, an unknown order and customers', async () => {
    const order = await createOrder(t.database.db, { userId: customer.id });
    const url = `/api/admin/orders/${order.id}`;
    expect((await call('PUT', url, { trackingNumber: '', orderStatus: 'LOST' })).statusCode).toBe(400);
    expect(
      (await call('PUT', '/api/admin/orders/00000000-0000-4000-8000-000000000000', { orderStatus: 'DELIVERED' }))
        .statusCode,
    ).toBe(404);
    expect((await call('PUT', url, { orderStatus: 'DELIVERED' }, customer.token)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/orders/pending', () => {
  it('lists only paid PENDING orders, oldest first, each line with its size and design number', async () => {
    const other = await createUser(t.app, t.database.db, 'customer');
    const piece = await createProduct(t.database.db, { ...taxonomy, size: 'L', designNumber: 'NX-204' });
    const old = await createOrder(t.database.db, {
      userId: other.id,
      createdAt: new Date('2020-01-01T00:00:00Z'),
      items: [{ productId: piece.id, quantity: 1, name: 'Mustard Floral Nighty' }],
    });
    await createOrder(t.database.db, { userId: other.id, paymentStatus: 'PAYMENT_INITIATED' });
    await createOrder(t.database.db, { userId: other.id, orderStatus: 'DISPATCHED' });
    const res = await call('GET', '/api/admin/orders/pending');
    expect(res.statusCode).toBe(200);
    const { orders } = res.json();
    expect(orders[0]._id).toBe(old.id);
    expect(orders[0].products[0].product).toMatchObject({
      productName: 'Mustard Floral Nighty',
      size: 'L',
      designNumber: 'NX-204',
    });
    for (const o of orders) {
      expect(o.orderStatus).toBe('PENDING');
      expect(['PAYMENT_SUCCESS', 'COD_PENDING', 'COD_COLLECTED']).toContain(o.status);
    }
    const times = orders.map((o: { createdAt: string }) => Date.parse(o.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect((await call('GET', '/api/admin/orders/pending', undefined, customer.token)).statusCode).toBe(403);
  });
});
