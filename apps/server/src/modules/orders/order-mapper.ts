import type { Order, OrderLine } from '@nidra/shared/orders/order.schema';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderItems, orders, products, subcategories } from '../../db/schema/index.ts';

export type OrderRow = typeof orders.$inferSelect;

/**
 * Orders in the shared `order` shape, newest first: one query for the orders, one for all their lines.
 * Without a filter it returns nothing (never the whole table by accident); admins page with `mapOrderRows`.
 */
export async function loadOrders(db: DbOrTx, where: { userId?: string; orderIds?: string[] }): Promise<Order[]> {
  const conditions: SQL[] = [];
  if (where.userId) conditions.push(eq(orders.userId, where.userId));
  if (where.orderIds) {
    if (where.orderIds.length === 0) return [];
    conditions.push(inArray(orders.id, where.orderIds));
  }
  if (conditions.length === 0) return [];
  const rows = await db
    .select()
    .from(orders)
    .where(and(...conditions))
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber));
  return mapOrderRows(db, rows);
}

/** Maps already selected order rows (kept in their order), loading all their lines in one query. */
export async function mapOrderRows(db: DbOrTx, rows: OrderRow[]): Promise<Order[]> {
  const lines = await loadOrderLines(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toOrder(row, lines.get(row.id) ?? []));
}

/** Lines per order: name and prices as sold (snapshot), image, description, size and subcategory as now. */
export async function loadOrderLines(db: DbOrTx, orderIds: string[]): Promise<Map<string, OrderLine[]>> {
  const byOrder = new Map<string, OrderLine[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      productId: orderItems.productId,
      quantity: orderItems.quantity,
      price: orderItems.price,
      mrp: orderItems.mrp,
      name: orderItems.name,
      description: products.description,
      size: products.size,
      displayImage: products.displayImage,
      subcategory: subcategories.name,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderId), asc(orderItems.id));
  for (const r of rows) {
    const list = byOrder.get(r.orderId) ?? [];
    list.push({
      _id: r.id,
      quantity: r.quantity,
      product: {
        _id: r.productId,
        productName: r.name,
        description: r.description ?? '',
        size: r.size ?? '',
        displayImage: r.displayImage ?? null,
        subcategory: r.subcategory ?? '',
        sellingPrice: r.price / 100,
        MRP: r.mrp / 100,
      },
    });
    byOrder.set(r.orderId, list);
  }
  return byOrder;
}

/** The API view of one order: money in rupees, `status` is the payment status (spec §3). */
export function toOrder(row: OrderRow, products: OrderLine[]): Order {
  return {
    _id: row.id,
    orderNumber: row.orderNumber,
    createdAt: row.createdAt.toISOString(),
    amount: row.amount / 100,
    shippingFee: row.shippingFee / 100,
    trackingNumber: row.trackingNumber,
    transactionId: row.transactionId,
    invoicePdfPath: row.invoicePdfPath,
    invoiceNumber: row.invoiceNumber,
    creditNoteNumber: row.creditNoteNumber,
    orderStatus: row.orderStatus,
    status: row.paymentStatus,
    paymentMethod: row.paymentMethod === 'COD' ? 'COD' : 'ONLINE',
    codFee: row.codFee / 100,
    shippingAddress: row.shippingAddress,
    mobile: row.mobile,
    products,
    paymentResponse: row.transactionId ? { merchantTransactionId: row.id } : null,
  };
}
