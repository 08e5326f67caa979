import { messages } from '@nidra/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderEvents } from '../../db/schema/index.ts';
import {
  addToCart,
  finishOnHostedPage,
  holdsOf,
  orderIdOf,
  orderRow,
  ordersOf,
  paymentBodyFor,
  readCart,
  startPayment,
  stockOf,
  validate,
} from '../../test/checkout-journey.ts';
import { createProduct, createShopper } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { reconcilerOf } from './reconciler.ts';

const t = useTestApp();

describe('one open payment per shopper', () => {
  it('a shopper starting three payments for 5 of 10 units holds 5; another shopper can still pay for 5', async () => {
    const product = await createProduct(t.database.db, { sellingPrice: 69_900, quantity: 10 });
    const a = await createShopper(t);
    const b = await createShopper(t);
    const aCart = await addToCart(t, a, product.id, 5);
    const bCart = await addToCart(t, b, product.id, 5);

    const aOrders: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await startPayment(t, a, paymentBodyFor(a, aCart));
      expect(res.statusCode).toBe(200);
      aOrders.push(orderIdOf(res.json().paymentUrl));
    }
    for (const id of aOrders.slice(0, 2)) {
      expect(await orderRow(t.database.db, id)).toMatchObject({
        orderStatus: 'CANCELLED',
        paymentStatus: 'PAYMENT_INITIATED',
      });
      expect(await holdsOf(t.database.db, id)).toBe(0);
      const events = await t.database.db
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, id), eq(orderEvents.field, 'orderStatus')));
      expect(events).toMatchObject([{ from: 'PENDING', to: 'CANCELLED' }]);
    }
    expect(await orderRow(t.database.db, aOrders[2])).toMatchObject({ orderStatus: 'PENDING' });
    expect(await holdsOf(t.database.db, aOrders[2])).toBe(5);

    const bStart = await startPayment(t, b, paymentBodyFor(b, bCart));
    expect(bStart.statusCode).toBe(200);
    const { location } = await finishOnHostedPage(t, bStart.json().paymentUrl, 'success');
    expect((await validate(t, b, orderIdOf(location))).json()).toMatchObject({ success: true });
    expect(await stockOf(t.database.db, product.id)).toBe(5);
  });

  it('payments one shopper starts at once leave exactly one open order and one hold', async () => {
    const product = await createProduct(t.database.db, { sellingPrice: 59_900, quantity: 10 });
    const a = await createShopper(t);
    const cart = await addToCart(t, a, product.id, 2);
    const answers = await Promise.all(Array.from({ length: 5 }, () => startPayment(t, a, paymentBodyFor(a, cart))));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const rows = await ordersOf(t.database.db, a.id);
    expect(rows).toHaveLength(5);
    const open = rows.filter((o) => o.orderStatus !== 'CANCELLED');
    expect(open).toHaveLength(1);
    let held = 0;
    for (const o of rows) held += await holdsOf(t.database.db, o.id);
    expect(held).toBe(2);
  });

  it('an earlier order paid at the gateway after it was replaced is refunded, not shipped', async () => {
    const product = await createProduct(t.database.db, { sellingPrice: 89_900, quantity: 3 });
    const a = await createShopper(t);
    const cart = await addToCart(t, a, product.id, 1);
    const firstUrl = (await startPayment(t, a, paymentBodyFor(a, cart))).json().paymentUrl;
    const second = await startPayment(t, a, paymentBodyFor(a, cart));
    expect(second.statusCode).toBe(200);

    // The first hosted page was still open in another tab; the shopper pays there.
    const { location } = await finishOnHostedPage(t, firstUrl, 'success');
    const firstId = orderIdOf(location);
    expect((await validate(t, a, firstId)).json()).toMatchObject({ success: false, status: 'PAYMENT_REFUNDED' });
    expect(await orderRow(t.database.db, firstId)).toMatchObject({ orderStatus: 'CANCELLED', invoiceNumber: null });
    expect(await stockOf(t.database.db, product.id)).toBe(3);
    expect((await readCart(t, a)).items).toHaveLength(1);
    expect(await holdsOf(t.database.db, orderIdOf(second.json().paymentUrl))).toBe(1);
  });

  it('the reconciler refunds a replaced order that was paid while nobody was looking', async () => {
    const product = await createProduct(t.database.db, { sellingPrice: 89_900, quantity: 3 });
    const a = await createShopper(t);
    const cart = await addToCart(t, a, product.id, 1);
    const firstUrl = (await startPayment(t, a, paymentBodyFor(a, cart))).json().paymentUrl;
    expect((await startPayment(t, a, paymentBodyFor(a, cart))).statusCode).toBe(200);
    const firstId = orderIdOf((await finishOnHostedPage(t, firstUrl, 'success')).location);
    await reconcilerOf(t.app)!.runOnce({ now: new Date(Date.now() + 60_000) });
    expect(await orderRow(t.database.db, firstId)).toMatchObject({
      orderStatus: 'CANCELLED',
      paymentStatus: 'PAYMENT_REFUNDED',
    });
    expect(await stockOf(t.database.db, product.id)).toBe(3);
  });
});

describe('POST /api/payment rate limit', () => {
  it('answers the 11th payment a shopper starts within 10 minutes with 429, Retry-After and a message', async () => {
    const product = await createProduct(t.database.db, { sellingPrice: 39_900, quantity: 50 });
    const a = await createShopper(t);
    const cart = await addToCart(t, a, product.id, 1);
    for (let i = 0; i < 10; i++) expect((await startPayment(t, a, paymentBodyFor(a, cart))).statusCode).toBe(200);
    const limited = await startPayment(t, a, paymentBodyFor(a, cart));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: messages.tooManyPayments });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await ordersOf(t.database.db, a.id)).toHaveLength(10);

    // Counted per shopper, not per address: someone else on the same network still pays.
    const b = await createShopper(t);
    const bCart = await addToCart(t, b, product.id, 1);
    expect((await startPayment(t, b, paymentBodyFor(b, bCart))).statusCode).toBe(200);
  });
});
