import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sandboxWebhookAuth } from '../../payments/sandbox/sandbox-config.ts';
import {
  addToCart,
  finishOnHostedPage,
  holdsOf,
  orderIdOf,
  orderRow,
  paymentBodyFor,
  startPayment,
  stockOf,
  validate,
} from '../../test/checkout-journey.ts';
import { createProduct, createShopper } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const completedPayload = (orderId: string) => ({
  event: 'checkout.order.completed',
  payload: {
    merchantOrderId: orderId,
    orderId: 'OMO-FORGED',
    state: 'COMPLETED',
    amount: 94900,
    paymentDetails: [{ transactionId: 'TFORGED', paymentMode: 'UPI_INTENT', state: 'COMPLETED', amount: 94900 }],
  },
});

const postWebhook = (authorization: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: authorization === undefined ? {} : { authorization },
    payload: payload as object,
  });

async function openOrder() {
  const s = await createShopper(t);
  const product = await createProduct(t.database.db, { sellingPrice: 89_900, quantity: 3 });
  const cart = await addToCart(t, s, product.id, 1);
  const { paymentUrl } = (await startPayment(t, s, paymentBodyFor(s, cart))).json();
  return { s, product, paymentUrl: paymentUrl as string, orderId: orderIdOf(paymentUrl) };
}

describe('PhonePe webhook', () => {
  it('rejects a wrong or missing Authorization with 401 and changes nothing', async () => {
    const { product, orderId } = await openOrder();
    const wrong = createHash('sha256').update('sandbox:guess').digest('hex');
    for (const header of [wrong, undefined, '', `Bearer ${sandboxWebhookAuth()}`]) {
      const res = await postWebhook(header, completedPayload(orderId));
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBeTypeOf('string');
    }
    expect((await orderRow(t.database.db, orderId)).paymentStatus).toBe('PAYMENT_INITIATED');
    expect(await stockOf(t.database.db, product.id)).toBe(3);
  });

  it('answers 400 to a body that is not a PhonePe callback', async () => {
    const res = await postWebhook(sandboxWebhookAuth(), { hello: 'world' });
    expect(res.statusCode).toBe(400);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { authorization: sandboxWebhookAuth(), 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('does not trust the payload: a valid callback claiming COMPLETED while PhonePe says PENDING pays nothing', async () => {
    const { product, orderId } = await openOrder();
    const res = await postWebhook(sandboxWebhookAuth(), completedPayload(orderId));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'ok' });
    const order = await orderRow(t.database.db, orderId);
    expect(order.paymentStatus).toBe('PAYMENT_INITIATED');
    expect(order.transactionId).toBeNull();
    expect(await stockOf(t.database.db, product.id)).toBe(3);
    expect(await holdsOf(t.database.db, orderId)).toBe(1);
  });

  it('a replayed callback for a failed order leaves it failed', async () => {
    const { s, product, paymentUrl, orderId } = await openOrder();
    await finishOnHostedPage(t, paymentUrl, 'failure');
    expect((await validate(t, s, orderId)).json().status).toBe('PAYMENT_FAILED');
    const replay = await postWebhook(sandboxWebhookAuth(), completedPayload(orderId));
    expect(replay.statusCode).toBe(200);
    expect((await orderRow(t.database.db, orderId)).paymentStatus).toBe('PAYMENT_FAILED');
    expect(await stockOf(t.database.db, product.id)).toBe(3);
  });

  it("applies the provider's answer when the gateway calls back on its own (no validate)", async () => {
    const { product, paymentUrl, orderId } = await openOrder();
    // The sandbox fires the webhook itself when Pay is pressed; nobody calls validate here.
    await finishOnHostedPage(t, paymentUrl, 'success');
    const deadline = Date.now() + 10_000;
    while ((await orderRow(t.database.db, orderId)).paymentStatus !== 'PAYMENT_SUCCESS') {
      if (Date.now() > deadline) throw new Error('webhook was not applied');
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(await stockOf(t.database.db, product.id)).toBe(2);
    expect((await orderRow(t.database.db, orderId)).transactionId).toMatch(/^T/);
  });

  it('acknowledges callbacks it does not act on (unknown order, refund events)', async () => {
    const unknown = await postWebhook(sandboxWebhookAuth(), completedPayload('00000000-0000-4000-8000-000000000000'));
    expect(unknown.statusCode).toBe(200);
    const refund = await postWebhook(sandboxWebhookAuth(), {
      event: 'pg.refund.completed',
      payload: { state: 'COMPLETED' },
    });
    expect(refund.statusCode).toBe(200);
  });
});
