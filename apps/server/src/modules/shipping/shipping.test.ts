import { randomInt } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COURIER_SANDBOX } from '../../courier/sandbox/courier-sandbox-config.ts';
import { orders, outbox, products, shipmentEvents, shipments } from '../../db/schema/index.ts';
import { createOrder, createProduct, createShopper, eventually } from '../../test/fixtures.ts';
import { pdfPages } from '../../test/pdf-text.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const form = { 'content-type': 'application/x-www-form-urlencoded' };

/** A paid order of one piece, shipped from Pending Orders by an admin. */
async function shippedOrder(paymentStatus = 'PAYMENT_SUCCESS') {
  const admin = await createShopper(t, 'admin');
  const shopper = await createShopper(t);
  const product = await createProduct(t.database.db, { quantity: 4 });
  const order = await createOrder(t.database.db, {
    userId: shopper.id,
    paymentStatus,
    items: [{ productId: product.id, quantity: 1 }],
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/shipments',
    headers: admin.headers,
    payload: { orderIds: [order.id] },
  });
  expect(res.statusCode).toBe(200);
  const awb = res.json().shipments[0]?.awb as string;
  return { admin, shopper, product, order, awb, created: res.json() };
}

const step = (awb: string, body: string) =>
  t.app.inject({ method: 'POST', url: `/sandbox/courier/shipments/${awb}/advance`, headers: form, payload: body });
const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const shipmentOf = async (orderId: string) =>
  (await t.database.db.select().from(shipments).where(eq(shipments.orderId, orderId)))[0];
/** Mails queued in the outbox (in the same transaction as the change) about this order, with these words. */
const mailsAbout = async (orderNumber: number, words: string) =>
  (await t.database.db.select().from(outbox))
    .map((row) => JSON.stringify(row.payload))
    .filter((m) => m.includes(`ORD${orderNumber}`) && m.includes(words));

/** WhatsApp messages queued about an order, by their de-duplication key (order id, event, attempt). */
const messagesOf = async (orderId: string) =>
  (
    await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'message'), like(outbox.dedupeKey, `${orderId}:%`)))
  )
    .map((row) => row.dedupeKey)
    .sort();

/** The shopper's WhatsApp consent, to a number of their own; answers the number as WhatsApp addresses it. */
async function consentToWhatsapp(headers: Record<string, string>): Promise<string> {
  const mobile = `9${randomInt(100_000_000, 999_999_999)}`;
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/account/whatsapp-consent',
    headers,
    payload: { consent: true, mobile },
  });
  expect(res.json()).toMatchObject({ consent: true });
  return `91${mobile}`;
}

/** The sandbox phone's page for a number, once a message with `text` is on it. */
const phoneShows = (wa: string, text: string) =>
  eventually(async () => {
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/messages?to=${wa}` });
    return page.body.includes(text) && page.body;
  }, `a message "${text}" on +${wa}`);

describe('delivery check by PIN code', () => {
  it('answers the date, COD and refusals for unserved PINs; a malformed PIN is 400', async () => {
    const metro = (await t.app.inject({ method: 'GET', url: '/api/delivery-check?pin=110001' })).json();
    expect(metro).toMatchObject({ pin: '110001', serviceable: true, codAvailable: true, estimatedDays: 3 });
    expect(metro.deliveryBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const prepaid = (await t.app.inject({ method: 'GET', url: '/api/delivery-check?pin=190001' })).json();
    expect(prepaid).toMatchObject({ serviceable: true, codAvailable: false });
    const islands = (await t.app.inject({ method: 'GET', url: '/api/delivery-check?pin=744101' })).json();
    expect(islands).toEqual({
      pin: '744101',
      serviceable: false,
      codAvailable: false,
      estimatedDays: null,
      deliveryBy: null,
    });
    const bad = await t.app.inject({ method: 'GET', url: '/api/delivery-check?pin=12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('6-digit PIN');
  });
});

describe('city and state from a PIN code', () => {
  it("answers India Post's district and the state, with the states the directory predates, offline", async () => {
    const place = async (pin: string) => (await t.app.inject({ method: 'GET', url: `/api/pin-codes/${pin}` })).json();
    expect(await place('500034')).toEqual({ pin: '500034', city: 'Hyderabad', state: 'Telangana' });
    expect(await place('194101')).toEqual({ pin: '194101', city: 'Leh', state: 'Ladakh' });
    expect(await place('560001')).toMatchObject({ state: 'Karnataka' });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/pin-codes/999999' });
    expect(unknown.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/pin-codes/12' })).statusCode).toBe(400);
  });
});

describe('shipments from Pending Orders', () => {
  it('saves the AWB as tracking number, keeps one 4×6 label PDF, requests pickup, and answers the same AWB again', async () => {
    const { admin, order, awb, created } = await shippedOrder();
    expect(awb).toMatch(/^\d{14}$/);
    expect((await orderRow(order.id)).trackingNumber).toBe(awb);
    expect((await shipmentOf(order.id)).pickupRequestedAt).not.toBeNull();
    const label = await t.app.inject({ method: 'GET', url: created.labelUrl, headers: admin.headers });
    expect(label.headers['content-type']).toBe('application/pdf');
    expect((await pdfPages(label.rawPayload))[0]).toContain(`AWB ${awb}`);
    expect((await t.app.inject({ method: 'GET', url: created.labelUrl })).statusCode).toBe(401);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/shipments',
      headers: admin.headers,
      payload: { orderIds: [order.id] },
    });
    expect(again.json().shipments[0].awb).toBe(awb);
    const unpaid = await createOrder(t.database.db, { userId: admin.id, paymentStatus: 'PAYMENT_INITIATED' });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/shipments',
      headers: admin.headers,
      payload: { orderIds: [unpaid.id] },
    });
    expect(refused.json()).toMatchObject({ shipments: [], labelUrl: null, failed: [{ orderId: unpaid.id }] });
  });
});

describe('tracking webhooks move the order by themselves', () => {
  it('picked up → DISPATCHED with the AWB, delivered → DELIVERED with delivered_at; repeats and late events change nothing twice', async () => {
    const { shopper, order, awb } = await shippedOrder();
    await step(awb, 'step=PICKED_UP&delivery=twice');
    expect(await orderRow(order.id)).toMatchObject({ orderStatus: 'DISPATCHED', trackingNumber: awb });
    const shipment = await shipmentOf(order.id);
    expect(shipment.state).toBe('PICKED_UP');
    const events = () => t.database.db.select().from(shipmentEvents).where(eq(shipmentEvents.shipmentId, shipment.id));
    expect(await events()).toHaveLength(1);
    expect(await mailsAbout(order.orderNumber, 'is on its way')).toHaveLength(1);

    await step(awb, 'step=IN_TRANSIT');
    await step(awb, 'step=OUT_FOR_DELIVERY&delivery=twice');
    expect((await orderRow(order.id)).orderStatus).toBe('INTRANSIT');
    // Delivered, then the out-for-delivery scan again, late: the order stays delivered.
    await step(awb, 'step=DELIVERED&delivery=late');
    const delivered = await orderRow(order.id);
    expect(delivered.orderStatus).toBe('DELIVERED');
    expect(delivered.deliveredAt).toBeInstanceOf(Date);
    expect((await shipmentOf(order.id)).state).toBe('DELIVERED');
    expect(await events()).toHaveLength(4);
    expect(await mailsAbout(order.orderNumber, 'is out for delivery')).toHaveLength(1);

    const tracking = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/tracking`,
      headers: shopper.headers,
    });
    expect(tracking.json()).toMatchObject({ awb, state: 'DELIVERED' });
    // In transit before any pickup scan: dispatched (with its mail) first, then in transit; the
    // pickup scan arriving afterwards moves nothing back.
    const second = await shippedOrder();
    await step(second.awb, 'step=IN_TRANSIT');
    expect(await mailsAbout(second.order.orderNumber, 'is on its way')).toHaveLength(1);
    await step(second.awb, 'step=PICKED_UP');
    expect((await orderRow(second.order.id)).orderStatus).toBe('INTRANSIT');
    expect((await shipmentOf(second.order.id)).state).toBe('IN_TRANSIT');

    expect(tracking.json().events.map((e: { state: string }) => e.state)).toEqual([
      'PICKED_UP',
      'IN_TRANSIT',
      'OUT_FOR_DELIVERY',
      'DELIVERED',
    ]);
    const stranger = await createShopper(t);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/tracking`,
      headers: stranger.headers,
    });
    expect(other.statusCode).toBe(404);
  });

  it('delivered cash on delivery records the cash as collected, once, as an order event by the courier', async () => {
    const { admin, shopper, order, awb } = await shippedOrder('COD_PENDING');
    await step(awb, 'step=PICKED_UP');
    expect((await orderRow(order.id)).paymentStatus).toBe('COD_PENDING');
    await step(awb, 'step=DELIVERED&delivery=twice');
    expect(await orderRow(order.id)).toMatchObject({ orderStatus: 'DELIVERED', paymentStatus: 'COD_COLLECTED' });
    const detail = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}`, headers: admin.headers });
    const paymentEvents = detail.json().events.filter((e: { field: string }) => e.field === 'paymentStatus');
    expect(paymentEvents).toEqual([expect.objectContaining({ from: 'COD_PENDING', to: 'COD_COLLECTED' })]);
    const mine = await t.app.inject({ method: 'GET', url: `/api/orders/${shopper.id}`, headers: shopper.headers });
    expect(mine.json()).toEqual([expect.objectContaining({ _id: order.id, status: 'COD_COLLECTED' })]);
    // Nothing is left to mark collected by hand.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/cod-collected`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(409);
  });

  it('answers 401 to a webhook without the courier token and 400 to a body that is no tracking event', async () => {
    const body = { awb: '1', current_status_id: 7, current_timestamp: '26 11 2026 14:05:09' };
    const none = await t.app.inject({ method: 'POST', url: '/api/courier/webhook', payload: body });
    expect(none.statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/courier/webhook',
      headers: { 'x-api-key': 'guess' },
      payload: body,
    });
    expect(wrong.statusCode).toBe(401);
    const headers = { 'x-api-key': COURIER_SANDBOX.webhookToken };
    const invalid = await t.app.inject({ method: 'POST', url: '/api/courier/webhook', headers, payload: { awb: '1' } });
    expect(invalid.statusCode).toBe(400);
    // An AWB this shop never made is acknowledged so the courier stops retrying, and changes nothing.
    const unknown = await t.app.inject({ method: 'POST', url: '/api/courier/webhook', headers, payload: body });
    expect(unknown.statusCode).toBe(200);
  });
});

describe('failed deliveries (NDR) and returns (RTO)', () => {
  it('queues each attempt with its reason and mails the shopper; staff ask a reattempt with a corrected phone and landmark', async () => {
    const { admin, order, awb } = await shippedOrder();
    await step(awb, 'step=PICKED_UP');
    await step(awb, 'step=NDR&reason=ADDRESS_INCOMPLETE');
    const queue = await t.app.inject({ method: 'GET', url: '/api/admin/shipments?state=NDR', headers: admin.headers });
    const entry = queue.json().shipments.find((s: { awb: string }) => s.awb === awb);
    expect(entry).toMatchObject({ ndrAttempts: 1, ndrReason: 'ADDRESS_INCOMPLETE', ndrAction: null });
    expect(await mailsAbout(order.orderNumber, 'could not deliver')).toHaveLength(1);

    const act = await t.app.inject({
      method: 'POST',
      url: `/api/admin/shipments/${entry.id}/ndr`,
      headers: admin.headers,
      payload: { action: 'REATTEMPT', phone: '9123456780', landmark: 'Opposite the temple' },
    });
    expect(act.statusCode).toBe(200);
    const desk = await t.app.inject({ method: 'GET', url: '/sandbox/courier' });
    expect(desk.body).toContain('re-attempt · phone 9123456780 · Landmark: Opposite the temple');
    expect((await shipmentOf(order.id)).ndrAction).toBe('REATTEMPT');
    // A reattempt goes out again and delivers.
    await step(awb, 'step=OUT_FOR_DELIVERY');
    await step(awb, 'step=DELIVERED');
    expect((await orderRow(order.id)).orderStatus).toBe('DELIVERED');
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/admin/shipments/${entry.id}/ndr`,
      headers: admin.headers,
      payload: { action: 'RTO' },
    });
    expect(late.statusCode).toBe(409);
  });

  it('after the last attempt asks the courier for RTO by itself; the returned parcel, checked in, cancels the order with stock back and the refund', async () => {
    const { admin, product, order, awb } = await shippedOrder();
    await step(awb, 'step=PICKED_UP');
    for (const reason of ['CUSTOMER_UNAVAILABLE', 'REFUSED', 'COD_NOT_READY'])
      await step(awb, `step=NDR&reason=${reason}`);
    expect(await shipmentOf(order.id)).toMatchObject({ ndrAttempts: 3, ndrAction: 'RTO' });
    const desk = await t.app.inject({ method: 'GET', url: '/sandbox/courier' });
    expect(desk.body).toContain('Shop asked: return');
    expect(await mailsAbout(order.orderNumber, 'last attempt')).toHaveLength(1);
    expect(await mailsAbout(order.orderNumber, 'We will refund you once it arrives')).toHaveLength(1);

    await step(awb, 'step=RTO_INITIATED');
    await step(awb, 'step=DELIVERED'); // a stray scan after RTO began changes nothing
    await step(awb, 'step=RTO_DELIVERED');
    expect((await orderRow(order.id)).orderStatus).toBe('INTRANSIT');
    const toCheck = await t.app.inject({
      method: 'GET',
      url: '/api/admin/shipments?state=RTO_DELIVERED',
      headers: admin.headers,
    });
    const parcel = toCheck.json().shipments.find((s: { awb: string }) => s.awb === awb);
    expect(parcel).toBeDefined();
    const stats = (
      await t.app.inject({ method: 'GET', url: '/api/admin/shipments/stats', headers: admin.headers })
    ).json();
    expect(stats.rtoRate).toBeGreaterThan(0);
    expect(stats.ndrRate).toBeGreaterThan(0);
    expect(stats.awaitingCheckIn).toBeGreaterThanOrEqual(1);

    const checkIn = await t.app.inject({
      method: 'POST',
      url: `/api/admin/shipments/${parcel.id}/check-in`,
      headers: admin.headers,
    });
    expect(checkIn.statusCode).toBe(200);
    const cancelled = await orderRow(order.id);
    expect(cancelled.orderStatus).toBe('CANCELLED');
    expect(cancelled.paymentStatus).toMatch(/REFUND_PENDING|PAYMENT_REFUNDED/);
    const [stock] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect(stock.quantity).toBe(5);
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/admin/shipments/${parcel.id}/check-in`,
      headers: admin.headers,
    });
    expect(twice.statusCode).toBe(409);
  });
});

describe('the shopper hears of the parcel on WhatsApp', () => {
  it('out for delivery once, even when the webhook arrives twice or a reattempt goes out again; each failed attempt once, with its reason', async () => {
    const { shopper, order, awb } = await shippedOrder();
    const wa = await consentToWhatsapp(shopper.headers);
    await step(awb, 'step=PICKED_UP');
    await step(awb, 'step=OUT_FOR_DELIVERY&delivery=twice');
    expect(await messagesOf(order.id)).toEqual([`${order.id}:out_for_delivery`, `${order.id}:shipped`]);
    await phoneShows(wa, `Your order ORD${order.orderNumber} is out for delivery today.`);

    await step(awb, 'step=NDR&reason=ADDRESS_INCOMPLETE&delivery=twice');
    expect(await messagesOf(order.id)).toContain(`${order.id}:ndr:1`);
    await phoneShows(
      wa,
      `We could not deliver your order ORD${order.orderNumber}: Address incomplete or not found. The courier will try again. To pick a better day, or to correct your phone number or add a landmark, write to ${t.env.STORE_EMAIL}.`,
    );
    // The reattempt goes out (no second out-for-delivery message) and fails again: a second NDR message.
    await step(awb, 'step=OUT_FOR_DELIVERY');
    await step(awb, 'step=NDR&reason=CUSTOMER_UNAVAILABLE');
    await step(awb, 'step=NDR&reason=REFUSED');
    expect(await messagesOf(order.id)).toEqual([
      `${order.id}:ndr:1`,
      `${order.id}:ndr:2`,
      `${order.id}:ndr:3`,
      `${order.id}:out_for_delivery`,
      `${order.id}:shipped`,
    ]);
    await phoneShows(wa, 'Customer refused delivery. This was the last attempt, so the parcel is coming back to us.');
  });

  it('sends nothing on WhatsApp to a shopper without consent; the mails still go', async () => {
    const { order, awb } = await shippedOrder();
    await step(awb, 'step=OUT_FOR_DELIVERY');
    await step(awb, 'step=NDR&reason=REFUSED');
    expect(await mailsAbout(order.orderNumber, 'could not deliver')).toHaveLength(1);
    expect(await messagesOf(order.id)).toEqual([]);
  });
});
