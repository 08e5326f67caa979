import { messages } from '@nidra/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import {
  addToCart,
  finishOnHostedPage,
  holdsOf,
  orderRow,
  ordersOf,
  paymentBodyFor,
  startPayment,
  validate,
} from '../../test/checkout-journey.ts';
import { bearer, createProduct, createShopper, type Shopper } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

/** A shopper who went to the gateway and came back without paying: one open order holding 2 pieces. */
async function leftUnpaid() {
  const s = await createShopper(t);
  const product = await createProduct(t.database.db, { sellingPrice: 89_900, mrp: 149_900, quantity: 5 });
  const cart = await addToCart(t, s, product.id, 2);
  const started = await startPayment(t, s, paymentBodyFor(s, cart));
  expect(started.statusCode).toBe(200);
  const [order] = await ordersOf(t.database.db, s.id);
  return { s, orderId: order.id, paymentUrl: started.json().paymentUrl as string };
}

const payAgain = (s: Shopper | null, orderId: string) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/pay-again`, headers: s ? bearer(s.token) : {} });
const cancel = (s: Shopper | null, orderId: string) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/cancel`, headers: s ? bearer(s.token) : {} });
const myOrder = async (s: Shopper, orderId: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/orders/${s.id}`, headers: bearer(s.token) });
  return (res.json() as { _id: string; orderStatus: string; status: string }[]).find((o) => o._id === orderId);
};

describe('Pay again on Your Orders', () => {
  it('reopens the same payment for the amount the server computed; once paid it is refused', async () => {
    const { s, orderId, paymentUrl } = await leftUnpaid();
    const again = await payAgain(s, orderId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: 'ok', paymentUrl });

    const { page } = await finishOnHostedPage(t, again.json().paymentUrl, 'success');
    expect(page).toContain('₹1,878'); // 2 × ₹899 + ₹80 shipping
    expect((await validate(t, s, orderId)).json()).toMatchObject({ success: true, status: 'PAYMENT_SUCCESS' });

    const paid = await payAgain(s, orderId);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe(messages.paymentNoLongerOpen);
    const cancelPaid = await cancel(s, orderId);
    expect(cancelPaid.statusCode).toBe(409);
    expect(cancelPaid.json().message).toBe(messages.onlyUnpaidCanBeCancelled);
    expect(await myOrder(s, orderId)).toMatchObject({ orderStatus: 'PENDING', status: 'PAYMENT_SUCCESS' });
  });

  it('is refused once the gateway page has expired', async () => {
    const { s, orderId } = await leftUnpaid();
    await t.database.db
      .update(orders)
      .set({ createdAt: sql`now() - interval '21 minutes'` })
      .where(eq(orders.id, orderId));
    const res = await payAgain(s, orderId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(messages.paymentNoLongerOpen);
  });

  it('is the shopper’s own: 401 signed out, 403 another shopper, 404 an unknown order, 400 a bad id', async () => {
    const { orderId } = await leftUnpaid();
    const other = await createShopper(t);
    expect((await payAgain(null, orderId)).statusCode).toBe(401);
    expect((await payAgain(other, orderId)).statusCode).toBe(403);
    expect((await cancel(other, orderId)).statusCode).toBe(403);
    expect((await payAgain(other, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const bad = await cancel(other, 'not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(expect.any(String));
  });
});

describe('Cancel on Your Orders', () => {
  it('cancels the unpaid order, releases its stock hold, and it can no longer be paid', async () => {
    const { s, orderId } = await leftUnpaid();
    expect(await holdsOf(t.database.db, orderId)).toBe(2);
    const res = await cancel(s, orderId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: messages.unpaidOrderCancelled });
    expect(await holdsOf(t.database.db, orderId)).toBe(0);
    expect(await orderRow(t.database.db, orderId)).toMatchObject({ orderStatus: 'CANCELLED' });
    expect(await myOrder(s, orderId)).toMatchObject({ orderStatus: 'CANCELLED', status: 'PAYMENT_INITIATED' });

    expect((await payAgain(s, orderId)).statusCode).toBe(409);
    expect((await cancel(s, orderId)).statusCode).toBe(409);
  });
});
