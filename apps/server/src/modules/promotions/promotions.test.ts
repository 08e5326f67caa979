import { formatINR, gstRateFor, kolkataLocal } from '@nidra/shared';
import type { Cart } from '@nidra/shared/cart/cart.schema';
import { messages } from '@nidra/shared/messages';
import { promotionMessages } from '@nidra/shared/promotions/promotion.messages';
import type { AdminPromotion } from '@nidra/shared/promotions/promotion.schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orderPromotions, promotionEvents } from '../../db/schema/index.ts';
import {
  addToCart,
  finishOnHostedPage,
  orderIdOf,
  orderRow,
  paymentBodyFor,
  readCart,
  startPayment,
  validate,
} from '../../test/checkout-journey.ts';
import { bearer, createOrder, createProduct, createShopper, type Shopper } from '../../test/fixtures.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { useTestApp } from '../../test/test-app.ts';
import { reconcilerOf } from '../checkout/reconciler.ts';

// Offers and coupons (ADR 0023) over the real API: the admin's promotions, the shopper's coupon on
// the cart, the order's discount, its invoice and credit note, and uses counted once.

const t = useTestApp();
let admin: Shopper;
beforeAll(async () => {
  admin = await createShopper(t, 'admin');
});

const hourMs = 3_600_000;
const shopTime = (offsetHours: number) => kolkataLocal(new Date(Date.now() + offsetHours * hourMs));
let codes = 0;
const freshCode = (stem: string) => `${stem}${++codes}`;

async function createPromotion(body: Record<string, unknown>): Promise<AdminPromotion> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/promotions',
    headers: bearer(admin.token),
    payload: { kind: 'PERCENTAGE', percent: 10, startsAt: shopTime(-1), ...body },
  });
  if (res.statusCode !== 201) throw new Error(`create promotion: ${res.statusCode} ${res.body}`);
  return res.json();
}
const adminCall = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin.token), payload });
const applyCoupon = (s: Shopper, code: string) =>
  t.app.inject({ method: 'POST', url: `/api/cart/${s.id}/coupon`, headers: bearer(s.token), payload: { code } });

/** A shopper with `pieces` of a fresh product at `sellingPrice` paise in the cart. */
async function shopperWith(sellingPrice: number, pieces = 1, product?: { id: string }) {
  const shopper = await createShopper(t);
  const piece = product ?? (await createProduct(t.database.db, { sellingPrice, quantity: 50 }));
  await addToCart(t, shopper, piece.id, pieces);
  return { shopper, product: piece };
}

/** The month's invoices in the GST summary: count and taxable value. */
async function taxInvoices(month: string) {
  const res = await adminCall('GET', `/api/admin/reports/tax-summary?month=${month}`);
  return res.json().invoices as { count: number; taxablePaise: number };
}

async function pay(shopper: Shopper, outcome: 'success' | 'failure' = 'success') {
  const started = await startPayment(t, shopper, paymentBodyFor(shopper, await readCart(t, shopper)));
  if (started.statusCode !== 200) throw new Error(`payment: ${started.statusCode} ${started.body}`);
  const orderId = orderIdOf((await finishOnHostedPage(t, started.json().paymentUrl, outcome)).location);
  await validate(t, shopper, orderId);
  await t.modules.invoices.waitForInvoiceRenders();
  return orderId;
}

describe('the admin’s promotions', () => {
  it('creates, edits, pauses, resumes and ends a promotion, each change in its history', async () => {
    const code = freshCode('DIWALI');
    const created = await createPromotion({ name: 'Diwali 15', code, percent: 15, maxDiscount: 500 });
    expect(created).toMatchObject({ code, status: 'LIVE', uses: 0, revenue: 0, maxDiscount: 500 });
    const id = created._id;

    const edited = await adminCall('PUT', `/api/admin/promotions/${id}`, {
      name: 'Diwali 20',
      code,
      kind: 'PERCENTAGE',
      percent: 20,
      startsAt: shopTime(24),
    });
    expect(edited.json()).toMatchObject({ name: 'Diwali 20', percent: 20, status: 'SCHEDULED' });
    expect((await adminCall('POST', `/api/admin/promotions/${id}/pause`)).json().status).toBe('PAUSED');
    expect((await adminCall('POST', `/api/admin/promotions/${id}/resume`)).json().status).toBe('SCHEDULED');
    expect((await adminCall('POST', `/api/admin/promotions/${id}/end`)).json().status).toBe('ENDED');
    const again = await adminCall('POST', `/api/admin/promotions/${id}/pause`);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: promotionMessages.promotionEnded });

    const history = (await adminCall('GET', `/api/admin/promotions/${id}/history`)).json();
    expect(history.map((e: { action: string }) => e.action)).toEqual([
      'ENDED',
      'RESUMED',
      'PAUSED',
      'EDITED',
      'CREATED',
    ]);
    expect(history.every((e: { actor: string }) => e.actor === admin.email)).toBe(true);
    expect(history[3].changes).toMatchObject({ name: 'Diwali 20', percent: 20 });

    const list = (await adminCall('GET', '/api/admin/promotions')).json() as AdminPromotion[];
    expect(list.find((p) => p._id === id)).toMatchObject({ status: 'ENDED', name: 'Diwali 20' });
  });

  it('lists changes stamped in the same clock tick newest first, as they were recorded', async () => {
    const { _id: id } = await createPromotion({ name: 'Same tick', code: freshCode('TICK') });
    const at = new Date(Date.now() + hourMs);
    const recorded = ['PAUSED', 'RESUMED', 'PAUSED', 'RESUMED', 'ENDED'];
    for (const action of recorded) {
      await t.database.db.insert(promotionEvents).values({ promotionId: id, action, actor: admin.email, at });
    }
    const history = (await adminCall('GET', `/api/admin/promotions/${id}/history`)).json();
    expect(history.map((e: { action: string }) => e.action)).toEqual([...recorded.reverse(), 'CREATED']);
  });

  it('refuses a code another promotion uses, and a form without what its kind needs', async () => {
    const code = freshCode('TAKEN');
    await createPromotion({ name: 'First', code });
    const twice = await adminCall('POST', '/api/admin/promotions', {
      name: 'Second',
      code: code.toLowerCase(),
      kind: 'PERCENTAGE',
      percent: 5,
      startsAt: shopTime(0),
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: promotionMessages.promotionCodeTaken });
    const flatWithoutAmount = await adminCall('POST', '/api/admin/promotions', {
      name: 'Flat',
      kind: 'FLAT',
      startsAt: shopTime(0),
    });
    expect(flatWithoutAmount.statusCode).toBe(400);
    expect(flatWithoutAmount.json().message).toMatch(/amount/i);
  });
});

describe('a coupon on the shopper’s cart', () => {
  it('applies a flat ₹200 off above ₹1,999 and says how much more is needed below it', async () => {
    const code = freshCode('NIGHT');
    await createPromotion({ name: 'Flat ₹200 off above ₹1,999', code, kind: 'FLAT', amount: 200, minOrderValue: 1999 });
    const { shopper, product } = await shopperWith(168_900);
    const short = await applyCoupon(shopper, code.toLowerCase());
    expect(short.statusCode).toBe(200);
    expect(short.json<Cart>().offers).toMatchObject({
      code,
      codeApplied: false,
      codeOutcome: { status: 'REFUSED', refusal: { reason: 'MIN_VALUE', shortPaise: 31_000 } },
      applied: [],
    });

    const other = await createProduct(t.database.db, { sellingPrice: 49_900, quantity: 5 });
    const cart = await addToCart(t, shopper, other.id);
    expect(cart.offers).toMatchObject({ codeApplied: true, codeOutcome: { status: 'APPLIED' } });
    expect(cart.offers?.applied).toEqual([expect.objectContaining({ code, discount: 200, shippingSaving: 0 })]);
    // ₹200 over ₹1,689 and ₹499 in proportion, to the paisa.
    const lines = cart.offers?.lineDiscounts ?? {};
    const byProduct = Object.fromEntries(cart.items.map((i) => [i.product._id, lines[i._id]]));
    expect(byProduct).toEqual({ [product.id]: 15_439, [other.id]: 4_561 });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/cart/${shopper.id}/coupon`,
      headers: bearer(shopper.token),
    });
    expect(removed.json<Cart>().offers).toMatchObject({ code: null, applied: [] });
  });

  it('answers each refusal of a code with its message', async () => {
    const { shopper } = await shopperWith(99_900);
    const refused = async (code: string) => {
      const res = await applyCoupon(shopper, code);
      expect(res.statusCode).toBe(400);
      return res.json().message;
    };
    expect(await refused('NOSUCHCODE')).toBe(promotionMessages.couponUnknown);

    const expired = freshCode('OLD');
    await createPromotion({ name: 'Old', code: expired, startsAt: shopTime(-48), endsAt: shopTime(-24) });
    expect(await refused(expired)).toBe(promotionMessages.couponExpired);

    const later = freshCode('SOON');
    await createPromotion({ name: 'Soon', code: later, startsAt: shopTime(24) });
    expect(await refused(later)).toBe(promotionMessages.couponNotStarted);

    const first = freshCode('WELCOME');
    await createPromotion({ name: 'First order', code: first, firstOrderOnly: true });
    const regular = await createShopper(t);
    const bought = await createProduct(t.database.db, { sellingPrice: 50_000 });
    await createOrder(t.database.db, { userId: regular.id, items: [{ productId: bought.id, quantity: 1 }] });
    await addToCart(t, regular, bought.id);
    const res = await applyCoupon(regular, first);
    expect(res.json()).toEqual({ message: promotionMessages.couponFirstOrderOnly });
    expect((await applyCoupon(shopper, first)).statusCode).toBe(200);

    const suits = freshCode('SUITS');
    await createProduct(t.database.db, { subcategory: 'Promo Night Suits' });
    await createPromotion({ name: 'Suits', code: suits, scope: 'SUBCATEGORIES', scopeIds: ['promo night suits'] });
    const notFor = await applyCoupon(shopper, suits);
    expect(notFor.statusCode).toBe(200);
    expect(notFor.json<Cart>().offers).toMatchObject({
      codeApplied: false,
      codeOutcome: { status: 'REFUSED', refusal: { reason: 'NOT_FOR_ITEMS' } },
    });
  });

  it('is used up after its limit, and a failed payment gives the use back', async () => {
    const code = freshCode('ONCE');
    await createPromotion({ name: 'Once', code, usageLimit: 1 });
    const a = await shopperWith(99_900);
    expect((await applyCoupon(a.shopper, code)).statusCode).toBe(200);
    const failed = await pay(a.shopper, 'failure');
    expect((await orderRow(t.database.db, failed)).paymentStatus).toBe('PAYMENT_FAILED');

    const b = await shopperWith(99_900);
    expect((await applyCoupon(b.shopper, code)).statusCode).toBe(200);
    await pay(b.shopper);
    const c = await shopperWith(99_900);
    const late = await applyCoupon(c.shopper, code);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: promotionMessages.couponUsedUp });
    const list = (await adminCall('GET', '/api/admin/promotions')).json() as AdminPromotion[];
    expect(list.find((p) => p.code === code)).toMatchObject({
      status: 'USED_UP',
      uses: 1,
      revenue: 949.1,
      discountGiven: 99.9,
    });
  });
});

describe('an order with an offer', () => {
  it('charges the discounted amount, stores each line’s discount and invoices GST on the value after it', async () => {
    const code = freshCode('TEN');
    const promo = await createPromotion({ name: '10% off', code });
    // ₹2,799 is in the 18 % slab; 10 % off brings it to ₹2,519.10, in the 5 % slab.
    const { shopper } = await shopperWith(279_900);
    expect(gstRateFor(279_900)).toBe(18);
    const month = kolkataLocal(new Date()).slice(0, 7);
    const taxBefore = await taxInvoices(month);
    const salesBefore = (await adminCall('GET', '/api/admin/sales?days=1')).json().totals;
    const cart = (await applyCoupon(shopper, code)).json<Cart>();
    expect(cart.offers?.applied[0]).toMatchObject({ discount: 279.9 });
    const orderId = await pay(shopper);

    const order = await orderRow(t.database.db, orderId);
    expect(order).toMatchObject({ amount: 251_910 + 5_000, discount: 27_990, paymentStatus: 'PAYMENT_SUCCESS' });
    const [line] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(line).toMatchObject({ price: 279_900, discount: 27_990 });
    const used = await t.database.db.select().from(orderPromotions).where(eq(orderPromotions.orderId, orderId));
    expect(used).toEqual([expect.objectContaining({ promotionId: promo._id, code, discount: 27_990 })]);

    const invoice = await adminCall('GET', `/api/invoice/download/${encodeURIComponent(order.invoiceNumber!)}`);
    expect(invoice.statusCode).toBe(200);
    const text = await pdfText(invoice.rawPayload);
    expect(text).toContain('Discount');
    expect(text).toContain('2,799.00');
    expect(text).toContain('279.90');
    // Taxable value of ₹2,519.10 at 5 %: 2,399.14 + 59.98 + 59.98 (CGST = SGST within Telangana).
    expect(text).toContain('2,399.14');
    expect(text).toContain('59.98');
    expect(text).toContain('5%');

    // The GST summary (GSTR-1) counts the taxable value after discount; the sales report the discount given.
    const taxAfter = await taxInvoices(month);
    // ₹2,399.14 for the piece, ₹47.62 for the ₹50 shipping at the piece's (now 5 %) rate.
    expect(taxAfter.taxablePaise - taxBefore.taxablePaise).toBe(239_914 + 4_762);
    expect(taxAfter.count - taxBefore.count).toBe(1);
    const salesAfter = (await adminCall('GET', '/api/admin/sales?days=1')).json().totals;
    expect(Math.round((salesAfter.discount - salesBefore.discount) * 100)).toBe(27_990);

    // Cancelled and refunded: the amount paid comes back, and the credit note mirrors the discounted line.
    const cancel = await adminCall('POST', `/api/admin/orders/${orderId}/cancel`);
    expect(cancel.statusCode).toBe(200);
    await reconcilerOf(t.app)!.runOnce();
    const refunded = await orderRow(t.database.db, orderId);
    expect(refunded.paymentStatus).toBe('PAYMENT_REFUNDED');
    const note = await t.app.inject({
      method: 'GET',
      url: `/api/credit-note/download/${shopper.id}/${orderId}`,
      headers: bearer(shopper.token),
    });
    const noteText = await pdfText(note.rawPayload);
    expect(noteText).toContain('Credit Note');
    expect(noteText).toContain('279.90');
    expect(noteText).toContain('2,399.14');
    expect(noteText).toContain(formatINR(2569.1).replace('₹', ''));
  });

  it('free shipping makes the fee 0 and the order records the saving', async () => {
    const code = freshCode('SHIPFREE');
    await createPromotion({ name: 'Free shipping', code, kind: 'FREE_SHIPPING', percent: 0 });
    const { shopper } = await shopperWith(99_900, 2);
    const cart = (await applyCoupon(shopper, code)).json<Cart>();
    expect(cart.offers).toMatchObject({ freeShipping: true });
    expect(cart.offers?.applied[0]).toMatchObject({ discount: 0, shippingSaving: 80 });
    const order = await orderRow(t.database.db, await pay(shopper));
    expect(order).toMatchObject({ amount: 199_800, shippingFee: 0, shippingSaving: 8_000 });
  });

  it('cash on delivery counts a use alike, and its limit and fee follow the amount after discount', async () => {
    const code = freshCode('CODONCE');
    await createPromotion({ name: 'Flat ₹100', code, kind: 'FLAT', amount: 100, usageLimit: 1 });
    const { shopper } = await shopperWith(59_900);
    const cart = (await applyCoupon(shopper, code)).json<Cart>();
    const body = paymentBodyFor(shopper, cart);
    expect(body.totalAmount).toBe(549);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders/cod',
      headers: bearer(shopper.token),
      payload: { ...body, totalAmount: body.totalAmount + 49, codFee: 49 },
    });
    expect(placed.statusCode).toBe(200);
    expect(placed.json().amount).toBe(549 + 49);
    const other = await shopperWith(59_900);
    expect((await applyCoupon(other.shopper, code)).json()).toEqual({ message: promotionMessages.couponUsedUp });
  });

  it('of 20 concurrent checkouts with the last use of a code, exactly one gets it', async () => {
    const code = freshCode('LAST');
    const promo = await createPromotion({ name: 'Last one', code, usageLimit: 1 });
    const product = await createProduct(t.database.db, { sellingPrice: 59_900, quantity: 100 });
    const shoppers = await Promise.all(
      Array.from({ length: 20 }, async () => (await shopperWith(59_900, 1, product)).shopper),
    );
    const bodies: ReturnType<typeof paymentBodyFor>[] = [];
    for (const s of shoppers) {
      expect((await applyCoupon(s, code)).statusCode).toBe(200);
      bodies.push(paymentBodyFor(s, await readCart(t, s)));
    }
    const answers = await Promise.all(shoppers.map((s, i) => startPayment(t, s, bodies[i])));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    // The others priced without the offer: their total no longer matches, and they are asked to look again.
    for (const a of answers.filter((r) => r.statusCode !== 200)) {
      expect(a.statusCode).toBe(400);
      expect(a.json()).toEqual({ message: messages.cartTotalChanged });
    }
    const uses = await t.database.db.select().from(orderPromotions).where(eq(orderPromotions.promotionId, promo._id));
    expect(uses).toHaveLength(1);
  });
});

describe('offers shown to shoppers', () => {
  it('lists automatic offers that almost apply and public codes; a product page shows what applies to it', async () => {
    const suit = await createProduct(t.database.db, { subcategory: 'B2G1 Night Suits', sellingPrice: 89_900 });
    const b2g1 = await createPromotion({
      name: 'Buy 2 Get 1 on Night Suits',
      kind: 'BUY_X_GET_Y',
      buyQuantity: 2,
      getQuantity: 1,
      percent: 100,
      scope: 'SUBCATEGORIES',
      scopeIds: ['B2G1 Night Suits'],
    });
    expect(b2g1.scopeIds).toEqual(['B2G1 Night Suits']);
    const unknown = await adminCall('POST', '/api/admin/promotions', {
      name: 'Nowhere',
      kind: 'PERCENTAGE',
      percent: 5,
      startsAt: shopTime(0),
      scope: 'SUBCATEGORIES',
      scopeIds: ['No Such Shelf'],
    });
    expect(unknown.json()).toEqual({ message: promotionMessages.promotionUnknownSubcategory('No Such Shelf') });
    const publicCode = freshCode('PUBLIC');
    await createPromotion({ name: 'Public 5%', code: publicCode, isPublic: true, percent: 5 });
    const { shopper } = await shopperWith(89_900, 2, suit);
    const cart = await readCart(t, shopper);
    expect(cart.offers?.forYou).toEqual(
      expect.arrayContaining([
        { id: b2g1._id, name: 'Buy 2 Get 1 on Night Suits', code: null, short: 1 },
        { id: expect.any(String), name: 'Public 5%', code: publicCode },
      ]),
    );
    const page = await t.app.inject({ method: 'GET', url: `/api/offers/product/${suit.id}` });
    expect(page.json().offers[0]).toEqual({ id: b2g1._id, name: 'Buy 2 Get 1 on Night Suits', code: null });

    // A third suit: the cheapest of the three is free.
    const third = await t.app.inject({
      method: 'POST',
      url: `/api/cart/${shopper.id}/add`,
      headers: bearer(shopper.token),
      payload: {
        productId: (
          await createProduct(t.database.db, {
            subcategoryId: suit.subcategoryId,
            categoryId: suit.categoryId,
            sellingPrice: 79_900,
          })
        ).id,
      },
    });
    expect(third.json<Cart>().offers?.applied).toEqual([expect.objectContaining({ id: b2g1._id, discount: 799 })]);
    // End it so the other files' carts stay as they were.
    await adminCall('POST', `/api/admin/promotions/${b2g1._id}/end`);
  });
});
