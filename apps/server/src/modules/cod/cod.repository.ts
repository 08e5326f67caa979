import { and, count, eq, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';

/** Cash-on-delivery orders (drizzle only); stock and payment moves reuse the checkout module's. */
export function createCodRepository(db: DbOrTx) {
  return {
    /** The shopper's COD orders whose cash is still owed and that are neither delivered nor cancelled. */
    async countOpenCodOrders(userId: string, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            eq(orders.paymentMethod, 'COD'),
            eq(orders.paymentStatus, 'COD_PENDING'),
            notInArray(orders.orderStatus, ['DELIVERED', 'CANCELLED']),
          ),
        );
      return row.n;
    },

    /** Turns a just-placed order into a COD order: method, fee, and the fee added to its amount. */
    async makeCashOnDelivery(orderId: string, feePaise: number, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(orders)
        .set({ paymentMethod: 'COD', codFee: feePaise, amount: sql`${orders.amount} + ${feePaise}::int` })
        .where(eq(orders.id, orderId));
    },
  };
}

export type CodRepository = ReturnType<typeof createCodRepository>;
