import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { orderItems, orders, products, replacementRequests, users } from '../../db/schema/index.ts';
import { deliveredOrdersSince, orderPieces } from '../orders/delivered-pieces.ts';

export type RequestRow = typeof replacementRequests.$inferSelect;
type RequestInsert = typeof replacementRequests.$inferInsert;
type OrderInsert = typeof orders.$inferInsert;
export type RequestListRow = {
  request: RequestRow;
  orderNumber: number;
  replacementOrderNumber: number | null;
  customer: { name: string; email: string } | null;
};

const replacementOrder = alias(orders, 'replacement_order');
const listColumns = {
  request: replacementRequests,
  orderNumber: orders.orderNumber,
  replacementOrderNumber: replacementOrder.orderNumber,
  customer: { name: users.name, email: users.email },
};

/** Drizzle queries behind replacement requests; every method takes an optional transaction. */
export function createReplacementsRepository(db: Db) {
  const list = (tx: DbOrTx) =>
    tx
      .select(listColumns)
      .from(replacementRequests)
      .innerJoin(orders, eq(orders.id, replacementRequests.orderId))
      .leftJoin(replacementOrder, eq(replacementOrder.id, replacementRequests.replacementOrderId))
      .leftJoin(users, eq(users.id, replacementRequests.userId))
      .$dynamic();

  return {
    findOrder: async (orderId: string, tx: DbOrTx = db) =>
      (await tx.select().from(orders).where(eq(orders.id, orderId)))[0] ?? null,

    /** The shopper's orders delivered since `since` without a request, not replacements themselves. */
    findDeliveredSince: (userId: string, since: Date, tx: DbOrTx = db) =>
      deliveredOrdersSince(
        tx,
        userId,
        since,
        sql`not exists (select 1 from ${replacementRequests} r where r.order_id = ${orders.id} or r.replacement_order_id = ${orders.id})`,
      ),

    /** Lines of the orders with their product's design (name) and size. */
    findLines: (orderIds: string[], tx: DbOrTx = db) =>
      orderIds.length === 0 ? Promise.resolve([]) : orderPieces(tx, orderIds, { design: products.productName }),

    /** Active products in stock of these designs: the sizes a line may be exchanged for. */
    findDesignProducts: (designs: string[], tx: DbOrTx = db) =>
      designs.length === 0
        ? Promise.resolve([])
        : tx
            .select({ id: products.id, design: products.productName, size: products.size, quantity: products.quantity })
            .from(products)
            .where(and(inArray(products.productName, designs), eq(products.isActive, true))),

    findProducts: (ids: string[], tx: DbOrTx = db) =>
      ids.length === 0
        ? Promise.resolve([])
        : tx
            .select({
              id: products.id,
              name: products.productName,
              size: products.size,
              mrp: products.mrp,
              hsn: products.hsn,
            })
            .from(products)
            .where(inArray(products.id, ids)),

    insertRequest: async (tx: DbOrTx, row: RequestInsert) =>
      (await tx.insert(replacementRequests).values(row).returning())[0],

    hasRequest: async (orderId: string, tx: DbOrTx = db) =>
      (
        await tx
          .select({ id: replacementRequests.id })
          .from(replacementRequests)
          .where(eq(replacementRequests.orderId, orderId))
      ).length > 0,

    listByUser: (userId: string, tx: DbOrTx = db): Promise<RequestListRow[]> =>
      list(tx).where(eq(replacementRequests.userId, userId)).orderBy(desc(replacementRequests.createdAt)),

    listByStatus: (status: string, tx: DbOrTx = db): Promise<RequestListRow[]> =>
      list(tx).where(eq(replacementRequests.status, status)).orderBy(desc(replacementRequests.createdAt)).limit(500),

    findListRow: async (id: string, tx: DbOrTx = db): Promise<RequestListRow | null> =>
      (await list(tx).where(eq(replacementRequests.id, id)))[0] ?? null,

    /** The request row, locked until the transaction ends so two decisions serialize. */
    lockRequest: async (tx: DbOrTx, id: string): Promise<RequestRow | null> =>
      (await tx.select().from(replacementRequests).where(eq(replacementRequests.id, id)).for('update'))[0] ?? null,

    /** The approved request whose replacement order this is, locked. */
    lockByReplacementOrder: async (tx: DbOrTx, orderId: string): Promise<RequestRow | null> =>
      (
        await tx
          .select()
          .from(replacementRequests)
          .where(and(eq(replacementRequests.replacementOrderId, orderId), eq(replacementRequests.status, 'APPROVED')))
          .for('update')
      )[0] ?? null,

    updateRequest: async (tx: DbOrTx, id: string, set: Partial<RequestInsert>) => {
      await tx.update(replacementRequests).set(set).where(eq(replacementRequests.id, id));
    },

    /** A ₹0 replacement order, paid by definition, with its lines (stock is taken by the caller). */
    insertOrder: async (
      tx: DbOrTx,
      order: Pick<OrderInsert, 'userId' | 'shippingAddress' | 'shippingState' | 'buyerName' | 'mobile'>,
      lines: Omit<typeof orderItems.$inferInsert, 'orderId'>[],
    ) => {
      const [row] = await tx
        .insert(orders)
        .values({ ...order, amount: 0, shippingFee: 0, paymentStatus: 'PAYMENT_SUCCESS', paidAt: sql`now()` })
        .returning({ id: orders.id, orderNumber: orders.orderNumber });
      await tx.insert(orderItems).values(lines.map((l) => ({ ...l, orderId: row.id })));
      return row;
    },

    findCustomer: async (userId: string, tx: DbOrTx = db) =>
      (
        await tx
          .select({ name: users.name, email: users.email, language: users.language })
          .from(users)
          .where(eq(users.id, userId))
      )[0] ?? null,
  };
}

export type ReplacementsRepository = ReturnType<typeof createReplacementsRepository>;
