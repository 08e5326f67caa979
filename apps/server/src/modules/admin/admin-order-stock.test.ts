import { messages } from '@nidra/shared/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, products, stockReservations } from '../../db/schema/index.ts';
import {
  bearer,
  createOrder,
  createProduct,
  createSubcategory,
  createUser,
  type TestUser,
} from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

// Stock moves of admin order changes: cancelling restocks a paid order still in the store;
// reopening takes the pieces again, so they can never be sold twice.

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
const stockOf = async (id: string) =>
  (await t.database.db.select({ q: products.quantity }).from(products).where(eq(products.id, id)))[0].q;

// An order cancelled before cancelling refunded (ADR 0009) stayed PAYMENT_SUCCESS; such rows still reopen.
const keepPaid = (orderId: string) =>
  t.database.db.update(orders).set({ paymentStatus: 'PAYMENT_SUCCESS' }).where(eq(orders.id, orderId));

describe('POST /api/admin/orders/{orderId}/cancel', () => {
  it('returns a paid order’s pieces to stock once, starts its refund, and refuses to reopen it', async () => {
    const p = await createProduct(t.database.db, { ...taxonomy, quantity: 3 });
    const order = await createOrder(t.database.db, { userId: customer.id, items: [{ productId: p.id, quantity: 2 }] });
    const res = await call('POST', `/api/admin/orders/${order.id}/cancel`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ orderStatus: 'CANCELLED', status: 'REFUND_PENDING' });
    expect(await stockOf(p.id)).toBe(5);
    expect((await call('POST', `/api/admin/orders/${order.id}/cancel`)).statusCode).toBe(200);
    expect(await stockOf(p.id)).toBe(5);

    // The money is on its way back: the order can never ship, so reopening it is refused.
    const reopened = await call('PUT', `/api/admin/orders/${order.id}`, { trackingNumber: '', orderStatus: 'PENDING' });
    expect(reopened.statusCode).toBe(409);
    expect(reopened.json()).toEqual({ message: messages.refundedOrderCannotReopen });
    expect(await stockOf(p.id)).toBe(5);
    const detail = (await call('GET', `/api/admin/orders/${order.id}`)).json();
    expect(detail).toMatchObject({ orderStatus: 'CANCELLED', status: 'REFUND_PENDING' });
    expect(detail.events.filter((e: { field: string }) => e.field === 'stock')).toEqual([
      expect.objectContaining({ from: null, to: 'RESTOCKED', actor: admin.email }),
    ]);
  });

  it('takes the pieces of an order cancelled before refunds existed again when it is reopened', async () => {
    const p = await createProduct(t.database.db, { ...taxonomy, quantity: 3 });
    const order = await createOrder(t.database.db, { userId: customer.id, items: [{ productId: p.id, quantity: 2 }] });
    await call('POST', `/api/admin/orders/${order.id}/cancel`);
    await keepPaid(order.id);
    const reopened = await call('PUT', `/api/admin/orders/${order.id}`, { trackingNumber: '', orderStatus: 'PENDING' });
    expect(reopened.statusCode).toBe(200);
    expect(await stockOf(p.id)).toBe(3);
    const events = (await call('GET', `/api/admin/orders/${order.id}`)).json().events;
    expect(events.filter((e: { field: string }) => e.field === 'stock')).toEqual([
      expect.objectContaining({ from: null, to: 'RESTOCKED', actor: admin.email }),
      expect.objectContaining({ from: 'RESTOCKED', to: 'TAKEN', actor: admin.email }),
    ]);
  });

  it('refuses to reopen a cancelled order whose pieces were sold meanwhile, changing nothing', async () => {
    const p = await createProduct(t.database.db, { ...taxonomy, productName: 'Lilac Kaftan', quantity: 0 });
    const order = await createOrder(t.database.db, { userId: customer.id, items: [{ productId: p.id, quantity: 2 }] });
    await call('POST', `/api/admin/orders/${order.id}/cancel`);
    await keepPaid(order.id);
    expect(await stockOf(p.id)).toBe(2);
    await t.database.db.update(products).set({ quantity: 1 }).where(eq(products.id, p.id)); // one piece sold

    const res = await call('PUT', `/api/admin/orders/${order.id}`, {
      trackingNumber: 'EM1IN',
      orderStatus: 'DISPATCHED',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: messages.reopenStockShort('Lilac Kaftan') });
    expect(await stockOf(p.id)).toBe(1);
    const detail = (await call('GET', `/api/admin/orders/${order.id}`)).json();
    expect(detail).toMatchObject({ orderStatus: 'CANCELLED', trackingNumber: '' });
    expect(detail.events.filter((e: { field: string }) => e.field === 'stock')).toHaveLength(1);
  });

  it('does not restock an order whose goods have left the store', async () => {
    for (const orderStatus of ['DISPATCHED', 'INTRANSIT', 'DELIVERED']) {
      const p = await createProduct(t.database.db, { ...taxonomy, quantity: 3 });
      const order = await createOrder(t.database.db, {
        userId: customer.id,
        orderStatus,
        items: [{ productId: p.id, quantity: 1 }],
      });
      expect((await call('POST', `/api/admin/orders/${order.id}/cancel`)).json().orderStatus).toBe('CANCELLED');
      expect(await stockOf(p.id)).toBe(3);
      // Reopening it takes nothing either: nothing was put back.
      await call('PUT', `/api/admin/orders/${order.id}`, { trackingNumber: '', orderStatus });
      expect(await stockOf(p.id)).toBe(3);
    }
    const p = await createProduct(t.database.db, { ...taxonomy, quantity: 3 });
    const order = await createOrder(t.database.db, {
      userId: customer.id,
      orderStatus: 'DELIVERED',
      items: [{ productId: p.id, quantity: 2 }],
    });
    await call('PUT', `/api/admin/orders/${order.id}`, { trackingNumber: '', orderStatus: 'CANCELLED' });
    expect(await stockOf(p.id)).toBe(3);
  });

  it('releases the hold of an unpaid order without touching stock', async () => {
    const p = await createProduct(t.database.db, { ...taxonomy, quantity: 3 });
    const order = await createOrder(t.database.db, {
      userId: customer.id,
      paymentStatus: 'PAYMENT_INITIATED',
      items: [{ productId: p.id, quantity: 1 }],
      reserve: true,
    });
    expect((await call('POST', `/api/admin/orders/${order.id}/cancel`)).json().orderStatus).toBe('CANCELLED');
    expect(await stockOf(p.id)).toBe(3);
    const held = await t.database.db.select().from(stockReservations).where(eq(stockReservations.orderId, order.id));
    expect(held).toHaveLength(0);
  });

  it('answers 404 for unknown orders and 403 for customers', async () => {
    expect((await call('POST', '/api/admin/orders/00000000-0000-4000-8000-000000000000/cancel')).statusCode).toBe(404);
    const order = await createOrder(t.database.db, { userId: customer.id });
    expect((await call('POST', `/api/admin/orders/${order.id}/cancel`, undefined, customer.token)).statusCode).toBe(
      403,
    );
  });
});
