import { randomInt } from 'node:crypto';
import { messagingMessages } from '@nidra/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, outbox } from '../../db/schema/index.ts';
import { replyWebhook } from '../../messaging/sandbox/sandbox.routes.ts';
import {
  addToCart,
  finishOnHostedPage,
  orderIdOf,
  orderRow,
  paymentBodyFor,
  startPayment,
  stockOf,
  validate,
} from '../../test/checkout-journey.ts';
import { bearer, createProduct, createShopper, eventually, type Shopper } from '../../test/fixtures.ts';
import { type TestApp, useTestApp } from '../../test/test-app.ts';
import { reconcilerOf } from '../checkout/reconciler.ts';

const t = useTestApp();
const keeping = useTestApp({ COD_UNCONFIRMED: 'keep' });
const HOURS = 3600_000;

/** A shopper with their own WhatsApp number (so the per-number limit of one test does not touch another's). */
async function shopperWithConsent(consent = true, on: TestApp = t): Promise<Shopper & { wa: string }> {
  const s = await createShopper(on);
  const mobile = `9${randomInt(100_000_000, 999_999_999)}`;
  if (consent) {
    const res = await on.app.inject({
      method: 'PUT',
      url: '/api/account/whatsapp-consent',
      headers: bearer(s.token),
      payload: { consent: true, mobile },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ consent: true, grantedAt: expect.any(String) });
  }
  return { ...s, wa: `91${mobile}` };
}

async function placeCod(s: Shopper, quantity = 1, on: TestApp = t) {
  const product = await createProduct(on.database.db, { sellingPrice: 99_900, quantity: 5 });
  const cart = await addToCart(on, s, product.id, quantity);
  const body = paymentBodyFor(s, cart);
  const res = await on.app.inject({
    method: 'POST',
    url: '/api/orders/cod',
    headers: bearer(s.token),
    payload: { ...body, totalAmount: (Math.round(body.totalAmount * 100) + 4900) / 100, codFee: 49 },
  });
  const orderId = res.json().orderId as string;
  // The invoice renders after the answer and records its PDF on the order row; the confirmation job
  // skips rows another transaction holds (FOR UPDATE SKIP LOCKED), so the tests run it after that.
  if (res.statusCode === 200)
    await eventually(async () => (await orderRow(on.database.db, orderId)).invoicePdfPath, 'the invoice rendered');
  return { res, productId: product.id, orderId };
}

/** Consent given after the order (from the account): later updates of that order go out. */
async function giveConsentLater(s: Shopper): Promise<string> {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/account/whatsapp-consent',
    headers: bearer(s.token),
    payload: { consent: true, mobile: '9811122233' },
  });
  expect(res.json().consent).toBe(true);
  return '919811122233';
}

/** The sandbox phone's page for a number, once a message with `text` is on it. */
const phoneShows = (wa: string, text: string) =>
  eventually(async () => {
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/messages?to=${wa}` });
    return page.body.includes(text) && page.body;
  }, `a message "${text}" on +${wa}`);

/** Presses a button of the newest message on the phone that has it, as the shopper would. */
async function press(page: string, title: string) {
  const forms = [
    ...page.matchAll(
      /action="([^"]+\/press)">\s*<input type="hidden" name="index" value="(\d)"><button type="submit">([^<]+)</g,
    ),
  ];
  const form = forms.filter((f) => f[3] === title).at(-1);
  if (!form) throw new Error(`no ${title} button in ${page}`);
  const res = await t.app.inject({
    method: 'POST',
    url: form[1],
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `index=${form[2]}`,
  });
  expect(res.statusCode).toBe(303);
}

async function pendingIds(admin: Shopper) {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/orders/pending', headers: bearer(admin.token) });
  return (res.json().orders as { _id?: string; id?: string; orderId?: string }[]).map(
    (o) => o._id ?? o.id ?? o.orderId,
  );
}

describe('cash on delivery confirmed on WhatsApp', () => {
  it('asks a consenting shopper; the order waits outside Pending Orders until Confirm is pressed', async () => {
    const admin = await createShopper(t, 'admin');
    const s = await shopperWithConsent();
    const { res, orderId } = await placeCod(s);
    expect(res.statusCode).toBe(200);
    expect((await orderRow(t.database.db, orderId)).codConfirmation).toBe('AWAITING');

    const page = await phoneShows(s.wa, 'Confirm your order ₹');
    expect(await pendingIds(admin)).not.toContain(orderId);
    const ship = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${orderId}`,
      headers: bearer(admin.token),
      payload: { orderStatus: 'DISPATCHED', trackingNumber: 'EE123456789IN' },
    });
    expect(ship.statusCode).toBe(409);
    expect(ship.json().message).toBe(messagingMessages.cannotShipUnconfirmedCod);

    await press(page, 'Confirm');
    expect((await orderRow(t.database.db, orderId)).codConfirmation).toBe('CONFIRMED');
    expect(await pendingIds(admin)).toContain(orderId);
    // Shipped with a tracking number: the shopper hears of it on WhatsApp too.
    const shipped = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${orderId}`,
      headers: bearer(admin.token),
      payload: { orderStatus: 'DISPATCHED', trackingNumber: 'EE123456789IN' },
    });
    expect(shipped.statusCode).toBe(200);
    await phoneShows(s.wa, 'is on its way. Track it here: http://localhost:3000/orders');
  });

  it('cancels the order with its stock back when the shopper presses Cancel', async () => {
    const s = await shopperWithConsent();
    const { orderId, productId } = await placeCod(s, 2);
    expect(await stockOf(t.database.db, productId)).toBe(3);
    await press(await phoneShows(s.wa, 'Confirm your order'), 'Cancel');
    const row = await orderRow(t.database.db, orderId);
    expect(row).toMatchObject({
      codConfirmation: 'CANCELLED',
      orderStatus: 'CANCELLED',
      paymentStatus: 'COD_CANCELLED',
    });
    expect(await stockOf(t.database.db, productId)).toBe(5);
  });

  it('sends one reminder after COD_CONFIRM_HOURS, then cancels an unanswered order with its stock back', async () => {
    const s = await shopperWithConsent();
    const { orderId, productId } = await placeCod(s);
    const job = t.modules.messaging.service;
    await job.runConfirmationJob(new Date(Date.now() + 25 * HOURS));
    await job.runConfirmationJob(new Date(Date.now() + 26 * HOURS));
    const reminders = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `${orderId}:cod_reminder`));
    expect(reminders).toHaveLength(1);
    await phoneShows(s.wa, 'Reminder: confirm your order');

    await job.runConfirmationJob(new Date(Date.now() + 48.5 * HOURS));
    expect((await orderRow(t.database.db, orderId)).orderStatus).toBe('PENDING');
    await job.runConfirmationJob(new Date(Date.now() + 50 * HOURS));
    const row = await orderRow(t.database.db, orderId);
    expect(row).toMatchObject({
      codConfirmation: 'CANCELLED',
      orderStatus: 'CANCELLED',
      codConfirmationBy: 'no answer',
    });
    expect(await stockOf(t.database.db, productId)).toBe(5);
  });

  it('offers prepaid only to a shopper whose two COD orders were never confirmed', async () => {
    const s = await shopperWithConsent();
    const first = await placeCod(s);
    const second = await placeCod(s);
    await t.database.db
      .update(orders)
      .set({
        codConfirmation: 'CANCELLED',
        codConfirmationBy: 'no answer',
        orderStatus: 'CANCELLED',
        paymentStatus: 'COD_CANCELLED',
      })
      .where(and(eq(orders.userId, s.id)));
    expect([first.res.statusCode, second.res.statusCode]).toEqual([200, 200]);
    const eligibility = await t.app.inject({
      method: 'GET',
      url: '/api/account/cod-eligibility',
      headers: bearer(s.token),
    });
    expect(eligibility.json()).toEqual({ prepaidOnly: true });
    const third = await placeCod(s);
    expect(third.res.statusCode).toBe(409);
    expect(third.res.json().message).toBe(messagingMessages.codPrepaidOnly);
  });
});

describe('COD orders returned to origin', () => {
  /**
   * A COD order of the shopper, shipped from Pending Orders, failing all its delivery attempts and sent
   * back; `checkedIn`: back at the store and checked in by staff (the order cancelled).
   */
  async function returnedCodOrder(s: Shopper, admin: Shopper, checkedIn: boolean) {
    const { res, orderId } = await placeCod(s);
    expect(res.statusCode).toBe(200);
    const shipped = await t.app.inject({
      method: 'POST',
      url: '/api/admin/shipments',
      headers: bearer(admin.token),
      payload: { orderIds: [orderId] },
    });
    const awb = shipped.json().shipments[0]?.awb as string;
    expect(awb).toBeDefined();
    const step = (body: string) =>
      t.app.inject({
        method: 'POST',
        url: `/sandbox/courier/shipments/${awb}/advance`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: body,
      });
    await step('step=PICKED_UP');
    for (const reason of ['CUSTOMER_UNAVAILABLE', 'REFUSED', 'COD_NOT_READY']) await step(`step=NDR&reason=${reason}`);
    await step('step=RTO_INITIATED');
    if (!checkedIn) return;
    await step('step=RTO_DELIVERED');
    const back = await t.app.inject({
      method: 'GET',
      url: '/api/admin/shipments?state=RTO_DELIVERED',
      headers: bearer(admin.token),
    });
    const parcel = back.json().shipments.find((p: { awb: string }) => p.awb === awb);
    const checkIn = await t.app.inject({
      method: 'POST',
      url: `/api/admin/shipments/${parcel.id}/check-in`,
      headers: bearer(admin.token),
    });
    expect(checkIn.statusCode).toBe(200);
    expect((await orderRow(t.database.db, orderId)).orderStatus).toBe('CANCELLED');
  }
  const eligibility = async (s: Shopper) =>
    (await t.app.inject({ method: 'GET', url: '/api/account/cod-eligibility', headers: bearer(s.token) })).json();

  it('offers prepaid only to a shopper whose two COD orders came back (RTO)', async () => {
    const admin = await createShopper(t, 'admin');
    const s = await shopperWithConsent(false);
    await returnedCodOrder(s, admin, true);
    expect(await eligibility(s)).toMatchObject({ prepaidOnly: false });
    // The last attempt's mail promises no refund for a parcel nobody paid for.
    const mails = (await t.database.db.select().from(outbox))
      .map((row) => JSON.stringify(row.payload))
      .filter((m) => m.includes(s.email) && m.includes('This was the last attempt'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('nothing is due from you');
    expect(mails[0]).not.toContain('refund');
    // The second is still on its way back: it counts as soon as the courier reports the return.
    await returnedCodOrder(s, admin, false);
    expect(await eligibility(s)).toEqual({ prepaidOnly: true });
    const third = await placeCod(s);
    expect(third.res.statusCode).toBe(409);
    expect(third.res.json().message).toBe(messagingMessages.codPrepaidOnly);
  });
});

describe('COD_UNCONFIRMED=keep', () => {
  it('leaves an unanswered order for staff to call: listed as COD to confirm, stock kept, confirmed by hand', async () => {
    const admin = await createShopper(keeping, 'admin');
    const s = await shopperWithConsent(true, keeping);
    const { orderId, productId } = await placeCod(s, 1, keeping);
    const job = keeping.modules.messaging.service;
    await job.runConfirmationJob(new Date(Date.now() + 25 * HOURS));
    await job.runConfirmationJob(new Date(Date.now() + 50 * HOURS));
    expect(await orderRow(keeping.database.db, orderId)).toMatchObject({
      codConfirmation: 'CALL',
      orderStatus: 'PENDING',
    });
    expect(await stockOf(keeping.database.db, productId)).toBe(4);
    const list = await keeping.app.inject({
      method: 'GET',
      url: '/api/admin/orders?status=UNCONFIRMED',
      headers: bearer(admin.token),
    });
    expect(list.json().orders.map((o: { _id: string }) => o._id)).toContain(orderId);
    const confirmed = await keeping.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/cod-confirm`,
      headers: bearer(admin.token),
    });
    expect(confirmed.json()).toMatchObject({ codConfirmation: 'CONFIRMED' });
    const stats = await keeping.app.inject({
      method: 'GET',
      url: '/api/admin/cod-confirmations/stats',
      headers: bearer(admin.token),
    });
    expect(stats.json()).toMatchObject({ confirmed: 1, cancelled: 0, ratePercent: 100 });
  });
});

describe('order updates', () => {
  it('tells of delivery once, and of out for delivery when the courier link calls', async () => {
    const admin = await createShopper(t, 'admin');
    const s = await shopperWithConsent(false);
    const { orderId } = await placeCod(s);
    const wa = await giveConsentLater(s);
    const put = (orderStatus: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/orders/${orderId}`,
        headers: bearer(admin.token),
        payload: { orderStatus, trackingNumber: 'EE998877665IN' },
      });
    expect((await put('DISPATCHED')).statusCode).toBe(200);
    expect(await t.database.db.transaction((tx) => t.modules.messaging.service.notifyOutForDelivery(tx, orderId))).toBe(
      true,
    );
    expect((await put('DELIVERED')).statusCode).toBe(200);
    expect((await put('INTRANSIT')).statusCode).toBe(200);
    expect((await put('DELIVERED')).statusCode).toBe(200);
    const keys = (await t.database.db.select().from(outbox))
      .map((r) => r.dedupeKey)
      .filter((k) => k?.startsWith(orderId));
    expect(keys.sort()).toEqual([`${orderId}:delivered`, `${orderId}:out_for_delivery`, `${orderId}:shipped`]);
    await phoneShows(wa, 'was delivered. We hope you love it.');
  });

  it('tells a consenting shopper of an order paid online, and nothing to one without consent', async () => {
    for (const consent of [true, false]) {
      const s = await shopperWithConsent(consent);
      const product = await createProduct(t.database.db, { sellingPrice: 49_900, quantity: 3 });
      const cart = await addToCart(t, s, product.id, 1);
      const started = await startPayment(t, s, paymentBodyFor(s, cart));
      expect(started.statusCode).toBe(200);
      await finishOnHostedPage(t, started.json().paymentUrl, 'success');
      const orderId = (
        await eventually(async () => {
          const [row] = await t.database.db.select().from(orders).where(eq(orders.userId, s.id));
          return row?.paymentStatus === 'PAYMENT_SUCCESS' && row;
        }, 'the paid order')
      ).id;
      const queued = await t.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.dedupeKey, `${orderId}:placed`));
      expect(queued).toHaveLength(consent ? 1 : 0);
      if (consent) await phoneShows(s.wa, 'Thank you for your order ORD');
    }
  });
});

describe('refund processed', () => {
  it('tells a consenting shopper once the refund of a cancelled paid order completes', async () => {
    const admin = await createShopper(t, 'admin');
    const s = await shopperWithConsent();
    const product = await createProduct(t.database.db, { sellingPrice: 59_900, quantity: 3 });
    const cart = await addToCart(t, s, product.id, 1);
    const { paymentUrl } = (await startPayment(t, s, paymentBodyFor(s, cart))).json();
    const orderId = orderIdOf((await finishOnHostedPage(t, paymentUrl, 'success')).location);
    expect((await validate(t, s, orderId)).json()).toMatchObject({ status: 'PAYMENT_SUCCESS' });
    await t.modules.invoices.waitForInvoiceRenders();
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/cancel`,
      headers: bearer(admin.token),
    });
    expect(cancel.statusCode).toBe(200);
    await reconcilerOf(t.app)!.runOnce();
    expect((await orderRow(t.database.db, orderId)).paymentStatus).toBe('PAYMENT_REFUNDED');
    await phoneShows(s.wa, 'We have refunded ₹649');
  });
});

describe('consent, STOP and the webhook', () => {
  it('asks nothing of a shopper without consent: the order joins Pending Orders and staff may confirm it by phone', async () => {
    const admin = await createShopper(t, 'admin');
    const s = await shopperWithConsent(false);
    const { orderId } = await placeCod(s);
    expect((await orderRow(t.database.db, orderId)).codConfirmation).toBe('NOT_ASKED');
    expect(
      await t.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.dedupeKey, `${orderId}:cod_confirm`)),
    ).toEqual([]);
    expect(await pendingIds(admin)).toContain(orderId);
    const confirm = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/cod-confirm`,
      headers: bearer(admin.token),
    });
    expect(confirm.json()).toMatchObject({ codConfirmation: 'CONFIRMED' });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/cod-confirm`,
      headers: bearer(admin.token),
    });
    expect(again.statusCode).toBe(409);
  });

  it('a STOP reply withdraws the consent: the next order asks nothing', async () => {
    const s = await shopperWithConsent();
    const { raw, signature } = replyWebhook(s.wa, { type: 'text', text: { body: 'STOP' } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/messaging/whatsapp/webhook',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
      payload: raw,
    });
    expect(res.statusCode).toBe(200);
    const consent = await t.app.inject({
      method: 'GET',
      url: '/api/account/whatsapp-consent',
      headers: bearer(s.token),
    });
    expect(consent.json()).toEqual({ consent: false, grantedAt: null });
    const { orderId } = await placeCod(s);
    expect((await orderRow(t.database.db, orderId)).codConfirmation).toBe('NOT_ASKED');
  });

  it('refuses unsigned or wrongly signed webhooks, and handles a reply delivered twice once', async () => {
    const s = await shopperWithConsent();
    const { orderId } = await placeCod(s);
    const { raw, signature } = replyWebhook(s.wa, {
      type: 'button',
      button: { text: 'Confirm', payload: `COD_CONFIRM:${orderId}` },
    });
    const post = (sig?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/messaging/whatsapp/webhook',
        headers: { 'content-type': 'application/json', ...(sig ? { 'x-hub-signature-256': sig } : {}) },
        payload: raw,
      });
    expect((await post()).statusCode).toBe(401);
    expect((await post('sha256=00')).statusCode).toBe(401);
    expect((await orderRow(t.database.db, orderId)).codConfirmation).toBe('AWAITING');
    expect((await post(signature)).json()).toEqual({ handled: 1 });
    expect((await post(signature)).json()).toEqual({ handled: 0 });
    expect((await orderRow(t.database.db, orderId)).codConfirmation).toBe('CONFIRMED');
  });

  it('a button from another number does not confirm someone else’s order', async () => {
    const s = await shopperWithConsent();
    const { orderId } = await placeCod(s);
    const { raw, signature } = replyWebhook('919000000009', {
      type: 'button',
      button: { text: 'Confirm', payload: `COD_CONFIRM:${orderId}` },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/messaging/whatsapp/webhook',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
      payload: raw,
    });
    expect((await orderRow(t.database.db, orderId)).codConfirmation).toBe('AWAITING');
  });

  it('queues one message per (order, event) and holds a number over its hourly limit back', async () => {
    const s = await shopperWithConsent();
    const { orderId } = await placeCod(s);
    const svc = t.modules.messaging.service;
    const order = { id: orderId, userId: s.id };
    const queued = await t.database.db.transaction(async (tx) => [
      await svc.queueOrderMessage(tx, order, 'delivered', ['ORD1']),
      await svc.queueOrderMessage(tx, order, 'delivered', ['ORD1']),
    ]);
    expect(queued).toEqual([true, false]);

    const to = `9190${randomInt(10_000_000, 99_999_999)}`;
    const sent = Array.from({ length: t.env.MESSAGES_PER_NUMBER_PER_HOUR }, () => ({
      kind: 'message',
      payload: { to },
      sentAt: new Date(),
    }));
    await t.database.db.insert(outbox).values(sent);
    const outcome = await svc.outboxSender.send({ to, template: 'order_delivered', language: 'en', params: ['ORD1'] });
    expect(outcome?.later.getTime()).toBeGreaterThan(Date.now());
  });
});
