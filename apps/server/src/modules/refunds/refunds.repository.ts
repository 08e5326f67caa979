import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';

/** How often a pending refund is asked about: PhonePe settles refunds in days, not seconds. */
const RECHECK = sql`interval '60 seconds'`;

export function createRefundsRepository(db: DbOrTx) {
  return {
    /** Due at the reconciler's next run. */
    async markDue(orderId: string, tx: DbOrTx = db): Promise<void> {
      await tx.update(orders).set({ paymentCheckedAt: null }).where(eq(orders.id, orderId));
    },

    async setRefundId(orderId: string, refundId: string, tx: DbOrTx = db): Promise<void> {
      await tx.update(orders).set({ refundId }).where(eq(orders.id, orderId));
    },

    /**
     * Claims pending refunds due for a check (never checked, or not within a minute); SKIP LOCKED plus
     * the stamp keeps several instances off each other's rows, as for open payments.
     */
    async claimDue(now: Date, limit: number, tx: DbOrTx = db): Promise<string[]> {
      const at = sql`${now.toISOString()}::timestamptz`;
      const due = tx
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.paymentStatus, 'REFUND_PENDING'),
            or(isNull(orders.paymentCheckedAt), lte(orders.paymentCheckedAt, sql`${at} - ${RECHECK}`)),
          ),
        )
        .orderBy(asc(orders.refundRequestedAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await tx
        .update(orders)
        .set({ paymentCheckedAt: now })
        .where(and(inArray(orders.id, due), eq(orders.paymentStatus, 'REFUND_PENDING')))
        .returning({ id: orders.id });
      return rows.map((r) => r.id);
    },
  };
}

export type RefundsRepository = ReturnType<typeof createRefundsRepository>;
