import { returnMessages } from '@nidra/shared/returns/return.messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, returnRequests } from '../../db/schema/index.ts';
import { createUser, type TestUser } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { askReturn, deliveredOrder, designInSizes, staff, stock } from './returns-test-helpers.ts';

// The shopper's side of returns and exchanges (ADR 0027): the window, hygiene items, one open request
// per line, quantities, the exchange size reserved at once, COD payout details, and owners only.
const t = useTestApp();
let shopper: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [shopper, other, admin] = [
    await createUser(t.app, t.database.db),
    await createUser(t.app, t.database.db),
    await createUser(t.app, t.database.db, 'admin'),
  ];
});

const mine = async (user = shopper) => (await t.app.inject({ url: '/api/returns/mine', headers: user.headers })).json();

describe('the return window', () => {
  it('is open 15 days after delivery and closed after, on the list and on the request', async () => {
    const { m } = await designInSizes(t);
    const inside = await deliveredOrder(t, shopper, m.id, { daysAgo: 14 });
    const outside = await deliveredOrder(t, shopper, m.id, { daysAgo: 16 });
    const list = await mine();
    expect(list.windowDays).toBe(15);
    const ids = list.eligible.map((o: { orderId: string }) => o.orderId);
    expect(ids).toContain(inside.order.id);
    expect(ids).not.toContain(outside.order.id);
    const late = await askReturn(t, shopper, {
      orderId: outside.order.id,
      items: [{ orderItemId: outside.lineId, quantity: 1 }],
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(returnMessages.returnWindowClosed(15));
    const ok = await askReturn(t, shopper, {
      orderId: inside.order.id,
      items: [{ orderItemId: inside.lineId, quantity: 1 }],
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({
      status: 'REQUESTED',
      kind: 'RETURN',
      refundTo: returnMessages.returnPayoutSourceShort,
      refundToPayment: true,
    });
  });
});

describe('hygiene items', () => {
  it('cannot be returned or exchanged once staff mark their subcategory, and the list says so', async () => {
    const { m, subcategoryId } = await designInSizes(t);
    const { order, lineId } = await deliveredOrder(t, shopper, m.id);
    const marked = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/hygiene-subcategories',
      headers: admin.headers,
      payload: { subcategoryId, isHygiene: true },
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().subcategories.find((s: { id: string }) => s.id === subcategoryId).isHygiene).toBe(true);
    const line = (await mine()).eligible.find((o: { orderId: string }) => o.orderId === order.id).lines[0];
    expect(line.isHygiene).toBe(true);
    // The product page says so before purchase.
    const page = await t.app.inject({ url: `/api/products/${encodeURIComponent(m.productName)}/${m.id}` });
    expect(page.json().isHygiene).toBe(true);
    const res = await askReturn(t, shopper, { orderId: order.id, items: [{ orderItemId: lineId, quantity: 1 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(returnMessages.returnHygieneRefused);
    // A shopper cannot mark anything.
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/hygiene-subcategories',
      headers: shopper.headers,
      payload: { subcategoryId, isHygiene: false },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('one open request per line', () => {
  it('lets one of two requests at once on a line win, and a rejected one frees it', async () => {
    const { m } = await designInSizes(t);
    const { order, lineId } = await deliveredOrder(t, shopper, m.id, { quantity: 2 });
    const body = { orderId: order.id, items: [{ orderItemId: lineId, quantity: 1 }] };
    const both = await Promise.all([askReturn(t, shopper, body), askReturn(t, shopper, body)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.statusCode === 409)?.json().message).toBe(returnMessages.returnLineHasOpenRequest);
    const won = both.find((r) => r.statusCode === 201)?.json();
    expect((await staff(t, admin, won._id, 'reject', { reason: 'Worn, tags removed' })).json()).toMatchObject({
      status: 'REJECTED',
      rejectReason: 'Worn, tags removed',
    });
    expect((await askReturn(t, shopper, body)).statusCode).toBe(201);
  });

  it('never takes back more pieces than were delivered and not yet returned', async () => {
    const { m } = await designInSizes(t);
    const { order, lineId } = await deliveredOrder(t, shopper, m.id, { quantity: 2 });
    const tooMany = await askReturn(t, shopper, { orderId: order.id, items: [{ orderItemId: lineId, quantity: 3 }] });
    expect(tooMany.json().message).toBe(returnMessages.returnQuantityTooHigh);
    const first = (
      await askReturn(t, shopper, { orderId: order.id, items: [{ orderItemId: lineId, quantity: 1 }] })
    ).json();
    await staff(t, admin, first._id, 'approve', { pickup: 'SELF' });
    expect((await staff(t, admin, first._id, 'quality-check', { accept: true })).json().status).toBe('RECEIVED');
    const line = (await mine()).eligible.find((o: { orderId: string }) => o.orderId === order.id).lines[0];
    expect(line).toMatchObject({ quantity: 2, returnable: 1, hasOpenRequest: false });
    const again = await askReturn(t, shopper, { orderId: order.id, items: [{ orderItemId: lineId, quantity: 2 }] });
    expect(again.statusCode).toBe(400);
    expect(
      (await askReturn(t, shopper, { orderId: order.id, items: [{ orderItemId: lineId, quantity: 1 }] })).statusCode,
    ).toBe(201);
  });
});

describe('a size exchange', () => {
  it('reserves the new size at once; of two shoppers wanting the last piece one gets it; a rejection gives it back', async () => {
    const { m, l } = await designInSizes(t, { l: 1 });
    const a = await deliveredOrder(t, shopper, m.id);
    const b = await deliveredOrder(t, other, m.id);
    const line = (await mine()).eligible.find((o: { orderId: string }) => o.orderId === a.order.id).lines[0];
    expect(line.sizes).toEqual([{ productId: l.id, size: 'L' }]);
    const exchange = (user: TestUser, o: typeof a) =>
      askReturn(t, user, {
        orderId: o.order.id,
        kind: 'EXCHANGE',
        items: [{ orderItemId: o.lineId, quantity: 1, wantedProductId: l.id }],
      });
    const both = await Promise.all([exchange(shopper, a), exchange(other, b)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.statusCode === 409)?.json().message).toBe(returnMessages.returnSizeUnavailable);
    expect(await stock(t, l.id)).toBe(0);
    const won = both.find((r) => r.statusCode === 201)?.json();
    expect(won.items[0]).toMatchObject({ size: 'M', wantedSize: 'L' });
    await staff(t, admin, won._id, 'reject', { reason: 'Outside our exchange policy' });
    expect(await stock(t, l.id)).toBe(1);
  });

  it('releases the reserved size when an undecided exchange expires', async () => {
    const { m, l } = await designInSizes(t, { l: 2 });
    const o = await deliveredOrder(t, shopper, m.id);
    const req = (
      await askReturn(t, shopper, {
        orderId: o.order.id,
        kind: 'EXCHANGE',
        items: [{ orderItemId: o.lineId, quantity: 1, wantedProductId: l.id }],
      })
    ).json();
    expect(await stock(t, l.id)).toBe(1);
    const expired = await t.modules.returns.decisions.expireHolds(new Date(Date.now() + 8 * 24 * 3600_000));
    expect(expired).toBeGreaterThanOrEqual(1);
    expect(await stock(t, l.id)).toBe(2);
    expect((await t.app.inject({ url: `/api/returns/${req._id}`, headers: shopper.headers })).json().status).toBe(
      'EXPIRED',
    );
  });

  it('refuses a size of another design, and asks for a size', async () => {
    const { m } = await designInSizes(t);
    const stranger = await designInSizes(t);
    const o = await deliveredOrder(t, shopper, m.id);
    const items = [{ orderItemId: o.lineId, quantity: 1, wantedProductId: stranger.l.id }];
    const res = await askReturn(t, shopper, { orderId: o.order.id, kind: 'EXCHANGE', items });
    expect(res.json().message).toBe(returnMessages.returnSizeUnavailable);
    const none = await askReturn(t, shopper, {
      orderId: o.order.id,
      kind: 'EXCHANGE',
      items: [{ orderItemId: o.lineId, quantity: 1 }],
    });
    expect(none.json().message).toBe(returnMessages.returnSizeRequired);
  });
});

describe('owners only', () => {
  it('shows a request, and takes requests, only for the shopper who ordered', async () => {
    const { m } = await designInSizes(t);
    const o = await deliveredOrder(t, shopper, m.id);
    const stolen = await askReturn(t, other, { orderId: o.order.id, items: [{ orderItemId: o.lineId, quantity: 1 }] });
    expect(stolen.statusCode).toBe(404);
    const req = (
      await askReturn(t, shopper, { orderId: o.order.id, items: [{ orderItemId: o.lineId, quantity: 1 }] })
    ).json();
    expect((await t.app.inject({ url: `/api/returns/${req._id}`, headers: other.headers })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/returns/${req._id}/credit-note`, headers: other.headers })).statusCode,
    ).toBe(404);
    expect((await mine(other)).requests.map((r: { _id: string }) => r._id)).not.toContain(req._id);
    expect((await staff(t, shopper, req._id, 'approve', { pickup: 'SELF' })).statusCode).toBe(403);
  });
});

describe('a cash-on-delivery refund', () => {
  it('needs a valid UPI ID or bank account, keeps it sealed and shows it masked', async () => {
    const { m } = await designInSizes(t);
    const o = await deliveredOrder(t, shopper, m.id);
    await t.database.db
      .update(orders)
      .set({ paymentMethod: 'COD', paymentStatus: 'COD_COLLECTED' })
      .where(eq(orders.id, o.order.id));
    const items = [{ orderItemId: o.lineId, quantity: 1 }];
    expect((await askReturn(t, shopper, { orderId: o.order.id, items })).json().message).toBe(
      returnMessages.returnPayoutRequired,
    );
    const badIfsc = await askReturn(t, shopper, {
      orderId: o.order.id,
      items,
      payout: { kind: 'BANK', accountNumber: '123456789012', ifsc: 'SBIN123' },
    });
    expect(badIfsc.statusCode).toBe(400);
    expect(badIfsc.json().message).toBe(returnMessages.returnIfscInvalid);
    const res = await askReturn(t, shopper, {
      orderId: o.order.id,
      items,
      payout: { kind: 'BANK', accountNumber: '123456789012', ifsc: 'sbin0001234' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ refundTo: 'A/c ••••9012 · SBIN0001234', refundToPayment: false });
    const [row] = await t.database.db.select().from(returnRequests).where(eq(returnRequests.id, res.json()._id));
    expect(row.payoutSealed).not.toContain('123456789012');
    expect(JSON.parse(t.modules.returns.box.open(row.payoutSealed as string))).toMatchObject({
      accountNumber: '123456789012',
      ifsc: 'SBIN0001234',
    });
  });
});
