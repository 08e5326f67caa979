import { messages, RESERVATION_MINUTES } from '@nidra/shared';
import type { Cart } from '@nidra/shared/cart/cart.schema';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
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
import { createProduct, createShopper, eventually } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { reconcilerOf } from './reconciler.ts';

const t = useTestApp();

describe('stock under concurrent checkouts', () => {
  it('50 shoppers race for the last unit: exactly one pays, stock ends at 0, the others get a message', async () => {
    const product = await createProduct(t.database.db, { sellingPrice: 129_900, quantity: 1 });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => createShopper(t)));
    const carts: Cart[] = [];
    for (const b of buyers) carts.push(await addToCart(t, b, product.id, 1));

    const answers = await Promise.all(buyers.map((b, i) => startPayment(t, b, paymentBodyFor(b, carts[i]))));
    const accepted = answers.filter((r) => r.statusCode === 200);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(accepted).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const r of refused) {
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({ message: messages.stockTaken });
    }

    const results = await Promise.all(
      accepted.map(async (r) => {
        const buyer = buyers[answers.indexOf(r)];
        const { location } = await finishOnHostedPage(t, r.json().paymentUrl, 'success');
        return (await validate(t, buyer, orderIdOf(location))).json();
      }),
    );
    expect(results.filter((v) => v.success)).toHaveLength(1);
    expect(await stockOf(t.database.db, product.id)).toBe(0);
    const paid = await t.database.db.select().from(orders).where(eq(orders.paymentStatus, 'PAYMENT_SUCCESS'));
    expect(paid.filter((o) => o.amount === 134900)).toHaveLength(1);
  });

  it('an unpaid hold expires after the reservation time and the unit is available again', async () => {
    const product = await createProduct(t.database.db, { sellingPrice: 49_900, quantity: 1 });
    const first = await createShopper(t);
    const second = await createShopper(t);
    const firstCart = await addToCart(t, first, product.id, 1);
    const secondCart = await addToCart(t, second, product.id, 1);
    const held = await startPayment(t, first, paymentBodyFor(first, firstCart));
    const orderId = orderIdOf(held.json().paymentUrl);
    expect((await startPayment(t, second, paymentBodyFor(second, secondCart))).statusCode).toBe(400);

    const reconciler = reconcilerOf(t.app)!;
    const early = await reconciler.runOnce({ now: new Date(Date.now() + 60_000) });
    expect(early.expired).toBe(0);
    expect((await orderRow(t.database.db, orderId)).paymentStatus).toBe('PAYMENT_INITIATED');

    const later = new Date(Date.now() + (RESERVATION_MINUTES + 1) * 60_000);
    const report = await reconciler.runOnce({ now: later });
    expect(report.expired).toBeGreaterThanOrEqual(1);
    const order = await orderRow(t.database.db, orderId);
    expect(order.paymentStatus).toBe('PAYMENT_EXPIRED');
    expect(await holdsOf(t.database.db, orderId)).toBe(0);
    expect(await stockOf(t.database.db, product.id)).toBe(1);
    expect((await startPayment(t, second, paymentBodyFor(second, secondCart))).statusCode).toBe(200);
  });

  it('a payment completed after its hold expired is still honoured when stock allows, else refunded', async () => {
    const product = await createProduct(t.database.db, { sellingPrice: 79_900, quantity: 1 });
    const late = await createShopper(t);
    const other = await createShopper(t);
    const lateCart = await addToCart(t, late, product.id, 1);
    const otherCart = await addToCart(t, other, product.id, 1);
    const lateUrl = (await startPayment(t, late, paymentBodyFor(late, lateCart))).json().paymentUrl;
    const lateId = orderIdOf(lateUrl);
    await reconcilerOf(t.app)!.runOnce({ now: new Date(Date.now() + (RESERVATION_MINUTES + 1) * 60_000) });
    expect((await orderRow(t.database.db, lateId)).paymentStatus).toBe('PAYMENT_EXPIRED');

    // Someone else buys the unit meanwhile; then the first shopper pays on the still-open page.
    const otherUrl = (await startPayment(t, other, paymentBodyFor(other, otherCart))).json().paymentUrl;
    const otherId = orderIdOf((await finishOnHostedPage(t, otherUrl, 'success')).location);
    expect((await validate(t, other, otherId)).json().status).toBe('PAYMENT_SUCCESS');
    await finishOnHostedPage(t, lateUrl, 'success');
    const v = (await validate(t, late, lateId)).json();
    expect(v).toMatchObject({ success: false, status: 'PAYMENT_REFUNDED' });
    expect(await stockOf(t.database.db, product.id)).toBe(0);
    const stats = (await t.app.inject({ method: 'GET', url: '/sandbox/phonepe/stats' })).json();
    expect(stats.refundRequests).toBeGreaterThanOrEqual(1);
    const refunded = await t.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, lateId), eq(orders.paymentStatus, 'PAYMENT_REFUNDED')));
    expect(refunded).toHaveLength(1);
  });

  it("polls on PhonePe's schedule: first check after 20 s, then every 3 s", async () => {
    const product = await createProduct(t.database.db, { sellingPrice: 34_900, quantity: 5 });
    const s = await createShopper(t);
    const cart = await addToCart(t, s, product.id, 1);
    const orderId = orderIdOf((await startPayment(t, s, paymentBodyFor(s, cart))).json().paymentUrl);
    const created = (await orderRow(t.database.db, orderId)).createdAt.getTime();
    const run = (seconds: number) => reconcilerOf(t.app)!.runOnce({ now: new Date(created + seconds * 1000) });
    const checkedAt = async () => (await orderRow(t.database.db, orderId)).paymentCheckedAt?.getTime();
    await run(10);
    expect(await checkedAt()).toBeUndefined();
    await run(21);
    expect(await checkedAt()).toBe(created + 21_000);
    await run(23); // 2 s later: not due yet
    expect(await checkedAt()).toBe(created + 21_000);
    await run(24);
    expect(await checkedAt()).toBe(created + 24_000);
    expect((await orderRow(t.database.db, orderId)).paymentStatus).toBe('PAYMENT_INITIATED');
  });

  it('issues a paid order its missing invoice PDF on the next run', async () => {
    const product = await createProduct(t.database.db, { sellingPrice: 99_900, quantity: 5 });
    const s = await createShopper(t);
    const cart = await addToCart(t, s, product.id, 1);
    const url = (await startPayment(t, s, paymentBodyFor(s, cart))).json().paymentUrl;
    const orderId = orderIdOf((await finishOnHostedPage(t, url, 'success')).location);
    expect((await validate(t, s, orderId)).json().success).toBe(true);
    // The PDF renders in the background of whichever call completed the payment (here maybe the webhook):
    // wait for it, so that it cannot write the path after it is cleared below.
    await eventually(async () => (await orderRow(t.database.db, orderId)).invoicePdfPath, 'the invoice PDF');
    // As if the process had stopped between numbering the invoice and writing its PDF.
    await t.database.db.update(orders).set({ invoicePdfPath: null }).where(eq(orders.id, orderId));
    const report = await reconcilerOf(t.app)!.runOnce({ now: new Date(Date.now() + 60_000) });
    expect(report.invoiced).toBeGreaterThanOrEqual(1);
    expect((await orderRow(t.database.db, orderId)).invoicePdfPath).toBeTruthy();
  });

  it("a shopper's own earlier hold does not block a second attempt at the same unit", async () => {
    const product = await createProduct(t.database.db, { sellingPrice: 59_900, quantity: 1 });
    const s = await createShopper(t);
    const cart = await addToCart(t, s, product.id, 1);
    expect((await startPayment(t, s, paymentBodyFor(s, cart))).statusCode).toBe(200);
    // Back from the payment page without paying, then Proceed to Payment again.
    expect((await startPayment(t, s, paymentBodyFor(s, cart))).statusCode).toBe(200);
    const other = await createShopper(t);
    const otherCart = await addToCart(t, other, product.id, 1);
    expect((await startPayment(t, other, paymentBodyFor(other, otherCart))).statusCode).toBe(400);
  });
});
