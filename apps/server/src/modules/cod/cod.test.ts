import { messages } from '@nidra/shared';
import type { Cart } from '@nidra/shared/cart/cart.schema';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
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
import { bearer, createProduct, createShopper, type Shopper } from '../../test/fixtures.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

/** The body the checkout page sends for Cash on Delivery: the cart's totals plus the fee it showed. */
function codBodyFor(s: Shopper, cart: Cart, fee = 49, overrides: Record<string, unknown> = {}) {
  const body = paymentBodyFor(s, cart);
  return { ...body, totalAmount: (Math.round(body.totalAmount * 100) + fee * 100) / 100, codFee: fee, ...overrides };
}
const placeCod = (s: Shopper, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/orders/cod', headers: bearer(s.token), payload: body });
/** COD orders whose cash is owed and that are not delivered yet (what the limit of 2 counts). */
const openCodOrders = async (userId: string) =>
  (await ordersOf(t.database.db, userId)).filter(
    (o) => o.paymentStatus === 'COD_PENDING' && o.orderStatus === 'PENDING',
  ).length;

describe('placing a Cash on Delivery order', () => {
  it('takes the stock at once, empties the cart, charges the fee and sends the confirmation', async () => {
    const shopper = await createShopper(t);
    const product = await createProduct(t.database.db, { sellingPrice: 79_900, quantity: 3 });
    const cart = await addToCart(t, shopper, product.id, 2);

    const res = await placeCod(shopper, codBodyFor(shopper, cart));
    expect(res.statusCode).toBe(200);
    // 2 × ₹799 + ₹80 shipping (2 pieces) + ₹49 COD fee.
    expect(res.json()).toMatchObject({ message: 'ok', amount: 1727 });
    const { orderId, orderNumber } = res.json();

    expect(await stockOf(t.database.db, product.id)).toBe(1);
    expect(await holdsOf(t.database.db, orderId)).toBe(0);
    expect((await readCart(t, shopper)).items).toEqual([]);
    const row = await orderRow(t.database.db, orderId);
    expect(row).toMatchObject({
      paymentMethod: 'COD',
      paymentStatus: 'COD_PENDING',
      orderStatus: 'PENDING',
      codFee: 4900,
      amount: 172_700,
      shippingFee: 8000,
    });

    const [mail] = await confirmationMails(t.database.db, orderNumber);
    const text = String((mail.payload as { text: string }).text);
    expect(text).toContain(`${messages.codFee}  ₹49`);
    expect(text).toContain('To pay in cash on delivery  ₹1,727');

    const mine = (
      await t.app.inject({ method: 'GET', url: `/api/orders/${shopper.id}`, headers: bearer(shopper.token) })
    ).json();
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ paymentMethod: 'COD', codFee: 49, status: 'COD_PENDING', amount: 1727 });
  });

  it('issues the GST invoice with the COD fee as its own line, owned by the shopper', async () => {
    const shopper = await createShopper(t);
    const product = await createProduct(t.database.db, { sellingPrice: 124_950, quantity: 2 });
    const res = await placeCod(shopper, codBodyFor(shopper, await addToCart(t, shopper, product.id, 1)));
    expect(res.statusCode).toBe(200);
    await t.modules.invoices.waitForInvoiceRenders();
    const row = await orderRow(t.database.db, res.json().orderId);
    expect(row.invoiceNumber).toMatch(/^NID\/\d\d-\d\d\/\d{6}$/);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/invoice/download/${shopper.id}/${row.invoicePdfPath}`,
      headers: bearer(shopper.token),
    });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Cash on Delivery fee');
    expect(text).toContain('Shipping and handling');
    // ₹1,249.50 + ₹50 shipping + ₹49 fee, in words: the invoice totals what the courier collects.
    expect(text).toContain('Rupees One Thousand Three Hundred Forty-Eight and');
    expect(text).toContain('Grand total (COD) ₹1,348.50');
  });

  it('recomputes the total and the fee: figures the browser changed are refused and nothing moves', async () => {
    const shopper = await createShopper(t);
    const product = await createProduct(t.database.db, { sellingPrice: 99_900, quantity: 2 });
    const cart = await addToCart(t, shopper, product.id, 1);
    const noFee = await placeCod(shopper, codBodyFor(shopper, cart, 0));
    const cheaper = await placeCod(shopper, codBodyFor(shopper, cart, 49, { totalAmount: 1000 }));
    const online = await placeCod(shopper, { ...paymentBodyFor(shopper, cart), codFee: 49 });
    for (const r of [noFee, cheaper, online]) {
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({ message: messages.cartTotalChanged });
    }
    expect(await stockOf(t.database.db, product.id)).toBe(2);
    expect((await readCart(t, shopper)).items).toHaveLength(1);
    expect(await ordersOf(t.database.db, shopper.id)).toEqual([]);
  });

  it('refuses an order above the COD value limit with the reason, and allows one exactly at it', async () => {
    const shopper = await createShopper(t);
    const dear = await createProduct(t.database.db, { sellingPrice: 495_100, quantity: 1 });
    const over = await placeCod(shopper, codBodyFor(shopper, await addToCart(t, shopper, dear.id, 1)));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ message: messages.codOverLimit('₹5,000') });
    expect(await stockOf(t.database.db, dear.id)).toBe(1);
    expect(await ordersOf(t.database.db, shopper.id)).toEqual([]);

    const other = await createShopper(t);
    const atLimit = await createProduct(t.database.db, { sellingPrice: 495_000, quantity: 1 });
    const ok = await placeCod(other, codBodyFor(other, await addToCart(t, other, atLimit.id, 1)));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().amount).toBe(5049);
  });

  it('allows at most 2 undelivered COD orders; a delivered one frees a place', async () => {
    const shopper = await createShopper(t);
    const admin = await createShopper(t, 'admin');
    const product = await createProduct(t.database.db, { sellingPrice: 49_900, quantity: 10 });
    const place = async () => placeCod(shopper, codBodyFor(shopper, await addToCart(t, shopper, product.id, 1)));
    const first = await place();
    expect((await place()).statusCode).toBe(200);
    const third = await place();
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({ message: messages.codTooManyOpen(2) });
    expect(await stockOf(t.database.db, product.id)).toBe(8);
    expect((await readCart(t, shopper)).items).toHaveLength(1);

    const delivered = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${first.json().orderId}`,
      headers: bearer(admin.token),
      payload: { trackingNumber: 'EE123456789IN', orderStatus: 'DELIVERED' },
    });
    expect(delivered.statusCode).toBe(200);
    const fourth = await placeCod(shopper, codBodyFor(shopper, await readCart(t, shopper)));
    expect(fourth.statusCode).toBe(200);
    expect(await openCodOrders(shopper.id)).toBe(2);
  });

  it('holds the limit when one shopper places several COD orders at once', async () => {
    const shopper = await createShopper(t);
    const product = await createProduct(t.database.db, { sellingPrice: 29_900, quantity: 20 });
    expect((await placeCod(shopper, codBodyFor(shopper, await addToCart(t, shopper, product.id, 1)))).statusCode).toBe(
      200,
    );
    const cart = await addToCart(t, shopper, product.id, 1);
    const answers = await Promise.all([1, 2, 3, 4].map(() => placeCod(shopper, codBodyFor(shopper, cart))));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((a) => a.statusCode !== 200)) expect([400, 409]).toContain(r.statusCode);
    expect(await openCodOrders(shopper.id)).toBe(2);
    expect(await stockOf(t.database.db, product.id)).toBe(18);
  });

  it('is refused for another shopper’s user id or cart', async () => {
    const shopper = await createShopper(t);
    const other = await createShopper(t);
    const product = await createProduct(t.database.db, { sellingPrice: 39_900, quantity: 2 });
    const cart = await addToCart(t, shopper, product.id, 1);
    const asOther = await placeCod(other, codBodyFor(shopper, cart));
    expect(asOther.statusCode).toBe(403);
    const othersCart = await placeCod(
      other,
      codBodyFor(other, cart, 49, { userId: other.id, addressId: other.addressId }),
    );
    expect(othersCart.statusCode).toBe(403);
    expect(await stockOf(t.database.db, product.id)).toBe(2);
  });
});

describe('stock under concurrent COD and online checkouts (the same row locks)', () => {
  it('30 COD shoppers race for the last unit: exactly one order takes it and stock ends at 0', async () => {
    const product = await createProduct(t.database.db, { sellingPrice: 89_900, quantity: 1 });
    const buyers = await Promise.all(Array.from({ length: 30 }, () => createShopper(t)));
    const carts: Cart[] = [];
    for (const b of buyers) carts.push(await addToCart(t, b, product.id, 1));
    const answers = await Promise.all(buyers.map((b, i) => placeCod(b, codBodyFor(b, carts[i]))));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((a) => a.statusCode !== 200)) {
      expect(r.statusCode).toBe(400);
      expect([messages.stockTaken, messages.soldOutInCart]).toContain(r.json().message);
    }
    expect(await stockOf(t.database.db, product.id)).toBe(0);
    const sold = await t.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.paymentStatus, 'COD_PENDING'), eq(orders.amount, 89_900 + 5_000 + 4_900)));
    expect(sold).toHaveLength(1);
  });

  it('COD and online shoppers mixed: one of them gets the last unit, never both', async () => {
    const product = await createProduct(t.database.db, { sellingPrice: 64_900, quantity: 1 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => createShopper(t)));
    const carts: Cart[] = [];
    for (const b of buyers) carts.push(await addToCart(t, b, product.id, 1));
    const answers = await Promise.all(
      buyers.map((b, i) =>
        i % 2 === 0 ? placeCod(b, codBodyFor(b, carts[i])) : startPayment(t, b, paymentBodyFor(b, carts[i])),
      ),
    );
    const accepted = answers.map((r, i) => ({ r, i })).filter(({ r }) => r.statusCode === 200);
    expect(accepted).toHaveLength(1);
    const { r, i } = accepted[0];
    if (i % 2 === 1) {
      // An online shopper holds the unit: paying for it sells it.
      const { location } = await finishOnHostedPage(t, r.json().paymentUrl, 'success');
      expect((await validate(t, buyers[i], orderIdOf(location))).json().success).toBe(true);
    }
    expect(await stockOf(t.database.db, product.id)).toBe(0);
  });
});
