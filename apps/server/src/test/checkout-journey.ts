import { cartTotalsOf, joinAddress } from '@nidra/shared';
import type { Cart } from '@nidra/shared/cart/cart.schema';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { orders, outbox, products, stockReservations } from '../db/schema/index.ts';
import { bearer, HYDERABAD, type Shopper } from './fixtures.ts';
import type { TestApp } from './test-app.ts';

// A shopper's way through cart and payment, over the real API, and what it leaves in the database.

export async function addToCart(t: TestApp, s: Shopper, productId: string, quantity = 1): Promise<Cart> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/cart/${s.id}/add`,
    headers: bearer(s.token),
    payload: { productId, quantity },
  });
  if (res.statusCode !== 200) throw new Error(`add to cart: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function readCart(t: TestApp, s: Shopper): Promise<Cart> {
  return (await t.app.inject({ method: 'GET', url: `/api/cart/${s.id}`, headers: bearer(s.token) })).json();
}

/** The body the checkout page sends: totals from the same shared rule the browser uses. */
export function paymentBodyFor(s: Shopper, cart: Cart, overrides: Record<string, unknown> = {}) {
  const totals = cartTotalsOf(cart.items, cart.offers);
  return {
    userId: s.id,
    shippingAddress: joinAddress({ ...HYDERABAD, name: s.name }),
    mobileNumber: HYDERABAD.phoneNumber,
    totalAmount: totals.totalAmount,
    cartId: cart._id,
    shippingFee: totals.shippingFee,
    addressId: s.addressId,
    ...overrides,
  };
}

export function startPayment(t: TestApp, s: Shopper, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/payment', headers: bearer(s.token), payload: body });
}

/** The shopper on the sandbox's hosted page: opens it, presses Pay or Fail, follows the 303 back to the shop. */
export async function finishOnHostedPage(t: TestApp, paymentUrl: string, outcome: 'success' | 'failure') {
  const page = await t.app.inject({ method: 'GET', url: new URL(paymentUrl).pathname });
  if (page.statusCode !== 200) throw new Error(`hosted page: ${page.statusCode}`);
  const action = page.body.match(/action="([^"]+)"/)?.[1];
  if (!action) throw new Error('hosted page has no form');
  const done = await t.app.inject({
    method: 'POST',
    url: action,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });
  if (done.statusCode !== 303) throw new Error(`complete: ${done.statusCode} ${done.body}`);
  return { page: page.body, location: String(done.headers.location) };
}

export function validate(t: TestApp, s: Shopper, orderId: string) {
  return t.app.inject({ method: 'GET', url: `/api/payment/validate/${orderId}`, headers: bearer(s.token) });
}

export const orderIdOf = (location: string) => location.split('/').at(-1)!;

export async function stockOf(db: DbOrTx, productId: string): Promise<number> {
  const [row] = await db.select({ q: products.quantity }).from(products).where(eq(products.id, productId));
  return row.q;
}

export async function orderRow(db: DbOrTx, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

export async function ordersOf(db: DbOrTx, userId: string) {
  return db.select().from(orders).where(eq(orders.userId, userId));
}

export async function holdsOf(db: DbOrTx, orderId: string): Promise<number> {
  const rows = await db.select().from(stockReservations).where(eq(stockReservations.orderId, orderId));
  return rows.reduce((n, r) => n + r.quantity, 0);
}

/** Mails queued about this order number (sent or not) whose subject contains `subject`. */
export async function orderMails(db: DbOrTx, orderNumber: number, subject = '') {
  const rows = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'mail'), sql`${outbox.payload}->>'subject' like ${`%ORD${orderNumber}%`}`));
  const label = new RegExp(`ORD${orderNumber}\\b`);
  return rows.filter((r) => {
    const mail = r.payload as { subject: string };
    return label.test(mail.subject) && mail.subject.includes(subject);
  });
}

/** Confirmation mails queued for this order number (sent or not). */
export const confirmationMails = (db: DbOrTx, orderNumber: number) => orderMails(db, orderNumber, 'is confirmed');
