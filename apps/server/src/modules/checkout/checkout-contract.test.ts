import { joinAddress, messages } from '@nidra/shared';
import { describe, expect, it } from 'vitest';
import {
  addToCart,
  finishOnHostedPage,
  orderIdOf,
  orderRow,
  paymentBodyFor,
  startPayment,
  validate,
} from '../../test/checkout-journey.ts';
import { bearer, createProduct, createShopper, type Shopper } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const BENGALURU = {
  name: 'Meera Iyer',
  houseNumber: '4',
  street: 'MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  country: 'India',
  phoneNumber: '9000000000',
};

async function saveAddress(owner: Shopper, fields = BENGALURU) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/address/${owner.id}`,
    headers: bearer(owner.token),
    payload: fields,
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

async function shopperWithCart() {
  const s = await createShopper(t);
  const product = await createProduct(t.database.db, { sellingPrice: 89_900, quantity: 5 });
  return { s, cart: await addToCart(t, s, product.id, 1) };
}

/** The spec's body alone (§7): no addressId. */
function specBody(s: Shopper, cart: Parameters<typeof paymentBodyFor>[1], shippingAddress: string) {
  const { addressId: _ignored, ...body } = paymentBodyFor(s, cart, { shippingAddress });
  return body;
}

describe("POST /api/payment with the spec's body", () => {
  it('ships to the saved address whose joined text was sent: its state, name and phone', async () => {
    const { s, cart } = await shopperWithCart();
    await saveAddress(s);
    const res = await startPayment(t, s, specBody(s, cart, joinAddress(BENGALURU)));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('ok');
    const order = await orderRow(t.database.db, orderIdOf(res.json().paymentUrl));
    expect(order).toMatchObject({
      shippingAddress: joinAddress(BENGALURU),
      shippingState: 'Karnataka',
      buyerName: 'Meera Iyer',
      mobile: '9000000000',
    });
  });

  it("refuses a text that matches none of the shopper's saved addresses with the spec's message", async () => {
    const { s, cart } = await shopperWithCart();
    const other = await createShopper(t);
    await saveAddress(other, { ...BENGALURU, name: 'Someone Else' });
    const attempts = [
      joinAddress({ ...BENGALURU, name: 'Someone Else' }), // another shopper's saved address
      joinAddress({ ...BENGALURU, city: 'Mysuru' }), // an address nobody saved
    ];
    for (const text of attempts) {
      const res = await startPayment(t, s, specBody(s, cart, text));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: messages.addressNotFound });
    }
  });

  it('prefers addressId over the text when both are sent', async () => {
    const { s, cart } = await shopperWithCart();
    const saved = await saveAddress(s);
    const res = await startPayment(t, s, paymentBodyFor(s, cart, { addressId: saved._id }));
    expect(res.statusCode).toBe(200);
    expect(await orderRow(t.database.db, orderIdOf(res.json().paymentUrl))).toMatchObject({
      shippingState: 'Karnataka',
    });
  });
});

describe('GET /api/payment/validate/{transactionId}', () => {
  it("validates by the order's transactionId as well as by the id the return URL carries", async () => {
    const { s, cart } = await shopperWithCart();
    const started = await startPayment(t, s, paymentBodyFor(s, cart));
    const orderId = orderIdOf(started.json().paymentUrl);
    const { location } = await finishOnHostedPage(t, started.json().paymentUrl, 'success');
    expect(new URL(location).pathname).toBe(`/checkout/validate/${orderId}`);
    const byReturnUrl = await validate(t, s, orderIdOf(location));
    expect(byReturnUrl.json()).toMatchObject({ success: true, status: 'PAYMENT_SUCCESS', orderId });

    const { transactionId } = await orderRow(t.database.db, orderId);
    expect(transactionId).toBeTruthy();
    const orders = (await t.app.inject({ method: 'GET', url: `/api/orders/${s.id}`, headers: bearer(s.token) })).json();
    expect(orders.map((o: { transactionId: string }) => o.transactionId)).toContain(transactionId);
    const byTransaction = await validate(t, s, transactionId!);
    expect(byTransaction.statusCode).toBe(200);
    expect(byTransaction.json()).toMatchObject({ success: true, status: 'PAYMENT_SUCCESS', orderId });
  });

  it('keeps the owner check for a transactionId, and answers 404 or 400 for unknown or malformed ones', async () => {
    const { s, cart } = await shopperWithCart();
    const started = await startPayment(t, s, paymentBodyFor(s, cart));
    const orderId = orderIdOf(started.json().paymentUrl);
    await finishOnHostedPage(t, started.json().paymentUrl, 'success');
    await validate(t, s, orderId);
    const { transactionId } = await orderRow(t.database.db, orderId);
    const stranger = await createShopper(t);
    expect((await validate(t, stranger, transactionId!)).statusCode).toBe(403);
    const admin = await createShopper(t, 'admin');
    expect((await validate(t, admin, transactionId!)).json()).toMatchObject({ success: true });

    const unknown = await validate(t, s, 'T00000000NOPE');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: messages.orderNotFound });
    const malformed = await validate(t, s, '..%2F..%2Fetc');
    expect(malformed.statusCode).toBe(400);
    expect(typeof malformed.json().message).toBe('string');
  });
});
