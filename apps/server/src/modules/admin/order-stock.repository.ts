import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderEvents, orderItems, products, returnRequests, stockReservations } from '../../db/schema/index.ts';

/**
 * The admin order queries that move an order's stock (its holds, its pieces back on the shelf or off
 * it again); part of the admin orders repository, always inside the caller's transaction.
 */
export function createOrderStockRepository() {
  return {
    /** The `to` of the order's latest 'stock' event ('RESTOCKED' or 'TAKEN'), null when its stock never moved. */
    lastStockEvent: async (tx: DbOrTx, orderId: string): Promise<string | null> =>
      (
        await tx
          .select({ to: orderEvents.to })
          .from(orderEvents)
          .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.field, 'stock')))
          .orderBy(desc(orderEvents.at), desc(orderEvents.seq))
          .limit(1)
      )[0]?.to ?? null,

    /** Whether the order has a return or exchange that is open or was accepted (any but REJECTED or EXPIRED; ADR 0027). */
    hasLiveReturns: async (tx: DbOrTx, orderId: string): Promise<boolean> =>
      (
        await tx
          .select({ id: returnRequests.id })
          .from(returnRequests)
          .where(and(eq(returnRequests.orderId, orderId), notInArray(returnRequests.status, ['REJECTED', 'EXPIRED'])))
          .limit(1)
      ).length > 0,

    /** Drops the order's stock holds; returns how many pieces were held. */
    deleteReservations: async (tx: DbOrTx, orderId: string): Promise<number> => {
      const rows = await tx
        .delete(stockReservations)
        .where(eq(stockReservations.orderId, orderId))
        .returning({ quantity: stockReservations.quantity });
      return rows.reduce((sum, r) => sum + r.quantity, 0);
    },

    /** Puts the order's pieces back on the shelf in one statement; returns how many pieces. */
    restockOrderItems: async (tx: DbOrTx, orderId: string): Promise<number> => {
      const perProduct = tx
        .select({ productId: orderItems.productId, quantity: sql<number>`sum(${orderItems.quantity})`.as('q') })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .groupBy(orderItems.productId)
        .as('per_product');
      const rows = await tx
        .update(products)
        .set({ quantity: sql`${products.quantity} + ${perProduct.quantity}`, updatedAt: sql`now()` })
        .from(perProduct)
        .where(eq(products.id, perProduct.productId))
        .returning({ added: perProduct.quantity });
      return rows.reduce((sum, r) => sum + Number(r.added), 0);
    },

    /**
     * Takes the order's pieces off the shelf again, all or nothing: its products are locked in id order
     * (the order checkout locks them in) and checked before any changes. Returns the names of products
     * short of stock, in which case nothing changed; stock never goes below zero.
     */
    takeOrderItems: async (tx: DbOrTx, orderId: string): Promise<{ taken: number; short: string[] }> => {
      const needed = await tx
        .select({ productId: orderItems.productId, units: sql<number>`sum(${orderItems.quantity})::int` })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .groupBy(orderItems.productId);
      if (needed.length === 0) return { taken: 0, short: [] };
      const stock = await tx
        .select({ id: products.id, name: products.productName, quantity: products.quantity })
        .from(products)
        .where(
          inArray(
            products.id,
            needed.map((n) => n.productId),
          ),
        )
        .orderBy(asc(products.id))
        .for('update');
      const byId = new Map(stock.map((p) => [p.id, p]));
      const short = needed.filter((n) => (byId.get(n.productId)?.quantity ?? 0) < Number(n.units));
      if (short.length > 0) return { taken: 0, short: short.map((n) => byId.get(n.productId)?.name ?? n.productId) };
      for (const n of needed)
        await tx
          .update(products)
          .set({ quantity: sql`${products.quantity} - ${Number(n.units)}`, updatedAt: sql`now()` })
          .where(eq(products.id, n.productId));
      return { taken: needed.reduce((sum, n) => sum + Number(n.units), 0), short: [] };
    },
  };
}
