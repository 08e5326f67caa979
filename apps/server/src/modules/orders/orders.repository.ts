import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { invoiceSeries, orderItems, orders } from '../../db/schema/index.ts';

export async function findOrderById(db: DbOrTx, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row ?? null;
}

/** The invoiced lines of an order: snapshot name, HSN, quantity and unit price in paise. */
export async function findInvoiceItems(db: DbOrTx, orderId: string) {
  return db
    .select({ name: orderItems.name, hsn: orderItems.hsn, quantity: orderItems.quantity, price: orderItems.price })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.name, orderItems.id);
}

/** Takes the next serial of a financial year; the row lock holds until the transaction ends. */
export async function takeInvoiceSerial(db: DbOrTx, financialYear: string): Promise<number> {
  const [row] = await db
    .insert(invoiceSeries)
    .values({ financialYear, lastSerial: 1 })
    .onConflictDoUpdate({
      target: invoiceSeries.financialYear,
      set: { lastSerial: sql`${invoiceSeries.lastSerial} + 1` },
    })
    .returning({ serial: invoiceSeries.lastSerial });
  return row.serial;
}

/** Sets the number only on an order that has none; false when another caller already did. */
export async function setInvoiceNumber(db: DbOrTx, orderId: string, invoiceNumber: string): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ invoiceNumber })
    .where(and(eq(orders.id, orderId), isNull(orders.invoiceNumber)))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** Records the stored PDF of an order unless one is recorded already; false when another render won. */
export async function setInvoicePdfPath(db: DbOrTx, orderId: string, invoicePdfPath: string): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ invoicePdfPath })
    .where(and(eq(orders.id, orderId), isNull(orders.invoicePdfPath)))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** The invoice stored under a file name; limited to one user's orders when `userId` is given. */
export async function findInvoiceByFile(db: DbOrTx, invoicePdfPath: string, userId?: string) {
  const [row] = await db
    .select({ invoiceNumber: orders.invoiceNumber, invoicePdfPath: orders.invoicePdfPath })
    .from(orders)
    .where(and(eq(orders.invoicePdfPath, invoicePdfPath), userId ? eq(orders.userId, userId) : undefined));
  return row ?? null;
}

export async function findInvoiceByNumber(db: DbOrTx, invoiceNumber: string) {
  const [row] = await db
    .select({ invoiceNumber: orders.invoiceNumber, invoicePdfPath: orders.invoicePdfPath })
    .from(orders)
    .where(eq(orders.invoiceNumber, invoiceNumber));
  return row ?? null;
}
