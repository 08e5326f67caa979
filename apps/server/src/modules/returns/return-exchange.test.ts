import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, outbox, refunds } from '../../db/schema/index.ts';
import { createUser, type TestUser } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { askReturn, deliveredOrder, designInSizes, staff, stock } from './returns-test-helpers.ts';

// What an accepted exchange and an accepted COD return set off, and the one after-sales queue.
const t = useTestApp();
let shopper: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [shopper, admin] = [await createUser(t.app, t.database.db), await createUser(t.app, t.database.db, 'admin')];
});

/** The admin moves an order on, as the courier's scans would. */
const setStatus = (orderId: string, orderStatus: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/orders/${orderId}`,
    headers: admin.headers,
    payload: { orderStatus, trackingNumber: 'EE123456789IN' },
  });
const queue = async (query: string) =>
  (await t.app.inject({ url: `/api/admin/after-sales?${query}`, headers: admin.headers })).json().rows;

describe('an accepted exchange', () => {
  it('ships the reserved size as a ₹0 order and follows it to exchange shipped', async () => {
    const { m, l } = await designInSizes(t, { m: 1, l: 2 });
    const o = await deliveredOrder(t, shopper, m.id);
    const asked = await askReturn(t, shopper, {
      orderId: o.order.id,
      kind: 'EXCHANGE',
      items: [{ orderItemId: o.lineId, quantity: 1, wantedProductId: l.id }],
    });
    const id = asked.json()._id;
    expect(await stock(t, l.id)).toBe(1);
    expect((await queue('kind=EXCHANGE')).map((r: { _id: string }) => r._id)).toContain(id);
    await staff(t, admin, id, 'approve', { pickup: 'SELF' });
    const received = (await staff(t, admin, id, 'quality-check', { accept: true })).json();
    expect(received).toMatchObject({ status: 'RECEIVED', refundPaise: 0, creditNoteNumber: null });
    expect(received.exchangeOrderNumber).toBeGreaterThan(0);
    // The returned M is back on the shelf; the L was taken at the request, not again.
    expect(await stock(t, m.id)).toBe(2);
    expect(await stock(t, l.id)).toBe(1);
    const [placed] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, received.exchangeOrderNumber));
    expect(placed).toMatchObject({ amount: 0, paymentStatus: 'PAYMENT_SUCCESS', userId: shopper.id });
    const lines = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, placed.id));
    expect(lines).toMatchObject([{ productId: l.id, quantity: 1, price: 0 }]);
    expect((await setStatus(placed.id, 'DISPATCHED')).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/returns/${id}`, headers: shopper.headers })).json().status).toBe(
      'EXCHANGE_SHIPPED',
    );
    expect((await queue('kind=EXCHANGE&status=CLOSED')).map((r: { _id: string }) => r._id)).toContain(id);
    // Delivered, the ₹0 exchange order is not offered for a return; the original still is.
    expect((await setStatus(placed.id, 'DELIVERED')).statusCode).toBe(200);
    const mine = (await t.app.inject({ url: '/api/returns/mine', headers: shopper.headers })).json();
    const offered = mine.eligible.map((e: { orderId: string }) => e.orderId);
    expect(offered).toContain(o.order.id);
    expect(offered).not.toContain(placed.id);
  });
});

describe('an accepted return of a COD order', () => {
  it('waits for staff to record the payout to the shopper’s account, once', async () => {
    const { m } = await designInSizes(t);
    const o = await deliveredOrder(t, shopper, m.id);
    await t.database.db
      .update(orders)
      .set({ paymentMethod: 'COD', paymentStatus: 'COD_COLLECTED' })
      .where(eq(orders.id, o.order.id));
    const asked = await askReturn(t, shopper, {
      orderId: o.order.id,
      items: [{ orderItemId: o.lineId, quantity: 1 }],
      payout: { kind: 'UPI', upiId: 'asha.rao@okaxis' },
    });
    const id = asked.json()._id;
    await staff(t, admin, id, 'approve', { pickup: 'SELF' });
    const received = (await staff(t, admin, id, 'quality-check', { accept: true })).json();
    expect(received).toMatchObject({
      status: 'RECEIVED',
      refundState: 'PENDING',
      refundMethod: 'MANUAL',
      refundTo: 'as••••••@okaxis',
      refundToPayment: false,
    });
    // The shopper's mail names the account staff pay into, masked, as the screen does.
    const [started] = await t.database.db
      .select({ text: sql<string>`${outbox.payload}->>'text'` })
      .from(outbox)
      .where(
        sql`${outbox.payload}->>'to' = ${shopper.email} and ${outbox.payload}->>'subject' like '%Refund started%'`,
      );
    expect(started.text).toContain('to as••••••@okaxis;');
    const destination = await t.app.inject({ url: `/api/admin/returns/${id}/payout`, headers: admin.headers });
    expect(destination.json()).toEqual({ kind: 'UPI', upiId: 'asha.rao@okaxis' });
    expect((await t.app.inject({ url: `/api/admin/returns/${id}/payout`, headers: shopper.headers })).statusCode).toBe(
      403,
    );
    const paid = await staff(t, admin, id, 'payout', { reference: 'UTR 4406 1122' });
    expect(paid.json()).toMatchObject({ status: 'REFUNDED', refundState: 'COMPLETED' });
    expect((await staff(t, admin, id, 'payout', { reference: 'again' })).statusCode).toBe(409);
    const [row] = await t.database.db.select().from(refunds).where(eq(refunds.returnRequestId, id));
    expect(row).toMatchObject({ method: 'MANUAL', reference: 'UTR 4406 1122', amount: 99_900 });
  });
});

describe('the after-sales queue', () => {
  it('holds returns and exchanges beside replacements; a failed quality check rejects with its reason', async () => {
    const { m } = await designInSizes(t);
    const o = await deliveredOrder(t, shopper, m.id);
    const id = (
      await askReturn(t, shopper, { orderId: o.order.id, items: [{ orderItemId: o.lineId, quantity: 1 }] })
    ).json()._id;
    const all = await queue('');
    expect(all.find((r: { _id: string }) => r._id === id)).toMatchObject({
      kind: 'RETURN',
      statusLabel: 'Return · Requested',
    });
    await staff(t, admin, id, 'approve', { pickup: 'SELF' });
    expect((await staff(t, admin, id, 'quality-check', { accept: false })).statusCode).toBe(400);
    const refused = (await staff(t, admin, id, 'quality-check', { accept: false, reason: 'Stained, worn' })).json();
    expect(refused).toMatchObject({ status: 'REJECTED', rejectReason: 'Stained, worn' });
    expect(await stock(t, m.id)).toBe(3);
  });
});
