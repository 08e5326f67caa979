import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { createUser, type TestUser } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { askReturn, deliveredOrder, designInSizes, staff } from './returns-test-helpers.ts';

// The back office's figures of returns (ADR 0027): rates per subcategory and reason, and the month's
// refunds and partial credit notes in the GST tax summary.
const t = useTestApp();
let shopper: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [shopper, admin] = [await createUser(t.app, t.database.db), await createUser(t.app, t.database.db, 'admin')];
});

/** This month in Kolkata, as the reports take it. */
const month = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 7);
const report = async (path: string) =>
  (await t.app.inject({ url: `/api/admin/reports/${path}?month=${month()}`, headers: admin.headers })).json();

describe('the returns report', () => {
  it('gives the return and exchange rate of the month’s deliveries per subcategory and per reason', async () => {
    const { m, l } = await designInSizes(t, { m: 9, l: 9 });
    const a = await deliveredOrder(t, shopper, m.id, { quantity: 2, daysAgo: 0 });
    const b = await deliveredOrder(t, shopper, m.id, { quantity: 2, daysAgo: 0 });
    await askReturn(t, shopper, { orderId: a.order.id, items: [{ orderItemId: a.lineId, quantity: 1 }] });
    await t.app.inject({
      method: 'POST',
      url: '/api/returns',
      headers: shopper.headers,
      payload: {
        orderId: b.order.id,
        kind: 'EXCHANGE',
        reason: 'TOO_LARGE',
        items: [{ orderItemId: b.lineId, quantity: 1, wantedProductId: l.id }],
      },
    });
    const r = await report('returns');
    const row = r.bySubcategory.find((s: { deliveredPieces: number }) => s.deliveredPieces === 4);
    expect(row).toMatchObject({
      deliveredPieces: 4,
      returnedPieces: 1,
      exchangedPieces: 1,
      returnRate: 25,
      exchangeRate: 25,
    });
    expect(r.byReason).toEqual(
      expect.arrayContaining([
        { reason: 'TOO_SMALL', kind: 'RETURN', requests: expect.any(Number), pieces: expect.any(Number) },
        { reason: 'TOO_LARGE', kind: 'EXCHANGE', requests: 1, pieces: 1 },
      ]),
    );
    expect(
      (await t.app.inject({ url: `/api/admin/reports/returns?month=${month()}`, headers: shopper.headers })).statusCode,
    ).toBe(403);
  });
});

describe('the tax summary', () => {
  it('takes a return’s partial credit note off the month and counts its refund once paid', async () => {
    const before = await report('tax-summary');
    const { m } = await designInSizes(t);
    const o = await deliveredOrder(t, shopper, m.id, { price: 99_900 });
    await t.database.db
      .update(orders)
      .set({ paymentMethod: 'COD', paymentStatus: 'COD_COLLECTED' })
      .where(eq(orders.id, o.order.id));
    const id = (
      await askReturn(t, shopper, {
        orderId: o.order.id,
        items: [{ orderItemId: o.lineId, quantity: 1 }],
        payout: { kind: 'UPI', upiId: 'asha@okhdfc' },
      })
    ).json()._id;
    await staff(t, admin, id, 'approve', { pickup: 'SELF' });
    await staff(t, admin, id, 'quality-check', { accept: true });
    const credited = await report('tax-summary');
    expect(credited.creditNotes.count - before.creditNotes.count).toBe(1);
    expect(credited.creditNotes.totalPaise - before.creditNotes.totalPaise).toBe(99_900);
    expect(credited.refunds).toEqual(before.refunds);
    await staff(t, admin, id, 'payout', { reference: 'UTR 1' });
    const paid = await report('tax-summary');
    expect(paid.refunds).toEqual({ count: before.refunds.count + 1, amountPaise: before.refunds.amountPaise + 99_900 });
  });
});
