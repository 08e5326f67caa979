/** Bench shoppers and the checkout journey as a browser and the gateway's hosted page drive it, over HTTP. */
import { cartTotalsOf } from '@nidra/shared';
import type { Cart } from '@nidra/shared/cart/cart.schema';
import type { App } from '../../apps/server/src/app-context.ts';
import type { Db } from '../../apps/server/src/db/client.ts';
import { addresses, categories, products, subcategories, users } from '../../apps/server/src/db/schema/index.ts';

export type Shopper = { id: string; productId: string; addressId: string; headers: Record<string, string> };

/** `n` signed-in shoppers, each with a saved address and a product (large stock) of their own. */
export async function createShoppers(
  app: Pick<App, 'signToken'>,
  db: Db,
  n: number,
  tag = 'bench',
): Promise<Shopper[]> {
  const [cat] = await db
    .insert(categories)
    .values({ name: `Nightwear ${tag}` })
    .returning();
  const [sub] = await db
    .insert(subcategories)
    .values({ name: `Nighties ${tag}`, categoryId: cat.id })
    .returning();
  const shoppers: Shopper[] = [];
  for (let i = 0; i < n; i++) {
    const [u] = await db
      .insert(users)
      .values({ name: `Shopper ${i}`, email: `shopper${i}@${tag}.local`, phone: '9876543210' })
      .returning();
    const [p] = await db
      .insert(products)
      .values({
        productName: `Nighty ${tag} ${i}`,
        categoryId: cat.id,
        subcategoryId: sub.id,
        mrp: 149900,
        sellingPrice: 99900,
        quantity: 100_000_000,
      })
      .returning();
    const [address] = await db
      .insert(addresses)
      .values({
        userId: u.id,
        name: `Shopper ${i}`,
        houseNumber: '1-2-3',
        street: 'Road 1',
        city: 'Hyderabad',
        state: 'Telangana',
        postalCode: '500001',
        phoneNumber: '9876543210',
      })
      .returning();
    const token = await app.signToken({ id: u.id, role: 'customer' });
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    shoppers.push({ id: u.id, productId: p.id, addressId: address.id, headers });
  }
  return shoppers;
}

async function call(base: string, url: string, init: RequestInit) {
  const res = await fetch(`${base}${url}`, { ...init, redirect: 'manual' });
  const body = await res.text();
  return { status: res.status, body, location: res.headers.get('location') };
}

async function fillCart(base: string, s: Shopper): Promise<Cart> {
  const body = JSON.stringify({ productId: s.productId, quantity: 1 });
  const added = await call(base, `/api/cart/${s.id}/add`, { method: 'POST', headers: s.headers, body });
  if (added.status === 200) return JSON.parse(added.body) as Cart;
  if (added.status !== 202) throw new Error(`add to cart: ${added.status} ${added.body}`);
  return JSON.parse((await call(base, `/api/cart/${s.id}`, { method: 'GET', headers: s.headers })).body) as Cart;
}

export type CheckoutTimes = { pay: number; validate: number };
export type Phases = { afterCart?: () => void; afterPay?: () => void; beforeValidate?: () => Promise<void> };

/**
 * One checkout: add to cart, `POST /api/payment` (timed), Pay or Fail on the hosted page (which
 * fires the webhook), `GET /api/payment/validate/{id}` (timed). `phases` lets a caller mark or wait.
 */
export async function checkout(
  base: string,
  s: Shopper,
  outcome: 'success' | 'failure' = 'success',
  phases: Phases = {},
): Promise<CheckoutTimes> {
  const cart = await fillCart(base, s);
  phases.afterCart?.();
  const totals = cartTotalsOf(cart.items);
  const body = JSON.stringify({
    userId: s.id,
    cartId: cart._id,
    shippingAddress: 'Shopper, 1-2-3, Road 1, Hyderabad, Telangana - 500001, India. Phone: 9876543210',
    mobileNumber: '9876543210',
    totalAmount: totals.totalAmount,
    shippingFee: totals.shippingFee,
    addressId: s.addressId,
  });
  const t0 = performance.now();
  const paid = await call(base, '/api/payment', { method: 'POST', headers: s.headers, body });
  const pay = performance.now() - t0;
  if (paid.status !== 200) throw new Error(`payment: ${paid.status} ${paid.body}`);
  phases.afterPay?.();
  const hosted = new URL(JSON.parse(paid.body).paymentUrl as string);
  const done = await call(base, `${hosted.pathname}/complete`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `outcome=${outcome}`,
  });
  if (done.status !== 303 || !done.location) throw new Error(`complete: ${done.status}`);
  const orderId = done.location.split('/').at(-1);
  await phases.beforeValidate?.();
  const t2 = performance.now();
  const valid = await call(base, `/api/payment/validate/${orderId}`, { method: 'GET', headers: s.headers });
  const validate = performance.now() - t2;
  if (valid.status !== 200 || JSON.parse(valid.body).success !== (outcome === 'success'))
    throw new Error(`validate: ${valid.body}`);
  return { pay, validate };
}
