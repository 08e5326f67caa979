import { messages } from '@nidra/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, outbox, products, replacementRequests } from '../../db/schema/index.ts';
import { createOrder, createProduct, createUser, type TestUser } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { deliveredDaysAgo, tinyMp4, tusClient } from './replacement-test-helpers.ts';

const t = useTestApp();
let base: string;
let shopper: TestUser;
let other: TestUser;
let admin: TestUser;
let design: string;
let sizeM: { id: string };
let sizeL: { id: string };

beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  [shopper, other, admin] = [
    await createUser(t.app, t.database.db),
    await createUser(t.app, t.database.db),
    await createUser(t.app, t.database.db, 'admin'),
  ];
  sizeM = await createProduct(t.database.db, { size: 'M', quantity: 3 });
  design = (await t.database.db.select().from(products).where(eq(products.id, sizeM.id)))[0].productName;
  sizeL = await createProduct(t.database.db, { productName: design, size: 'L', quantity: 2 });
});

const db = () => t.database.db;
const as = (user: TestUser) => user.headers;
const boughtM = async (user = shopper) =>
  createOrder(db(), { userId: user.id, items: [{ productId: sizeM.id, quantity: 1, price: 99_900 }] });
const lineOf = async (orderId: string) =>
  (await t.app.inject({ url: '/api/replacements/mine', headers: as(shopper) }))
    .json()
    .eligible.find((o: { orderId: string }) => o.orderId === orderId)?.lines[0];

/** A well-formed body for the order's first line, so only the rule under test can refuse it. */
async function bodyFor(orderId: string) {
  const [line] = await db().select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const items = [{ orderItemId: line.id, quantity: 1, wantedProductId: sizeL.id }];
  return { orderId, reason: 'DAMAGED', note: '', videoId: 'a'.repeat(32), items };
}

async function request(orderId: string, wantedProductId = sizeL.id, user = shopper, reason = 'DEFECTIVE') {
  const videoId = await tusClient(base, user.token).upload(orderId, tinyMp4());
  const line = await lineOf(orderId);
  return t.app.inject({
    method: 'POST',
    url: '/api/replacements',
    headers: as(user),
    payload: {
      orderId,
      reason,
      note: 'The seam came apart on the first wash',
      videoId,
      items: [{ orderItemId: line.orderItemId, quantity: 1, wantedProductId }],
    },
  });
}

describe('the delivery time', () => {
  it('is stored when the admin sets an order DELIVERED', async () => {
    const order = await boughtM();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order.id}`,
      headers: as(admin),
      payload: { orderStatus: 'DELIVERED', trackingNumber: 'EE123456789IN' },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(Math.abs(Date.now() - (row.deliveredAt?.getTime() ?? 0))).toBeLessThan(60_000);
    expect(await lineOf(order.id)).toMatchObject({
      size: 'M',
      options: expect.arrayContaining([{ productId: sizeL.id, size: 'L' }]),
    });
  });
});

describe('the 7-day window', () => {
  it('accepts a request six days after delivery', async () => {
    const order = await boughtM();
    await deliveredDaysAgo(db(), order.id, 6);
    const res = await request(order.id);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'REQUESTED',
      reason: 'DEFECTIVE',
      items: [{ size: 'M', wantedSize: 'L' }],
    });
  });

  it('takes only damaged or defective pieces, as the refund policy says: a wrong size is refused', async () => {
    const order = await boughtM();
    await deliveredDaysAgo(db(), order.id, 1);
    for (const reason of ['WRONG_SIZE', 'WRONG_ITEM', 'QUALITY']) {
      const res = await request(order.id, sizeL.id, shopper, reason);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(messages.replacementReasonInvalid);
    }
    expect((await request(order.id, sizeL.id, shopper, 'DAMAGED')).statusCode).toBe(201);
  });

  it('refuses the upload and the request eight days after delivery', async () => {
    const order = await boughtM();
    await deliveredDaysAgo(db(), order.id, 8);
    const created = await tusClient(base, shopper.token).create(order.id, 100);
    expect(created.status).toBe(403);
    expect(await lineOf(order.id)).toBeUndefined();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/replacements',
      headers: as(shopper),
      payload: await bodyFor(order.id),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Replacements can be requested within 7 days of delivery.');
  });

  it('does not offer an order that is not delivered', async () => {
    const order = await boughtM();
    expect(await lineOf(order.id)).toBeUndefined();
    expect((await tusClient(base, shopper.token).create(order.id, 100)).status).toBe(403);
  });
});

describe('ownership', () => {
  it("keeps a shopper's request and video from another shopper", async () => {
    const order = await boughtM();
    await deliveredDaysAgo(db(), order.id, 1);
    const created = (await request(order.id)).json();
    const mine = await t.app.inject({ url: '/api/replacements/mine', headers: as(other) });
    expect(mine.json().requests).toEqual([]);
    const link = await t.app.inject({ url: `/api/replacements/${created._id}/video-link`, headers: as(other) });
    expect(link.statusCode).toBe(403);
    // Another shopper cannot ask on this order, nor upload for it.
    expect((await tusClient(base, other.token).create(order.id, 100)).status).toBe(403);
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/replacements',
      headers: as(other),
      payload: await bodyFor(order.id),
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('serves the video to the owner and the admin with Range, and nothing to a forged link', async () => {
    const order = await boughtM();
    await deliveredDaysAgo(db(), order.id, 2);
    const created = (await request(order.id)).json();
    for (const user of [shopper, admin]) {
      const { url } = (
        await t.app.inject({ url: `/api/replacements/${created._id}/video-link`, headers: as(user) })
      ).json();
      const part = await fetch(`${base}${url}`, { headers: { range: 'bytes=4-11' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-type')).toBe('video/mp4');
      expect(part.headers.get('content-range')).toBe(`bytes 4-11/${tinyMp4().length}`);
      expect(Buffer.from(await part.arrayBuffer()).toString()).toBe('ftypisom');
    }
    const { url } = (
      await t.app.inject({ url: `/api/replacements/${created._id}/video-link`, headers: as(shopper) })
    ).json();
    expect((await fetch(`${base}${url.slice(0, -2)}xx`)).status).toBe(404);
  });
});

describe('approval', () => {
  const stock = async (id: string) => (await db().select().from(products).where(eq(products.id, id)))[0].quantity;
  const mails = async () => (await db().select().from(outbox)).map((m) => (m.payload as { subject: string }).subject);

  it('creates a ₹0 order for the wanted size that takes its stock, then ships with the request', async () => {
    const order = await boughtM();
    await deliveredDaysAgo(db(), order.id, 3);
    const created = (await request(order.id)).json();
    const before = await stock(sizeL.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/replacements/${created._id}/approve`,
      headers: as(admin),
      payload: { note: 'Sending size L' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'APPROVED', adminNote: 'Sending size L' });
    expect(await stock(sizeL.id)).toBe(before - 1);
    const [request_] = await db().select().from(replacementRequests).where(eq(replacementRequests.id, created._id));
    const [placed] = await db()
      .select()
      .from(orders)
      .where(eq(orders.id, request_.replacementOrderId ?? ''));
    expect(placed).toMatchObject({
      amount: 0,
      userId: shopper.id,
      paymentStatus: 'PAYMENT_SUCCESS',
      orderStatus: 'PENDING',
    });
    const pending = (await t.app.inject({ url: '/api/admin/orders/pending', headers: as(admin) })).json();
    expect(pending.orders.map((o: { _id: string }) => o._id)).toContain(placed.id);

    const shipped = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${placed.id}`,
      headers: as(admin),
      payload: { orderStatus: 'DISPATCHED', trackingNumber: 'EE987654321IN' },
    });
    expect(shipped.statusCode).toBe(200);
    const tab = (await t.app.inject({ url: '/api/admin/replacements?status=SHIPPED', headers: as(admin) })).json();
    expect(tab.requests.map((r: { _id: string }) => r._id)).toContain(created._id);
    const subjects = await mails();
    for (const step of ['We received your replacement request', 'is approved', 'is on its way'])
      expect(subjects.some((s) => s.includes(step) && s.includes(`ORD${order.orderNumber}`))).toBe(true);
    // Neither the order asked about nor its ₹0 replacement, once delivered, is offered for another request.
    await deliveredDaysAgo(db(), placed.id, 0);
    expect(await lineOf(order.id)).toBeUndefined();
    expect(await lineOf(placed.id)).toBeUndefined();
  });

  it('refuses with 409 and changes nothing when the wanted size is sold out', async () => {
    const order = await boughtM();
    await deliveredDaysAgo(db(), order.id, 3);
    const created = (await request(order.id)).json();
    const saved = await stock(sizeL.id);
    await db().update(products).set({ quantity: 0 }).where(eq(products.id, sizeL.id));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/replacements/${created._id}/approve`,
      headers: as(admin),
      payload: {},
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(design);
    const [row] = await db().select().from(replacementRequests).where(eq(replacementRequests.id, created._id));
    expect(row).toMatchObject({ status: 'REQUESTED', replacementOrderId: null });
    await db().update(products).set({ quantity: saved }).where(eq(products.id, sizeL.id));
  });

  it('rejects with a reason, mails it, and refuses a second decision', async () => {
    const order = await boughtM();
    await deliveredDaysAgo(db(), order.id, 1);
    const created = (await request(order.id, sizeM.id)).json();
    const url = `/api/admin/replacements/${created._id}/reject`;
    expect((await t.app.inject({ method: 'POST', url, headers: as(admin), payload: { reason: '' } })).statusCode).toBe(
      400,
    );
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: as(admin),
      payload: { reason: 'The video shows no damage' },
    });
    expect(res.json()).toMatchObject({ status: 'REJECTED', rejectReason: 'The video shows no damage' });
    expect(
      (await t.app.inject({ method: 'POST', url, headers: as(admin), payload: { reason: 'again' } })).statusCode,
    ).toBe(409);
    expect((await mails()).some((s) => s.includes(`About your replacement request for ORD${order.orderNumber}`))).toBe(
      true,
    );
    const mine = (await t.app.inject({ url: '/api/replacements/mine', headers: as(shopper) })).json();
    expect(mine.requests.find((r: { _id: string }) => r._id === created._id)?.status).toBe('REJECTED');
  });
});
