import { randomUUID } from 'node:crypto';
import { discountPercent } from '@nidra/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { App } from '../app-context.ts';
import type { DbOrTx } from '../db/client.ts';
import {
  addresses,
  cartItems,
  carts,
  orderItems,
  orders,
  products,
  stockReservations,
  users,
} from '../db/schema/index.ts';
import { buildProduct, ensureTaxonomy, insertProducts, type NewProduct } from '../db/seed/factories.ts';
import type { TestApp } from './test-app.ts';

// The one set of test data for every server test, built on the seed's own factories. Rows are
// inserted directly: a test of one module does not depend on another module's write paths.

/** The Authorization header of a signed-in request. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export type TestUser = { id: string; email: string; name: string; token: string; headers: { authorization: string } };

/** A user row (no password: tests that sign in with one register through the API) and a bearer token for it. */
export async function createUser(
  app: App,
  db: DbOrTx,
  role: 'customer' | 'admin' = 'customer',
  extra: { loginCount?: number } = {},
): Promise<TestUser> {
  const tag = randomUUID().slice(0, 8);
  const [row] = await db
    .insert(users)
    .values({ name: `${role} ${tag}`, email: `${role}-${tag}@test.local`, phone: '9876543210', role, ...extra })
    .returning();
  const token = await app.signToken({ id: row.id, role });
  return { id: row.id, email: row.email, name: row.name, token, headers: bearer(token) };
}

/** The address every test shopper has saved. */
export const HYDERABAD = {
  houseNumber: '12-2-417',
  street: 'Road No. 3',
  city: 'Hyderabad',
  state: 'Telangana',
  postalCode: '500034',
  country: 'India',
  phoneNumber: '9876543210',
};

export type Shopper = TestUser & { addressId: string };

/** A signed-in user with one saved address in Hyderabad, ready to check out. */
export async function createShopper(t: TestApp, role: 'customer' | 'admin' = 'customer'): Promise<Shopper> {
  const user = await createUser(t.app, t.database.db, role);
  const [address] = await t.database.db
    .insert(addresses)
    .values({ userId: user.id, ...HYDERABAD, name: user.name })
    .returning();
  return { ...user, addressId: address.id };
}

/** A category and a subcategory under it (found or created), with a picture or a saved cost price when asked. */
export const createSubcategory = ensureTaxonomy;

type ProductInput = Partial<NewProduct> & { category?: string; subcategory?: string; images?: string[] };

/**
 * A realistic product from the seed's factory, every field overridable (prices in paise), in the
 * subcategory given by ids or by name (found or created); five in stock unless told. A selling price without an MRP gets an
 * MRP half again as high; the discount always follows the two prices.
 */
export async function createProduct(db: DbOrTx, input: ProductInput = {}) {
  const { category, subcategory, images = ['/images/test.webp'], ...overrides } = input;
  const ids =
    overrides.categoryId && overrides.subcategoryId
      ? { categoryId: overrides.categoryId, subcategoryId: overrides.subcategoryId }
      : await ensureTaxonomy(db, category, subcategory);
  const built = buildProduct({ ...ids, quantity: 5, ...overrides });
  if (overrides.sellingPrice !== undefined && overrides.mrp === undefined)
    built.mrp = Math.round(overrides.sellingPrice * 1.5);
  const product = { ...built, discount: overrides.discount ?? discountPercent(built.mrp, built.sellingPrice) };
  const [id] = await insertProducts(db, [{ product, images }]);
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row;
}

type OrderInput = {
  userId: string;
  items?: Array<{ productId: string; quantity: number; price?: number; name?: string; hsn?: string }>;
  shippingFee?: number;
  shippingState?: string;
  paymentStatus?: string;
  orderStatus?: string;
  transactionId?: string | null;
  createdAt?: Date;
  /** Also hold the items' stock, as a started online payment does. */
  reserve?: boolean;
};

/** An order as checkout leaves it; paid (PAYMENT_SUCCESS) unless told otherwise. Amounts in paise. */
export async function createOrder(db: DbOrTx, input: OrderInput) {
  const items = (input.items ?? []).map((i) => ({ price: 120_000, name: 'Cotton Night Suit', hsn: '6208', ...i }));
  const shippingFee = input.shippingFee ?? 5_000;
  const amount = items.reduce((n, i) => n + i.price * i.quantity, 0) + shippingFee;
  const state = input.shippingState ?? 'Telangana';
  const paymentStatus = input.paymentStatus ?? 'PAYMENT_SUCCESS';
  const [order] = await db
    .insert(orders)
    .values({
      userId: input.userId,
      amount,
      shippingFee,
      shippingAddress: `Asha Rao, 12-3, MG Road, Hyderabad, ${state} - 500001, India. Phone: 9876543210`,
      shippingState: state,
      buyerName: 'Asha Rao',
      mobile: '9876543210',
      paymentStatus,
      transactionId: input.transactionId === undefined ? `T${randomUUID().slice(0, 12)}` : input.transactionId,
      paidAt: paymentStatus === 'PAYMENT_SUCCESS' ? (input.createdAt ?? new Date()) : null,
      ...(input.orderStatus ? { orderStatus: input.orderStatus } : {}),
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  if (items.length > 0)
    await db.insert(orderItems).values(items.map((i) => ({ ...i, orderId: order.id, mrp: i.price + 10_000 })));
  if (input.reserve && items.length > 0) {
    const expiresAt = new Date(Date.now() + 20 * 60_000);
    await db
      .insert(stockReservations)
      .values(items.map((i) => ({ orderId: order.id, productId: i.productId, quantity: i.quantity, expiresAt })));
  }
  return order;
}

/** A cart holding one piece of each product. */
export async function fillCart(db: DbOrTx, userId: string, productIds: string[]) {
  const [cart] = await db.insert(carts).values({ userId }).returning();
  if (productIds.length > 0)
    await db.insert(cartItems).values(productIds.map((productId) => ({ cartId: cart.id, productId, quantity: 1 })));
  return cart;
}

/** A real PNG of the given size, drawn by sharp; `noisy` makes it incompressible (for size limits). */
export async function pngImage(width = 64, height = 80, noisy = false): Promise<Buffer> {
  if (!noisy)
    return sharp({ create: { width, height, channels: 3, background: '#c06090' } })
      .png()
      .toBuffer();
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (Math.random() * 256) | 0;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** Polls until `probe` gives something truthy; fails after a deadline (never a fixed sleep). */
export async function eventually<T>(
  probe: () => T | null | undefined | false | Promise<T | null | undefined | false>,
  what: string,
  ms = 10_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The admin product form's price change (PUT /api/products/:id, multipart), as the back office sends it. */
export function repriceAsAdmin(app: App, admin: TestUser, productId: string, price: { mrp: number; selling: number }) {
  const form = new FormData();
  form.append('MRP', String(price.mrp));
  form.append('sellingPrice', String(price.selling));
  return app.inject({
    method: 'PUT',
    url: `/api/products/${productId}`,
    payload: form as never,
    headers: admin.headers,
  });
}
