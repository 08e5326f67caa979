import { and, desc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  orderItems,
  orders,
  products,
  returnLines,
  returnRequests,
  subcategories,
  users,
} from '../../db/schema/index.ts';
import { deliveredOrdersSince, orderPieces } from '../orders/delivered-pieces.ts';

export type ReturnRow = typeof returnRequests.$inferSelect;
type ReturnInsert = typeof returnRequests.$inferInsert;
export type ReturnLineRow = typeof returnLines.$inferSelect;
export type ReturnListRow = {
  request: ReturnRow;
  orderNumber: number;
  exchangeOrderNumber: number | null;
  customer: { name: string; email: string } | null;
};

const exchangeOrder = alias(orders, 'exchange_order');
/** A request still holding its lines, counted against what may come back. */
const COUNTED = sql`${returnRequests.status} not in ('REJECTED', 'EXPIRED')`;

/** Drizzle queries behind returns and exchanges (ADR 0027); every method takes an optional transaction. */
export function createReturnsRepository(db: Db) {
  const list = (tx: DbOrTx) =>
    tx
      .select({
        request: returnRequests,
        orderNumber: orders.orderNumber,
        exchangeOrderNumber: exchangeOrder.orderNumber,
        customer: { name: users.name, email: users.email },
      })
      .from(returnRequests)
      .innerJoin(orders, eq(orders.id, returnRequests.orderId))
      .leftJoin(exchangeOrder, eq(exchangeOrder.id, returnRequests.exchangeOrderId))
      .leftJoin(users, eq(users.id, returnRequests.userId))
      .$dynamic();

  return {
    findOrder: async (orderId: string, tx: DbOrTx = db) =>
      (await tx.select().from(orders).where(eq(orders.id, orderId)))[0] ?? null,
    /** The order row locked: refunds of one order are numbered one at a time. */
    lockOrder: async (tx: DbOrTx, orderId: string) =>
      (await tx.select().from(orders).where(eq(orders.id, orderId)).for('update'))[0] ?? null,

    /** The shopper's paid (not ₹0) orders delivered since `since`: the ones a return may be asked for. */
    findDeliveredSince: (userId: string, since: Date, tx: DbOrTx = db) =>
      deliveredOrdersSince(tx, userId, since, gt(orders.amount, 0)),

    /**
     * The orders' lines with their prices as sold, design, hygiene flag, the pieces already claimed by
     * requests that were not rejected or expired, and whether an open request holds the line.
     */
    findLines: (orderIds: string[], tx: DbOrTx = db) =>
      orderIds.length === 0
        ? Promise.resolve([])
        : orderPieces(tx, orderIds, {
            price: orderItems.price,
            discount: orderItems.discount,
            mrp: orderItems.mrp,
            hsn: orderItems.hsn,
            designNumber: products.designNumber,
            designKey: sql<string>`${products.designKey}`,
            subcategoryId: products.subcategoryId,
            isHygiene: subcategories.isHygiene,
            claimed: sql<number>`coalesce((select sum(rl.quantity) from ${returnLines} rl join ${returnRequests} on ${returnRequests.id} = rl.request_id where rl.order_item_id = ${orderItems.id} and ${COUNTED}), 0)::int`,
            returned: sql<number>`coalesce((select sum(rl.returned) from ${returnLines} rl where rl.order_item_id = ${orderItems.id}), 0)::int`,
            hasOpen: sql<boolean>`exists (select 1 from ${returnLines} rl where rl.order_item_id = ${orderItems.id} and rl.open = 1)`,
          }),

    /** Active sizes of these designs (subcategory + design key, ADR 0012) with their stock. */
    findDesignSizes: (designs: { subcategoryId: string; designKey: string }[], tx: DbOrTx = db) =>
      designs.length === 0
        ? Promise.resolve([])
        : tx
            .select({
              id: products.id,
              subcategoryId: products.subcategoryId,
              designKey: sql<string>`${products.designKey}`,
              size: products.size,
              quantity: products.quantity,
              name: products.productName,
              mrp: products.mrp,
              hsn: products.hsn,
            })
            .from(products)
            .where(
              and(
                eq(products.isActive, true),
                inArray(products.designKey, [...new Set(designs.map((d) => d.designKey))]),
              ),
            ),

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

    /** Takes `n` pieces off a product only when it has them; false otherwise (the row lock serializes takers). */
    async takeStock(tx: DbOrTx, productId: string, n: number): Promise<boolean> {
      const rows = await tx
        .update(products)
        .set({ quantity: sql`${products.quantity} - ${n}` })
        .where(and(eq(products.id, productId), gte(products.quantity, n)))
        .returning({ id: products.id });
      return rows.length > 0;
    },
    async giveStock(tx: DbOrTx, productId: string, n: number): Promise<void> {
      await tx
        .update(products)
        .set({ quantity: sql`${products.quantity} + ${n}` })
        .where(eq(products.id, productId));
    },

    insertRequest: async (tx: DbOrTx, row: ReturnInsert) =>
      (await tx.insert(returnRequests).values(row).returning())[0],
    /** The request's lines; a line another open request holds fails the unique index (the caller maps it to 409). */
    insertLines: async (tx: DbOrTx, lines: (typeof returnLines.$inferInsert)[]) => {
      await tx.insert(returnLines).values(lines);
    },
    linesOf: (requestIds: string[], tx: DbOrTx = db): Promise<ReturnLineRow[]> =>
      requestIds.length === 0
        ? Promise.resolve([])
        : tx.select().from(returnLines).where(inArray(returnLines.requestId, requestIds)),

    listByUser: (userId: string, tx: DbOrTx = db): Promise<ReturnListRow[]> =>
      list(tx).where(eq(returnRequests.userId, userId)).orderBy(desc(returnRequests.createdAt)),
    listByStatuses: (
      statuses: readonly string[],
      kinds: readonly string[],
      tx: DbOrTx = db,
    ): Promise<ReturnListRow[]> =>
      list(tx)
        .where(and(inArray(returnRequests.status, [...statuses]), inArray(returnRequests.kind, [...kinds])))
        .orderBy(desc(returnRequests.createdAt))
        .limit(500),
    findListRow: async (id: string, tx: DbOrTx = db): Promise<ReturnListRow | null> =>
      (await list(tx).where(eq(returnRequests.id, id)))[0] ?? null,

    /** The request row, locked until the transaction ends so two staff actions serialize. */
    lockRequest: async (tx: DbOrTx, id: string): Promise<ReturnRow | null> =>
      (await tx.select().from(returnRequests).where(eq(returnRequests.id, id)).for('update'))[0] ?? null,
    /** The exchange whose ₹0 order this is, locked. */
    lockByExchangeOrder: async (tx: DbOrTx, orderId: string): Promise<ReturnRow | null> =>
      (
        await tx
          .select()
          .from(returnRequests)
          .where(and(eq(returnRequests.exchangeOrderId, orderId), eq(returnRequests.status, 'RECEIVED')))
          .for('update')
      )[0] ?? null,
    /** Undecided exchanges whose hold ran out, locked (SKIP LOCKED: another instance may hold some). */
    lockExpiredHolds: (now: Date, tx: DbOrTx) =>
      tx
        .select()
        .from(returnRequests)
        .where(and(eq(returnRequests.status, 'REQUESTED'), lte(returnRequests.holdUntil, now)))
        .limit(50)
        .for('update', { skipLocked: true }),

    updateRequest: async (tx: DbOrTx, id: string, set: Partial<ReturnInsert>) => {
      await tx
        .update(returnRequests)
        .set({ ...set, updatedAt: sql`now()` })
        .where(eq(returnRequests.id, id));
    },
    /** Frees the request's lines (closed) and records how many pieces came back. */
    closeLines: async (tx: DbOrTx, requestId: string, returned: boolean) => {
      await tx
        .update(returnLines)
        .set({ open: 0, returned: returned ? sql`${returnLines.quantity}` : 0 })
        .where(eq(returnLines.requestId, requestId));
    },
    clearReserved: async (tx: DbOrTx, requestId: string) => {
      await tx.update(returnLines).set({ reserved: 0 }).where(eq(returnLines.requestId, requestId));
    },

    /** A ₹0 exchange order, paid by definition, with its lines (the stock was reserved at the request). */
    insertOrder: async (
      tx: DbOrTx,
      order: Pick<typeof orders.$inferInsert, 'userId' | 'shippingAddress' | 'shippingState' | 'buyerName' | 'mobile'>,
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
    setCreditNotePdf: async (id: string, path: string, tx: DbOrTx = db) =>
      (
        await tx
          .update(returnRequests)
          .set({ creditNotePdfPath: path })
          .where(and(eq(returnRequests.id, id), sql`${returnRequests.creditNotePdfPath} is null`))
          .returning({ id: returnRequests.id })
      ).length > 0,
  };
}

export type ReturnsRepository = ReturnType<typeof createReturnsRepository>;
