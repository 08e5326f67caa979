import { createHash } from 'node:crypto';
import { messages } from '@nidra/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, holdsOf, ordersOf, paymentBodyFor, startPayment } from '../test/checkout-journey.ts';
import { createProduct, createShopper } from '../test/fixtures.ts';
import { createTestApp, type TestApp, useTestApp } from '../test/test-app.ts';
import { injectFetch } from './inject-fetch.ts';
import { createPhonePeProvider } from './phonepe.ts';
import { PaymentProviderError } from './provider.ts';
import { SANDBOX, sandboxBaseUrl, sandboxWebhookAuth } from './sandbox/sandbox-config.ts';

const t = useTestApp();

const tokenRequests = async () =>
  (await t.app.inject({ method: 'GET', url: '/sandbox/phonepe/stats' })).json().tokenRequests as number;

/** The real adapter against the sandbox, with its own token cache and a clock the test moves. */
function adapter(
  clock = { now: Date.now() },
  overrides: Partial<Record<'clientSecret' | 'webhookUsername' | 'webhookPassword', string>> = {},
) {
  const base = sandboxBaseUrl(t.env);
  return createPhonePeProvider({
    ...SANDBOX,
    ...overrides,
    authUrl: base,
    apiUrl: base,
    fetch: injectFetch(t.app),
    now: () => clock.now,
  });
}

const payInput = (id: string) => ({
  merchantOrderId: id,
  amountPaise: 129900,
  redirectUrl: 'http://localhost:3000/checkout/validate/x',
  expireAfterSeconds: 1200,
});

describe('PhonePe adapter (phonepe.ts) against the sandbox gateway', () => {
  it('fetches one token for concurrent calls and reuses it until shortly before expires_at', async () => {
    const clock = { now: Date.now() };
    const provider = adapter(clock);
    const before = await tokenRequests();
    const ids = Array.from({ length: 5 }, (_, i) => `adapter-${Date.now()}-${i}`);
    const created = await Promise.all(ids.map((id) => provider.createPayment(payInput(id))));
    expect(created.every((c) => c.providerOrderId.startsWith('OMO'))).toBe(true);
    expect((await provider.getStatus(ids[0])).state).toBe('PENDING');
    expect(await tokenRequests()).toBe(before + 1);

    clock.now += (SANDBOX.tokenTtlSeconds - 30) * 1000; // inside the refresh margin
    await provider.getStatus(ids[1]);
    expect(await tokenRequests()).toBe(before + 2);
  });

  it('reports refused credentials, unknown orders and unreachable hosts as clear errors', async () => {
    const wrong = adapter(undefined, { clientSecret: 'nope' });
    await expect(wrong.getStatus('x')).rejects.toThrow(/PhonePe token failed: HTTP 401 INVALID_CLIENT/);
    await expect(adapter().getStatus('no-such-order')).rejects.toMatchObject({
      name: 'PaymentProviderError',
      httpStatus: 404,
      code: 'ORDER_NOT_FOUND',
    });
    const offline = createPhonePeProvider({ ...SANDBOX, authUrl: 'http://127.0.0.1:9', apiUrl: 'http://127.0.0.1:9' });
    await expect(offline.getStatus('x')).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('refunds a completed order once per merchantRefundId', async () => {
    const provider = adapter();
    const id = `refund-${Date.now()}`;
    const { redirectUrl } = await provider.createPayment(payInput(id));
    await t.app.inject({
      method: 'POST',
      url: `${new URL(redirectUrl).pathname}/complete`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=success',
    });
    const status = await provider.getStatus(id);
    expect(status).toMatchObject({ state: 'COMPLETED', amountPaise: 129900 });
    expect(status.transactionId).toMatch(/^T/);
    const input = { merchantRefundId: `${id}-R`, originalMerchantOrderId: id, amountPaise: 129900 };
    const first = await provider.refund(input);
    const again = await provider.refund(input);
    expect(again.refundId).toBe(first.refundId);
    // GET /payments/v2/refund/{merchantRefundId}/status: the sandbox pays a refund out by the first check.
    expect(await provider.refundStatus(input.merchantRefundId)).toMatchObject({
      state: 'COMPLETED',
      refundId: first.refundId,
      amountPaise: 129900,
    });
    const unknown = await provider.refundStatus(`${id}-X`).catch((err) => err);
    expect(unknown).toBeInstanceOf(PaymentProviderError);
    expect(unknown.httpStatus).toBe(404);
  });

  it('checks the webhook Authorization (sha256 of username:password) and the body shape', () => {
    const provider = adapter();
    const body = { event: 'checkout.order.completed', payload: { merchantOrderId: 'abc', state: 'COMPLETED' } };
    expect(provider.verifyWebhook(sandboxWebhookAuth(), body)).toEqual({
      ok: true,
      event: { event: 'checkout.order.completed', merchantOrderId: 'abc' },
    });
    expect(provider.verifyWebhook(sandboxWebhookAuth().toUpperCase(), body).ok).toBe(true);
    const other = createHash('sha256').update('sandbox:sandbox2').digest('hex');
    expect(provider.verifyWebhook(other, body)).toEqual({ ok: false, reason: 'unauthorized' });
    expect(provider.verifyWebhook(undefined, body)).toEqual({ ok: false, reason: 'unauthorized' });
    expect(provider.verifyWebhook(sandboxWebhookAuth(), { nope: 1 })).toEqual({ ok: false, reason: 'invalid' });
    const unset = adapter(undefined, { webhookUsername: '', webhookPassword: '' });
    const emptyHash = createHash('sha256').update(':').digest('hex');
    expect(unset.verifyWebhook(emptyHash, body).ok).toBe(false);
  });
});

describe('sandbox hosted page', () => {
  it("shows PhonePe's test page with the merchant, the amount in ₹, Pay and Fail, and no script", async () => {
    const provider = adapter();
    const id = `page-${Date.now()}`;
    const { redirectUrl } = await provider.createPayment({ ...payInput(id), amountPaise: 12345600 });
    expect(redirectUrl).toBe(`http://localhost:3000/sandbox/phonepe/pay/${id}`);
    const page = await t.app.inject({ method: 'GET', url: new URL(redirectUrl).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(page.body).toContain('<title>PhonePe Payment Gateway · Test Mode</title>');
    expect(page.body).toContain('Nidra');
    expect(page.body).toContain('₹1,23,456');
    expect(page.body).toMatch(/<button class="pay" type="submit">Pay<\/button>/);
    expect(page.body).toMatch(/<button class="fail" type="submit">Fail<\/button>/);
    expect(page.body).not.toContain('<script');

    const action = `${new URL(redirectUrl).pathname}/complete`;
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const first = await t.app.inject({ method: 'POST', url: action, headers: form, payload: 'outcome=failure' });
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('http://localhost:3000/checkout/validate/x');
    // A decided payment stays decided: pressing Pay afterwards only returns to the shop.
    await t.app.inject({ method: 'POST', url: action, headers: form, payload: 'outcome=success' });
    expect((await provider.getStatus(id)).state).toBe('FAILED');
    const bad = await t.app.inject({ method: 'POST', url: action, headers: form, payload: 'outcome=maybe' });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/phonepe/pay/nope' })).statusCode).toBe(404);
  });
});

describe('checkout when PhonePe cannot be reached', () => {
  let down: TestApp;
  beforeAll(async () => {
    down = await createTestApp({
      PAYMENT_PROVIDER: 'phonepe',
      PHONEPE_CLIENT_ID: 'M_TEST',
      PHONEPE_CLIENT_SECRET: 'secret',
      PHONEPE_AUTH_URL: 'http://127.0.0.1:9',
      PHONEPE_API_URL: 'http://127.0.0.1:9',
      PHONEPE_WEBHOOK_USERNAME: 'nidra_hook',
      PHONEPE_WEBHOOK_PASSWORD: 'hook1234',
    });
  });
  afterAll(() => down.close());

  it('answers 502 with the spec message, fails the order and releases the hold', async () => {
    const s = await createShopper(down);
    const product = await createProduct(down.database.db, { sellingPrice: 59_900, quantity: 1 });
    const cart = await addToCart(down, s, product.id, 1);
    const res = await startPayment(down, s, paymentBodyFor(s, cart));
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: messages.proceedToPaymentError });
    const [order] = await ordersOf(down.database.db, s.id);
    expect(order.paymentStatus).toBe('PAYMENT_FAILED');
    expect(await holdsOf(down.database.db, order.id)).toBe(0);
    // The local gateway is mounted only when PAYMENT_PROVIDER=sandbox.
    const token = await down.app.inject({ method: 'POST', url: '/sandbox/phonepe/v1/oauth/token', payload: {} });
    expect(token.statusCode).toBe(404);
  });
});
