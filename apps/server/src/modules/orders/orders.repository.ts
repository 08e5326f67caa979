import type { OrderLine } from '@nidra/shared/orders/order.schema';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { invoiceSeries, orderItems, orders, products, subcategories } from '../../db/schema/index.ts';
import { type OrderRow, toOrderLine } from './order-mapper.ts';

/** Lines of the orders `ids` (a uuid array), by order then line. */
function linesQuery(db: DbOrTx, ids: SQL) {
  return db
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
      designNumber: products.designNumber,
      displayImage: products.displayImage,
      subcategory: subcategories.name,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .where(sql`${orderItems.orderId} = any(${ids}::uuid[])`)
    .orderBy(asc(orderItems.orderId), asc(orderItems.id));
}

/** Orders, their lines and their invoices (drizzle only); every method takes an optional transaction. */
export function createOrdersRepository(db: DbOrTx) {
  const linesStatement = linesQuery(db, sql`${sql.placeholder('ids')}`).prepare('order_lines_by_order');
  return {
    async findOrderById(orderId: string, tx: DbOrTx = db): Promise<OrderRow | null> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, orderId));
      return row ?? null;
    },

    /** Order rows newest first; without a filter none (never the whole table by accident). */
    async findOrders(where: { userId?: string; orderIds?: string[] }, tx: DbOrTx = db): Promise<OrderRow[]> {
      const conditions: SQL[] = [];
      if (where.userId) conditions.push(eq(orders.userId, where.userId));
      if (where.orderIds) {
        if (where.orderIds.length === 0) return [];
        conditions.push(inArray(orders.id, where.orderIds));
      }
      if (conditions.length === 0) return [];
      return tx
        .select()
        .from(orders)
        .where(and(...conditions))
        .orderBy(desc(orders.createdAt), desc(orders.orderNumber));
    },

    /** Lines per order: name and prices as sold (snapshot), image, description, size and subcategory as now. */
    async findOrderLines(orderIds: string[], tx: DbOrTx = db): Promise<Map<string, OrderLine[]>> {
      const byOrder = new Map<string, OrderLine[]>();
      if (orderIds.length === 0) return byOrder;
      // Outside a transaction: one prepared statement whatever the number of orders (PostgreSQL plans it once).
      const rows = await (tx === db
        ? linesStatement.execute({ ids: orderIds })
        : linesQuery(tx, sql`${sql.param(orderIds)}`));
      for (const r of rows) {
        const list = byOrder.get(r.orderId) ?? [];
        list.push(toOrderLine(r));
        byOrder.set(r.orderId, list);
      }
      return byOrder;
    },

    /** The invoiced lines of an order: snapshot name, HSN, quantity and unit price in paise; the piece's size and design. */
    async findInvoiceItems(orderId: string, tx: DbOrTx = db) {
      return tx
        .select({
          name: orderItems.name,
          hsn: orderItems.hsn,
          quantity: orderItems.quantity,
          price: orderItems.price,
          discount: orderItems.discount,
          size: products.size,
          designNumber: products.designNumber,
        })
        .from(orderItems)
        .leftJoin(products, eq(products.id, orderItems.productId))
        .where(eq(orderItems.orderId, orderId))
        .orderBy(orderItems.name, orderItems.id);
    },

    /** Takes the next serial of a financial year; the row lock holds until the transaction ends. */
    async takeInvoiceSerial(financialYear: string, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .insert(invoiceSeries)
        .values({ financialYear, lastSerial: 1 })
        .onConflictDoUpdate({
          target: invoiceSeries.financialYear,
          set: { lastSerial: sql`${invoiceSeries.lastSerial} + 1` },
        })
        .returning({ serial: invoiceSeries.lastSerial });
      return row.serial;
    },

    /** Sets the number only on an order that has none; false when another caller already did. */
    async setInvoiceNumber(orderId: string, invoiceNumber: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .update(orders)
        .set({ invoiceNumber })
        .where(and(eq(orders.id, orderId), isNull(orders.invoiceNumber)))
        .returning({ id: orders.id });
      return rows.length > 0;
    },

    /** Records the stored PDF of an order unless one is recorded already; false when another render won. */
    async setInvoicePdfPath(orderId: string, invoicePdfPath: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .update(orders)
        .set({ invoicePdfPath })
        .where(and(eq(orders.id, orderId), isNull(orders.invoicePdfPath)))
        .returning({ id: orders.id });
      return rows.length > 0;
    },

    /** The invoice stored under a file name; limited to one user's orders when `userId` is given. */
    async findInvoiceByFile(invoicePdfPath: string, userId?: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ id: orders.id, invoiceNumber: orders.invoiceNumber, invoicePdfPath: orders.invoicePdfPath })
        .from(orders)
        .where(and(eq(orders.invoicePdfPath, invoicePdfPath), userId ? eq(orders.userId, userId) : undefined));
      return row ?? null;
    },

    async findInvoiceByNumber(invoiceNumber: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ id: orders.id, invoiceNumber: orders.invoiceNumber, invoicePdfPath: orders.invoicePdfPath })
        .from(orders)
        .where(eq(orders.invoiceNumber, invoiceNumber));
      return row ?? null;
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
