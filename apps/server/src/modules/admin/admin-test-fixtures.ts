import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import {
  cartItems,
  carts,
  categories,
  orderItems,
  orders,
  products,
  stockReservations,
  subcategories,
} from '../../db/schema/index.ts';

// Test data made by direct inserts: admin tests must not depend on other modules' write paths.

/** A category and a subcategory under it (found or created), optionally with a saved cost price in paise. */
export async function createSubcategory(db: Db, category: string, subcategory: string, actualPrice?: number) {
  await db.insert(categories).values({ name: category }).onConflictDoNothing();
  const [cat] = await db.select().from(categories).where(eq(categories.name, category));
  const [sub] = await db
    .insert(subcategories)
    .values({ name: subcategory, categoryId: cat.id, displayImage: `/images/${subcategory}.webp`, actualPrice })
    .returning();
  return { categoryId: cat.id, subcategoryId: sub.id };
}

export async function createProduct(
  db: Db,
  taxonomy: { categoryId: string; subcategoryId: string },
  values: { name?: string; quantity?: number; isActive?: boolean; price?: number; createdAt?: Date } = {},
) {
  const [row] = await db
    .insert(products)
    .values({
      productName: values.name ?? `Nightdress ${randomUUID().slice(0, 6)}`,
      categoryId: taxonomy.categoryId,
      subcategoryId: taxonomy.subcategoryId,
      mrp: 150000,
      sellingPrice: values.price ?? 120000,
      discount: 20,
      quantity: values.quantity ?? 5,
      isActive: values.isActive ?? true,
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
    })
    .returning();
  return row;
}

export type OrderSpec = {
  userId: string;
  paymentStatus?: string;
  orderStatus?: string;
  createdAt?: Date;
  items?: { productId: string; quantity: number; price?: number }[];
  reserve?: boolean;
};

/** An order row with its items (and, when asked, the stock reservations a started payment holds). */
export async function createOrder(db: Db, spec: OrderSpec) {
  const items = spec.items ?? [];
  const itemsTotal = items.reduce((sum, i) => sum + (i.price ?? 120000) * i.quantity, 0);
  const [order] = await db
    .insert(orders)
    .values({
      userId: spec.userId,
      amount: itemsTotal + 5000,
      shippingFee: 5000,
      shippingAddress: 'Flat 1, MG Road, Hyderabad, Telangana 500001, India',
      shippingState: 'Telangana',
      buyerName: 'Asha',
      mobile: '9876543210',
      paymentStatus: spec.paymentStatus ?? 'PAYMENT_SUCCESS',
      orderStatus: spec.orderStatus ?? 'PENDING',
      transactionId: `T${randomUUID().slice(0, 8)}`,
      ...(spec.createdAt ? { createdAt: spec.createdAt } : {}),
    })
    .returning();
  if (items.length > 0) {
    await db.insert(orderItems).values(
      items.map((i) => ({
        orderId: order.id,
        productId: i.productId,
        quantity: i.quantity,
        price: i.price ?? 120000,
        mrp: 150000,
        name: 'Nightdress',
      })),
    );
  }
  if (spec.reserve && items.length > 0) {
    const expiresAt = new Date(Date.now() + 20 * 60_000);
    await db
      .insert(stockReservations)
      .values(items.map((i) => ({ orderId: order.id, productId: i.productId, quantity: i.quantity, expiresAt })));
  }
  return order;
}

export async function fillCart(db: Db, userId: string, productIds: string[]) {
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
