import { randomUUID } from 'node:crypto';
import { cartTotalsOf, joinAddress } from '@nidra/shared';
import type { Cart } from '@nidra/shared/cart/cart.schema';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  addresses,
  categories,
  orders,
  outbox,
  products,
  stockReservations,
  subcategories,
  users,
} from '../../db/schema/index.ts';
import { bearer } from '../../test/fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';

export type Shopper = { id: string; name: string; email: string; token: string; addressId: string };

/**
 * A signed-in customer with one saved address in Hyderabad (inserted directly: fifty argon2
 * registrations would only slow the suite down).
 */
export async function createShopper(t: TestApp, role: 'customer' | 'admin' = 'customer'): Promise<Shopper> {
  const name = `Asha ${randomUUID().slice(0, 6)}`;
  const email = `${name.replace(' ', '.').toLowerCase()}@example.in`;
  const [u] = await t.database.db.insert(users).values({ name, email, phone: '9876543210', role }).returning();
  const [address] = await t.database.db
    .insert(addresses)
    .values({ userId: u.id, ...HYDERABAD, name })
    .returning();
  return { id: u.id, name, email, token: await t.app.signToken({ id: u.id, role }), addressId: address.id };
}

const HYDERABAD = {
  houseNumber: '12-2-417',
  street: 'Road No. 3',
  city: 'Hyderabad',
  state: 'Telangana',
  postalCode: '500034',
  country: 'India',
  phoneNumber: '9876543210',
};

/** A product priced in rupees (stored in paise), in a test category. */
export async function createProduct(db: Db, p: { sellingPrice: number; mrp?: number; quantity: number }) {
  const suffix = randomUUID().slice(0, 8);
  const [cat] = await db
    .insert(categories)
    .values({ name: `Sleepwear ${suffix}` })
    .returning();
  const [sub] = await db
    .insert(subcategories)
    .values({ name: `Pyjamas ${suffix}`, categoryId: cat.id })
    .returning();
  const [row] = await db
    .insert(products)
    .values({
      productName: `Cotton pyjama ${suffix}`,
      categoryId: cat.id,
      subcategoryId: sub.id,
      mrp: Math.round((p.mrp ?? p.sellingPrice * 1.5) * 100),
      sellingPrice: Math.round(p.sellingPrice * 100),
      quantity: p.quantity,
    })
    .returning();
  return row;
}

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
  const totals = cartTotalsOf(cart.items);
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

export async function stockOf(db: Db, productId: string): Promise<number> {
  const [row] = await db.select({ q: products.quantity }).from(products).where(eq(products.id, productId));
  return row.q;
}

export async function orderRow(db: Db, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

export async function ordersOf(db: Db, userId: string) {
  return db.select().from(orders).where(eq(orders.userId, userId));
}

export async function holdsOf(db: Db, orderId: string): Promise<number> {
  const rows = await db.select().from(stockReservations).where(eq(stockReservations.orderId, orderId));
  return rows.reduce((n, r) => n + r.quantity, 0);
}

/** Confirmation mails queued for this order number (sent or not). */
export async function confirmationMails(db: Db, orderNumber: number) {
  return db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'mail'), sql`${outbox.payload}->>'subject' like ${`%ORD${orderNumber} %`}`));
}

/** Polls until `probe` resolves to something truthy; fails after a deadline (never a fixed sleep). */
export async function eventually<T>(probe: () => Promise<T | null | undefined | false>, what: string, ms = 10_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
