import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders, refunds } from '../../db/schema/index.ts';

/** How often a pending refund is asked about: PhonePe settles refunds in days, not seconds. */
const RECHECK = sql`interval '60 seconds'`;

export type RefundRow = typeof refunds.$inferSelect;
export type RefundInsert = typeof refunds.$inferInsert;

/** Refunds as rows (ADR 0027): one per refund, each with its own merchant refund id. */
export function createRefundsRepository(db: DbOrTx) {
  return {
    /** Records a refund; a second insert with the same merchant refund id changes nothing (null then). */
    async insert(row: RefundInsert, tx: DbOrTx = db): Promise<RefundRow | null> {
      const [created] = await tx.insert(refunds).values(row).onConflictDoNothing().returning();
      return created ?? null;
    },
    find: async (id: string, tx: DbOrTx = db): Promise<RefundRow | null> =>
      (await tx.select().from(refunds).where(eq(refunds.id, id)))[0] ?? null,
    byReturn: async (returnRequestId: string, tx: DbOrTx = db): Promise<RefundRow | null> =>
      (await tx.select().from(refunds).where(eq(refunds.returnRequestId, returnRequestId)))[0] ?? null,
    /** Every refund of these orders, oldest first. */
    listForOrders: (orderIds: string[], tx: DbOrTx = db): Promise<RefundRow[]> =>
      orderIds.length === 0
        ? Promise.resolve([])
        : tx.select().from(refunds).where(inArray(refunds.orderId, orderIds)).orderBy(asc(refunds.createdAt)),
    /** Paise refunded or being refunded for the order, and how many refunds it has. */
    async totalsFor(orderId: string, tx: DbOrTx = db): Promise<{ amount: number; count: number }> {
      const [row] = await tx
        .select({ amount: sql<number>`coalesce(sum(${refunds.amount}), 0)::int`, count: sql<number>`count(*)::int` })
        .from(refunds)
        .where(and(eq(refunds.orderId, orderId), sql`${refunds.state} <> 'FAILED'`));
      return row;
    },
    async setProviderRefund(id: string, providerRefundId: string, raw: unknown, tx: DbOrTx = db): Promise<void> {
      await tx.update(refunds).set({ providerRefundId, providerResponse: raw }).where(eq(refunds.id, id));
    },
    /** The order's copy of its full refund's provider id (shown before refunds were rows). */
    async setOrderRefundId(orderId: string, refundId: string, tx: DbOrTx = db): Promise<void> {
      await tx.update(orders).set({ refundId }).where(eq(orders.id, orderId));
    },
    /** PENDING → COMPLETED once; false when another run completed it first. */
    async complete(id: string, raw: unknown, extra: { reference?: string } = {}, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .update(refunds)
        .set({ state: 'COMPLETED', completedAt: sql`now()`, providerResponse: raw, ...extra })
        .where(and(eq(refunds.id, id), eq(refunds.state, 'PENDING')))
        .returning({ id: refunds.id });
      return rows.length > 0;
    },
    /**
     * Claims provider refunds due for a check (never checked, or not within a minute); SKIP LOCKED plus
     * the stamp keeps several instances off each other's rows, as for open payments.
     */
    async claimDue(now: Date, limit: number, tx: DbOrTx = db): Promise<string[]> {
      const at = sql`${now.toISOString()}::timestamptz`;
      const pending = and(eq(refunds.state, 'PENDING'), eq(refunds.method, 'PROVIDER'));
      const due = tx
        .select({ id: refunds.id })
        .from(refunds)
        .where(and(pending, or(isNull(refunds.checkedAt), lte(refunds.checkedAt, sql`${at} - ${RECHECK}`))))
        .orderBy(asc(refunds.createdAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await tx
        .update(refunds)
        .set({ checkedAt: now })
        .where(and(inArray(refunds.id, due), pending))
        .returning({ id: refunds.id });
      return rows.map((r) => r.id);
    },
  };
}

export type RefundsRepository = ReturnType<typeof createRefundsRepository>;
