import { RESERVATION_MINUTES } from '@nidra/shared';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { orders, stockReservations } from '../../db/schema/index.ts';

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/**
 * PhonePe's polling schedule as SQL: first check 20 s after the order, then every 3 s for 30 s,
 * 6 s for 60 s, 10 s for 60 s, 30 s for 60 s, then every minute; and once more when the hold expires.
 */
const isDue = (now: Date) => sql`(
  ${orders.paymentCheckedAt} is null
  or ${orders.paymentCheckedAt} <= ${at(now)} - case
    when ${orders.paymentCheckedAt} - ${orders.createdAt} < interval '50 seconds' then interval '3 seconds'
    when ${orders.paymentCheckedAt} - ${orders.createdAt} < interval '110 seconds' then interval '6 seconds'
    when ${orders.paymentCheckedAt} - ${orders.createdAt} < interval '170 seconds' then interval '10 seconds'
    when ${orders.paymentCheckedAt} - ${orders.createdAt} < interval '230 seconds' then interval '30 seconds'
    else interval '60 seconds' end
  or (${orders.createdAt} <= ${at(now)} - make_interval(mins => ${RESERVATION_MINUTES})
      and ${orders.paymentCheckedAt} < ${orders.createdAt} + make_interval(mins => ${RESERVATION_MINUTES})))`;

export function createReconcilerRepository(db: Db) {
  return {
    /** Claims open payments whose check is due; SKIP LOCKED plus the stamp keeps instances off each other's rows. */
    async claimDueOrders(now: Date, limit: number, tx: DbOrTx = db) {
      const due = tx
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.paymentStatus, 'PAYMENT_INITIATED'),
            lte(orders.createdAt, sql`${at(now)} - interval '20 seconds'`),
            isDue(now),
          ),
        )
        .orderBy(asc(orders.createdAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return tx
        .update(orders)
        .set({ paymentCheckedAt: now })
        .where(and(inArray(orders.id, due), eq(orders.paymentStatus, 'PAYMENT_INITIATED')))
        .returning({ id: orders.id, createdAt: orders.createdAt });
    },

    /**
     * Sold orders still without an invoice number or PDF, sold long enough ago that validate (or the COD
     * order's own request) is done with them: paid online, or cash on delivery still live (ADR 0014).
     */
    async findPaidWithoutInvoice(now: Date, limit: number, tx: DbOrTx = db): Promise<string[]> {
      const soldAt = sql`coalesce(${orders.paidAt}, ${orders.createdAt})`;
      const rows = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            or(
              and(
                eq(orders.paymentStatus, 'PAYMENT_SUCCESS'),
                lte(orders.paidAt, sql`${at(now)} - interval '10 seconds'`),
              ),
              and(
                inArray(orders.paymentStatus, ['COD_PENDING', 'COD_COLLECTED']),
                lte(orders.createdAt, sql`${at(now)} - interval '10 seconds'`),
              ),
            ),
            or(isNull(orders.invoiceNumber), isNull(orders.invoicePdfPath)),
          ),
        )
        .orderBy(asc(soldAt))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** Holds past their expiry count for nobody; dropping them keeps the table small. */
    async deleteExpiredReservations(now: Date, tx: DbOrTx = db): Promise<number> {
      const rows = await tx
        .delete(stockReservations)
        .where(lte(stockReservations.expiresAt, at(now)))
        .returning({ id: stockReservations.id });
      return rows.length;
    },
  };
}

export type ReconcilerRepository = ReturnType<typeof createReconcilerRepository>;
