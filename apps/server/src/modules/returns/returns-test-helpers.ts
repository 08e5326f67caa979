import { eq } from 'drizzle-orm';
import { orderItems, products } from '../../db/schema/index.ts';
import { createOrder, createProduct, type TestUser } from '../../test/fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';
import { deliveredDaysAgo } from '../replacements/replacement-test-helpers.ts';

/** Two sizes of one design (M bought, L wanted), in a subcategory of their own so hygiene flags stay local. */
export async function designInSizes(t: TestApp, stock: { m?: number; l?: number } = {}, subcategory?: string) {
  const sub = subcategory ?? `Nighties ${crypto.randomUUID().slice(0, 8)}`;
  const designNumber = `NX-${crypto.randomUUID().slice(0, 6)}`;
  const m = await createProduct(t.database.db, { size: 'M', quantity: stock.m ?? 3, designNumber, subcategory: sub });
  const l = await createProduct(t.database.db, {
    productName: m.productName,
    size: 'L',
    quantity: stock.l ?? 2,
    designNumber,
    categoryId: m.categoryId,
    subcategoryId: m.subcategoryId,
  });
  return { m, l, subcategoryId: m.subcategoryId };
}

/** A paid order of `quantity` pieces of a product, delivered `daysAgo` days ago; its first line's id. */
export async function deliveredOrder(
  t: TestApp,
  user: TestUser,
  productId: string,
  opts: { quantity?: number; daysAgo?: number; price?: number } = {},
) {
  const order = await createOrder(t.database.db, {
    userId: user.id,
    items: [{ productId, quantity: opts.quantity ?? 1, price: opts.price ?? 99_900 }],
  });
  await deliveredDaysAgo(t.database.db, order.id, opts.daysAgo ?? 2);
  const [line] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  return { order, lineId: line.id };
}

export const stock = async (t: TestApp, id: string) =>
  (await t.database.db.select({ q: products.quantity }).from(products).where(eq(products.id, id)))[0].q;

/** The shopper's POST /api/returns. */
export function askReturn(
  t: TestApp,
  user: TestUser,
  body: {
    orderId: string;
    kind?: 'RETURN' | 'EXCHANGE';
    items: { orderItemId: string; quantity: number; wantedProductId?: string }[];
    payout?: unknown;
  },
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/returns',
    headers: user.headers,
    payload: { kind: 'RETURN', reason: 'TOO_SMALL', note: '', ...body },
  });
}

/** A staff step on a request: approve, reject, picked-up, quality-check, payout. */
export function staff(t: TestApp, admin: TestUser, id: string, step: string, payload: Record<string, unknown> = {}) {
  return t.app.inject({ method: 'POST', url: `/api/admin/returns/${id}/${step}`, headers: admin.headers, payload });
}
