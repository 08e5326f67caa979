import { messages } from '@nidra/shared';
import type { Cart } from '@nidra/shared/cart/cart.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { addToCart, orderMails, orderRow, paymentBodyFor, stockOf } from '../../test/checkout-journey.ts';
import { bearer, createProduct, createShopper, type Shopper } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp({ PAYMENT_LIMIT_PER_USER: '3' });
let admin: Shopper;
beforeAll(async () => {
  // Three COD starts per shopper in 10 minutes, so the rate limit is reached within a test.
  admin = await createShopper(t, 'admin');
});

function codBodyFor(s: Shopper, cart: Cart, fee = 49) {
  const body = paymentBodyFor(s, cart);
  return { ...body, totalAmount: (Math.round(body.totalAmount * 100) + Math.round(fee * 100)) / 100, codFee: fee };
}
const inject = (method: 'GET' | 'PUT' | 'POST', url: string, who?: Shopper, payload?: object) =>
  t.app.inject({ method, url, headers: who ? bearer(who.token) : {}, payload });

/** A shopper with a fresh COD order of one ₹599 piece (of `stock`); returns the order id. */
async function codOrder(stock = 3) {
  const shopper = await createShopper(t);
  const product = await createProduct(t.database.db, { sellingPrice: 59_900, quantity: stock });
  const res = await inject(
    'POST',
    '/api/orders/cod',
    shopper,
    codBodyFor(shopper, await addToCart(t, shopper, product.id)),
  );
  expect(res.statusCode).toBe(200);
  return { shopper, product, orderId: res.json().orderId as string, amount: res.json().amount as number };
}

describe('COD settings', () => {
  it('start from the environment defaults, are public to read and admin-only to change', async () => {
    expect((await inject('GET', '/api/cod-settings')).json()).toEqual({ enabled: true, fee: 49, limit: 5000 });
    const customer = await createShopper(t);
    const body = { enabled: true, fee: 59, limit: 3000 };
    expect((await inject('PUT', '/api/admin/cod-settings', undefined, body)).statusCode).toBe(401);
    expect((await inject('PUT', '/api/admin/cod-settings', customer, body)).statusCode).toBe(403);
    expect((await inject('GET', '/api/cod-settings')).json()).toEqual({ enabled: true, fee: 49, limit: 5000 });
  });

  it('refuse values out of range with a message', async () => {
    for (const body of [
      { enabled: true, fee: -1, limit: 5000 },
      { enabled: true, fee: 49, limit: 0 },
      { enabled: true, fee: 1.234, limit: 5000 },
      { enabled: 'yes', fee: 49, limit: 5000 },
      { enabled: true, fee: 49 },
    ]) {
      const res = await inject('PUT', '/api/admin/cod-settings', admin, body);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
  });

  it('apply at once when the admin saves them: the new fee, the new limit, or COD switched off', async () => {
    const saved = await inject('PUT', '/api/admin/cod-settings', admin, { enabled: true, fee: 29.5, limit: 700 });
    expect(saved.json()).toEqual({ enabled: true, fee: 29.5, limit: 700 });
    expect((await inject('GET', '/api/cod-settings')).json()).toEqual({ enabled: true, fee: 29.5, limit: 700 });

    const shopper = await createShopper(t);
    const product = await createProduct(t.database.db, { sellingPrice: 59_900, quantity: 5 });
    const cart = await addToCart(t, shopper, product.id);
    const oldFee = await inject('POST', '/api/orders/cod', shopper, codBodyFor(shopper, cart, 49));
    expect(oldFee.json()).toEqual({ message: messages.cartTotalChanged });
    const placed = await inject('POST', '/api/orders/cod', shopper, codBodyFor(shopper, cart, 29.5));
    expect(placed.json().amount).toBe(599 + 50 + 29.5);
    const twoPieces = await addToCart(t, shopper, product.id, 2);
    const over = await inject('POST', '/api/orders/cod', shopper, codBodyFor(shopper, twoPieces, 29.5));
    expect(over.json()).toEqual({ message: messages.codOverLimit('₹700') });

    await inject('PUT', '/api/admin/cod-settings', admin, { enabled: false, fee: 49, limit: 5000 });
    const other = await createShopper(t);
    const off = await inject(
      'POST',
      '/api/orders/cod',
      other,
      codBodyFor(other, await addToCart(t, other, product.id)),
    );
    expect(off.statusCode).toBe(400);
    expect(off.json()).toEqual({ message: messages.codUnavailable });
    await inject('PUT', '/api/admin/cod-settings', admin, { enabled: true, fee: 49, limit: 5000 });
  });
});

describe('marking the cash collected', () => {
  it('is an admin action: COD_PENDING becomes COD_COLLECTED once, recorded as an order event', async () => {
    const { shopper, orderId } = await codOrder();
    const url = `/api/admin/orders/${orderId}/cod-collected`;
    expect((await inject('POST', url)).statusCode).toBe(401);
    expect((await inject('POST', url, shopper)).statusCode).toBe(403);
    expect((await orderRow(t.database.db, orderId)).paymentStatus).toBe('COD_PENDING');

    const done = await inject('POST', url, admin);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: messages.codCollected, status: 'COD_COLLECTED' });
    const again = await inject('POST', url, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: messages.codNotPending });
    const detail = (await inject('GET', `/api/admin/orders/${orderId}`, admin)).json();
    expect(detail.status).toBe('COD_COLLECTED');
    expect(detail.events).toContainEqual(
      expect.objectContaining({ field: 'paymentStatus', from: 'COD_PENDING', to: 'COD_COLLECTED', actor: admin.email }),
    );
  });

  it('is refused for an order paid online and for an unknown order', async () => {
    const shopper = await createShopper(t);
    const product = await createProduct(t.database.db, { sellingPrice: 49_900, quantity: 2 });
    const started = await inject(
      'POST',
      '/api/payment',
      shopper,
      paymentBodyFor(shopper, await addToCart(t, shopper, product.id)),
    );
    expect(started.statusCode).toBe(200);
    const [online] = (await inject('GET', '/api/admin/orders?method=ONLINE', admin)).json().orders;
    expect((await inject('POST', `/api/admin/orders/${online._id}/cod-collected`, admin)).statusCode).toBe(409);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await inject('POST', `/api/admin/orders/${unknown}/cod-collected`, admin)).statusCode).toBe(404);
  });
});

describe('cancelling a COD order', () => {
  it('returns the stock, takes no refund, reverses the invoice by a credit note, and cannot be reopened', async () => {
    const { shopper, product, orderId } = await codOrder(3);
    expect(await stockOf(t.database.db, product.id)).toBe(2);
    const cancelled = await inject('POST', `/api/admin/orders/${orderId}/cancel`, admin);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ orderStatus: 'CANCELLED', status: 'COD_CANCELLED' });
    expect(await stockOf(t.database.db, product.id)).toBe(3);
    const row = await orderRow(t.database.db, orderId);
    expect(row.refundId).toBeNull();
    expect(row.creditNoteNumber).toMatch(/^NCN\/\d\d-\d\d\/\d{6}$/);
    // The shopper is told: nothing is due, and the credit note reverses the invoice.
    const [mail] = await orderMails(t.database.db, row.orderNumber, 'has been cancelled');
    expect(mail.payload).toMatchObject({ to: shopper.email });
    expect((mail.payload as { text: string }).text).toContain(`Credit note: ${row.creditNoteNumber}`);
    expect((mail.payload as { text: string }).text).toContain('nothing is due');

    // Cancelling again changes nothing and mails nothing more; reopening is refused and the stock stays.
    await inject('POST', `/api/admin/orders/${orderId}/cancel`, admin);
    expect(await stockOf(t.database.db, product.id)).toBe(3);
    expect(await orderMails(t.database.db, row.orderNumber, 'has been cancelled')).toHaveLength(1);
    const reopen = await inject('PUT', `/api/admin/orders/${orderId}`, admin, {
      trackingNumber: '',
      orderStatus: 'PENDING',
    });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json()).toEqual({ message: messages.codCancelledCannotReopen });
    expect(await stockOf(t.database.db, product.id)).toBe(3);
  });

  it('is refused once the cash was collected (nothing changes)', async () => {
    const { product, orderId } = await codOrder(3);
    await inject('POST', `/api/admin/orders/${orderId}/cod-collected`, admin);
    const res = await inject('PUT', `/api/admin/orders/${orderId}`, admin, {
      trackingNumber: '',
      orderStatus: 'CANCELLED',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: messages.codCollectedCannotCancel });
    expect(await stockOf(t.database.db, product.id)).toBe(2);
    expect((await orderRow(t.database.db, orderId)).orderStatus).toBe('PENDING');
  });
});

describe('admin views by payment method', () => {
  it('the orders list filters by method, pending labels include COD orders, and sales split by method', async () => {
    const before = (await inject('GET', '/api/admin/sales/by-method?days=1', admin)).json();
    const { orderId, amount } = await codOrder();
    const cod = (await inject('GET', '/api/admin/orders?method=COD&pageSize=100', admin)).json();
    expect(cod.orders.length).toBe(cod.total);
    expect(cod.orders.every((o: { paymentMethod: string }) => o.paymentMethod === 'COD')).toBe(true);
    expect(cod.orders.map((o: { _id: string }) => o._id)).toContain(orderId);
    const online = (await inject('GET', '/api/admin/orders?method=ONLINE&pageSize=100', admin)).json();
    expect(online.orders.some((o: { paymentMethod: string }) => o.paymentMethod === 'COD')).toBe(false);
    expect((await inject('GET', '/api/admin/orders?method=CASH', admin)).statusCode).toBe(400);

    const pending = (await inject('GET', '/api/admin/orders/pending', admin)).json();
    expect(pending.orders.map((o: { _id: string }) => o._id)).toContain(orderId);

    // Revenue is money received: a COD order counts once the courier's cash is collected, not before.
    const codOf = (r: { methods: { method: string; revenue: number; orders: number }[] }) =>
      r.methods.find((m) => m.method === 'COD') ?? { method: 'COD', revenue: 0, orders: 0 };
    const owed = (await inject('GET', '/api/admin/sales/by-method?days=1', admin)).json();
    expect(codOf(owed)).toEqual(codOf(before));
    expect((await inject('POST', `/api/admin/orders/${orderId}/cod-collected`, admin)).statusCode).toBe(200);
    const after = (await inject('GET', '/api/admin/sales/by-method?days=1', admin)).json();
    expect(codOf(after).orders).toBe(codOf(before).orders + 1);
    expect(codOf(after).revenue).toBeCloseTo(codOf(before).revenue + amount, 2);
    const report = (await inject('GET', '/api/admin/sales?days=1', admin)).json();
    const split = after.methods.reduce((n: number, m: { revenue: number }) => n + m.revenue, 0);
    expect(report.totals.revenue).toBeCloseTo(split, 2);

    // The Sales screen's chosen days: today's Asia/Kolkata date as a range gives the same split.
    const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    const ranged = (await inject('GET', `/api/admin/sales/by-method?from=${today}&to=${today}`, admin)).json();
    expect(ranged.methods).toEqual(after.methods);
    const backwards = await inject('GET', '/api/admin/sales/by-method?from=2026-03-12&to=2026-03-10', admin);
    expect(backwards.statusCode).toBe(400);
  });
});

describe('rate limit', () => {
  it('COD starts are limited per shopper like payment starts: 429 with Retry-After', async () => {
    const shopper = await createShopper(t);
    const product = await createProduct(t.database.db, { sellingPrice: 19_900, quantity: 10 });
    const cart = await addToCart(t, shopper, product.id);
    const wrong = { ...codBodyFor(shopper, cart), codFee: 1 };
    for (let i = 0; i < 3; i++) expect((await inject('POST', '/api/orders/cod', shopper, wrong)).statusCode).toBe(400);
    const limited = await inject('POST', '/api/orders/cod', shopper, codBodyFor(shopper, cart));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: messages.tooManyPayments });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await stockOf(t.database.db, product.id)).toBe(10);
  });
});
