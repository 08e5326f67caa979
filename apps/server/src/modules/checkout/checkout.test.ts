import { messages } from '@nidra/shared';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderEvents, orderItems, orders, products } from '../../db/schema/index.ts';
import {
  addToCart,
  confirmationMails,
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
import { bearer, createProduct, createShopper, eventually } from '../../test/fixtures.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { useTestApp } from '../../test/test-app.ts';
import { readMails } from '../accounts/accounts.test-helpers.ts';
import { readInvoiceFile } from '../orders/invoice-files.ts';

const t = useTestApp();

async function shopperWithCart(stock = 5, quantity = 2) {
  const s = await createShopper(t);
  const product = await createProduct(t.database.db, { sellingPrice: 89_900, mrp: 149_900, quantity: stock });
  const cart = await addToCart(t, s, product.id, quantity);
  return { s, product, cart };
}

describe('checkout through the sandbox gateway with the real PhonePe adapter', () => {
  it('pays: order PAYMENT_SUCCESS, stock sold, cart emptied, invoice issued, confirmation mailed', async () => {
    const { s, product, cart } = await shopperWithCart(5, 2);
    const res = await startPayment(t, s, paymentBodyFor(s, cart));
    expect(res.statusCode).toBe(200);
    const { message, paymentUrl } = res.json();
    expect(message).toBe('ok');
    expect(paymentUrl).toMatch(/^http:\/\/localhost:3000\/sandbox\/phonepe\/pay\/[0-9a-f-]{36}$/);

    const { page, location } = await finishOnHostedPage(t, paymentUrl, 'success');
    expect(page).toContain('Nidra');
    expect(page).toContain('₹1,878'); // 2 × ₹899 + ₹80 shipping for 2 items
    const orderId = orderIdOf(location);
    expect(location).toBe(`http://localhost:3000/checkout/validate/${orderId}`);
    expect(await stockOf(t.database.db, product.id)).toBe(5); // reserved, not yet sold

    const v = await validate(t, s, orderId);
    expect(v.statusCode).toBe(200);
    expect(v.json()).toMatchObject({
      success: true,
      status: 'PAYMENT_SUCCESS',
      orderId,
      message: messages.paymentVerified,
    });

    const order = await orderRow(t.database.db, orderId);
    expect(order).toMatchObject({ amount: 187800, shippingFee: 8000, shippingState: 'Telangana', buyerName: s.name });
    expect(order.transactionId).toMatch(/^T[0-9A-F]+$/);
    expect(order.paidAt).toBeInstanceOf(Date);
    expect(await stockOf(t.database.db, product.id)).toBe(3);
    expect(await holdsOf(t.database.db, orderId)).toBe(0);
    expect((await readCart(t, s)).items).toEqual([]);
    expect(await confirmationMails(t.database.db, order.orderNumber)).toHaveLength(1);
    // The call that completed the payment (validate or the webhook, whichever came first) numbers the
    // invoice; the PDF is rendered after that, off the main thread.
    const invoiced = await eventually(async () => {
      const row = await orderRow(t.database.db, orderId);
      return row.invoiceNumber && row.invoicePdfPath ? row : null;
    }, 'the numbered invoice PDF');
    expect(invoiced.invoiceNumber).toMatch(/^NID\/\d\d-\d\d\/\d+$/);
    expect(invoiced.invoicePdfPath).toMatch(/^ORD\d+-[0-9a-f]{16}\.pdf$/);
    // Its line names the piece as staff pack it: size and design number (the column may wrap the text).
    const pdf = await pdfText(await readInvoiceFile(t.storage, invoiced.invoicePdfPath!));
    expect(pdf.replace(/\s+/g, '')).toContain(
      `(Size${product.size}·Design${product.designNumber})`.replace(/\s+/g, ''),
    );
    const mail = await eventually(
      async () => readMails(t.env).find((m) => m.subject.includes(`ORD${order.orderNumber}`)),
      'the confirmation mail in the outbox folder',
    );
    expect(mail.to).toContain(s.email);
    expect(mail.text).toContain('/orders');
  });

  it('takes only the bought products out of the cart: a line added while paying stays', async () => {
    const { s, product, cart } = await shopperWithCart(5, 1);
    const { paymentUrl } = (await startPayment(t, s, paymentBodyFor(s, cart))).json();
    const later = await createProduct(t.database.db, { sellingPrice: 45_000, quantity: 3 });
    await addToCart(t, s, later.id, 2);
    const orderId = orderIdOf((await finishOnHostedPage(t, paymentUrl, 'success')).location);
    expect((await validate(t, s, orderId)).json()).toMatchObject({ success: true, status: 'PAYMENT_SUCCESS' });
    const items = (await readCart(t, s)).items;
    expect(items.map((i) => ({ productId: i.product._id, quantity: i.quantity }))).toEqual([
      { productId: later.id, quantity: 2 },
    ]);
    expect(await stockOf(t.database.db, product.id)).toBe(4);
    expect(await stockOf(t.database.db, later.id)).toBe(3);
  });

  it('fails: PAYMENT_FAILED, stock untouched, hold released, cart intact', async () => {
    const { s, product, cart } = await shopperWithCart(5, 1);
    const { paymentUrl } = (await startPayment(t, s, paymentBodyFor(s, cart))).json();
    const orderId = orderIdOf((await finishOnHostedPage(t, paymentUrl, 'failure')).location);
    const v = await validate(t, s, orderId);
    expect(v.json()).toMatchObject({
      success: false,
      status: 'PAYMENT_FAILED',
      message: messages.paymentVerificationFailed,
    });
    expect(await stockOf(t.database.db, product.id)).toBe(5);
    expect(await holdsOf(t.database.db, orderId)).toBe(0);
    expect((await readCart(t, s)).items).toHaveLength(1);
  });

  it('refunds a payment whose amount differs from the order and ships nothing', async () => {
    const { s, product, cart } = await shopperWithCart(5, 1);
    const { paymentUrl } = (await startPayment(t, s, paymentBodyFor(s, cart))).json();
    const orderId = orderIdOf(paymentUrl);
    // The order now asks for a rupee more than PhonePe was told to collect.
    await t.database.db
      .update(orders)
      .set({ amount: sql`${orders.amount} + 100` })
      .where(eq(orders.id, orderId));
    await finishOnHostedPage(t, paymentUrl, 'success');
    expect((await validate(t, s, orderId)).json()).toMatchObject({ success: false, status: 'PAYMENT_REFUNDED' });
    expect(await stockOf(t.database.db, product.id)).toBe(5);
    expect(await holdsOf(t.database.db, orderId)).toBe(0);
    expect((await readCart(t, s)).items).toHaveLength(1);
    expect((await orderRow(t.database.db, orderId)).invoiceNumber).toBeNull();
  });

  it('leaves a product withdrawn from sale after it was put in the cart out of the order', async () => {
    const { s, product, cart: first } = await shopperWithCart(5, 1);
    const withdrawn = await createProduct(t.database.db, { sellingPrice: 49_900, quantity: 5 });
    await addToCart(t, s, withdrawn.id, 1);
    await t.database.db.update(products).set({ isActive: false }).where(eq(products.id, withdrawn.id));
    const cart = await readCart(t, s);
    expect(cart.items.map((i) => i.product.isActive).sort()).toEqual([false, true]);
    const stale = await startPayment(t, s, paymentBodyFor(s, first, { cartId: cart._id, totalAmount: 899 + 499 + 80 }));
    expect(stale.statusCode).toBe(400);
    const res = await startPayment(t, s, paymentBodyFor(s, cart));
    expect(res.statusCode).toBe(200);
    const lines = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderIdOf(res.json().paymentUrl)));
    expect(lines.map((l) => l.productId)).toEqual([product.id]);
  });

  it('pending: validate reports not paid and changes nothing', async () => {
    const { s, product, cart } = await shopperWithCart(5, 1);
    const { paymentUrl } = (await startPayment(t, s, paymentBodyFor(s, cart))).json();
    const orderId = orderIdOf(paymentUrl);
    const v = await validate(t, s, orderId);
    expect(v.json()).toMatchObject({ success: false, status: 'PAYMENT_INITIATED', message: messages.paymentPending });
    expect(await stockOf(t.database.db, product.id)).toBe(5);
    expect(await holdsOf(t.database.db, orderId)).toBe(1);
    expect((await readCart(t, s)).items).toHaveLength(1);
  });

  it('validating twice (and the webhook) makes one transition: one event, one decrement, one mail', async () => {
    const { s, product } = await shopperWithCart(4, 1);
    const second = await createProduct(t.database.db, { sellingPrice: 45_000, quantity: 6 });
    const cart = await addToCart(t, s, second.id, 3);
    const { paymentUrl } = (await startPayment(t, s, paymentBodyFor(s, cart))).json();
    const orderId = orderIdOf((await finishOnHostedPage(t, paymentUrl, 'success')).location);
    const [a, b] = await Promise.all([validate(t, s, orderId), validate(t, s, orderId)]);
    const c = await validate(t, s, orderId);
    for (const r of [a, b, c]) expect(r.json()).toMatchObject({ success: true, status: 'PAYMENT_SUCCESS' });
    const events = await t.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.field, 'paymentStatus')));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ from: 'PAYMENT_INITIATED', to: 'PAYMENT_SUCCESS' });
    expect(await stockOf(t.database.db, product.id)).toBe(3);
    expect(await stockOf(t.database.db, second.id)).toBe(3);
    expect(await confirmationMails(t.database.db, (await orderRow(t.database.db, orderId)).orderNumber)).toHaveLength(
      1,
    );
  });

  it('charges only what is in stock: a sold-out line is left out of the amount and the order', async () => {
    const s = await createShopper(t);
    const live = await createProduct(t.database.db, { sellingPrice: 65_000, quantity: 3 });
    const gone = await createProduct(t.database.db, { sellingPrice: 99_900, quantity: 1 });
    await addToCart(t, s, live.id, 1);
    await addToCart(t, s, gone.id, 1);
    await t.database.db.update(products).set({ quantity: 0 }).where(eq(products.id, gone.id));
    const cart = await readCart(t, s);
    const body = paymentBodyFor(s, cart);
    expect(body).toMatchObject({ totalAmount: 700, shippingFee: 50 });
    const res = await startPayment(t, s, body);
    expect(res.statusCode).toBe(200);
    const orderId = orderIdOf(res.json().paymentUrl);
    expect((await orderRow(t.database.db, orderId)).amount).toBe(70000);
    const lines = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(lines.map((l) => l.productId)).toEqual([live.id]);
  });

  it('refuses a total that differs from the server figure, with a message and no order', async () => {
    const { s, cart } = await shopperWithCart(5, 1);
    const cheaper = await startPayment(t, s, paymentBodyFor(s, cart, { totalAmount: 1 }));
    expect(cheaper.statusCode).toBe(400);
    expect(cheaper.json()).toEqual({ message: messages.cartTotalChanged });
    const fee = await startPayment(t, s, paymentBodyFor(s, cart, { shippingFee: 0 }));
    expect(fee.statusCode).toBe(400);
    expect(await ordersOf(t.database.db, s.id)).toHaveLength(0);
  });

  it("refuses another shopper's cart or user id with 403, and an empty cart with 400", async () => {
    const { s, cart } = await shopperWithCart(5, 1);
    const other = await shopperWithCart(5, 1);
    expect((await startPayment(t, s, paymentBodyFor(s, other.cart))).statusCode).toBe(403);
    expect((await startPayment(t, s, paymentBodyFor(s, cart, { userId: other.s.id }))).statusCode).toBe(403);
    expect((await startPayment(t, other.s, paymentBodyFor(other.s, cart))).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/payment', payload: paymentBodyFor(s, cart) });
    expect(anonymous.statusCode).toBe(401);
    const empty = await createShopper(t);
    const emptyCart = await readCart(t, empty);
    const res = await startPayment(t, empty, paymentBodyFor(empty, emptyCart));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: messages.cartEmpty });
    expect(await ordersOf(t.database.db, s.id)).toHaveLength(0);
  });

  it('takes the state from a chosen saved address, and refuses an address that is not the shopper’s', async () => {
    const { s, cart } = await shopperWithCart(5, 1);
    const other = await createShopper(t);
    const add = (owner: typeof s) =>
      t.app.inject({
        method: 'POST',
        url: `/api/address/${owner.id}`,
        headers: bearer(owner.token),
        payload: {
          name: 'Meera Iyer',
          houseNumber: '4',
          street: 'MG Road',
          city: 'Bengaluru',
          state: 'Karnataka',
          postalCode: '560001',
          country: 'India',
          phoneNumber: '9000000000',
        },
      });
    const mine = (await add(s)).json();
    const theirs = (await add(other)).json();
    const refused = await startPayment(t, s, paymentBodyFor(s, cart, { addressId: theirs._id }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: messages.addressNotFound });
    const res = await startPayment(t, s, paymentBodyFor(s, cart, { addressId: mine._id }));
    expect(res.statusCode).toBe(200);
    const order = await orderRow(t.database.db, orderIdOf(res.json().paymentUrl));
    expect(order).toMatchObject({ shippingState: 'Karnataka', buyerName: 'Meera Iyer' });
  });

  it('lets the owner and an admin validate, nobody else', async () => {
    const { s, cart } = await shopperWithCart(5, 1);
    const orderId = orderIdOf((await startPayment(t, s, paymentBodyFor(s, cart))).json().paymentUrl);
    const stranger = await createShopper(t);
    const admin = await createShopper(t, 'admin');
    expect((await validate(t, stranger, orderId)).statusCode).toBe(403);
    expect((await validate(t, admin, orderId)).json()).toMatchObject({ success: false, status: 'PAYMENT_INITIATED' });
    expect((await validate(t, s, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('asked PhonePe for one OAuth token for every call of this app', async () => {
    const stats = (await t.app.inject({ method: 'GET', url: '/sandbox/phonepe/stats' })).json();
    expect(stats.payRequests).toBeGreaterThan(5);
    expect(stats.statusRequests).toBeGreaterThanOrEqual(5);
    expect(stats.tokenRequests).toBe(1);
  });
});
