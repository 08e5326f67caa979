import { randomUUID } from 'node:crypto';
import type { App } from '../app-context.ts';
import type { DbOrTx } from '../db/client.ts';
import { categories, orderItems, orders, products, subcategories, users } from '../db/schema/index.ts';

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

type ProductInput = Partial<typeof products.$inferInsert>;

/** A product (with its own category and subcategory); prices in paise. */
export async function createProduct(db: DbOrTx, input: ProductInput = {}) {
  const tag = randomUUID().slice(0, 8);
  const [category] = await db
    .insert(categories)
    .values({ name: `Category ${tag}` })
    .returning();
  const [sub] = await db
    .insert(subcategories)
    .values({ name: `Night Suits ${tag}`, categoryId: category.id })
    .returning();
  const [product] = await db
    .insert(products)
    .values({
      productName: `Cotton Night Suit ${tag}`,
      categoryId: category.id,
      subcategoryId: sub.id,
      mrp: 149_900,
      sellingPrice: 124_900,
      quantity: 3,
      description: 'Soft cotton',
      displayImage: `images/${tag}.webp`,
      ...input,
    })
    .returning();
  return product;
}

type OrderInput = {
  userId: string;
  items: Array<{ productId: string; quantity: number; price: number; name?: string; hsn?: string }>;
  shippingFee?: number;
  shippingState?: string;
  paymentStatus?: string;
  transactionId?: string | null;
};

/** An order as checkout leaves it; paid (PAYMENT_SUCCESS) unless told otherwise. Amounts in paise. */
export async function createOrder(db: DbOrTx, input: OrderInput) {
  const shippingFee = input.shippingFee ?? 5_000;
  const amount = input.items.reduce((n, i) => n + i.price * i.quantity, 0) + shippingFee;
  const state = input.shippingState ?? 'Telangana';
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
      paymentStatus: input.paymentStatus ?? 'PAYMENT_SUCCESS',
      transactionId: input.transactionId === undefined ? `T${randomUUID().slice(0, 12)}` : input.transactionId,
      paidAt: new Date(),
    })
    .returning();
  await db.insert(orderItems).values(
    input.items.map((i) => ({
      orderId: order.id,
      productId: i.productId,
      quantity: i.quantity,
      price: i.price,
      mrp: i.price + 10_000,
      name: i.name ?? 'Cotton Night Suit',
      hsn: i.hsn ?? '6208',
    })),
  );
  return order;
}
