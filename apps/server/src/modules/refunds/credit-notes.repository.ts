import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { creditNoteSeries, orders } from '../../db/schema/index.ts';

/** Credit note numbers and files of cancelled paid orders (drizzle only). */
export function createCreditNotesRepository(db: DbOrTx) {
  return {
    /** Takes the next credit note serial of a financial year; the row lock holds until the transaction ends. */
    async takeSerial(financialYear: string, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .insert(creditNoteSeries)
        .values({ financialYear, lastSerial: 1 })
        .onConflictDoUpdate({
          target: creditNoteSeries.financialYear,
          set: { lastSerial: sql`${creditNoteSeries.lastSerial} + 1` },
        })
        .returning({ serial: creditNoteSeries.lastSerial });
      return row.serial;
    },

    /** Sets number and date only on an order that has no credit note yet; false when it had one. */
    async setNumber(orderId: string, creditNoteNumber: string, at: Date, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .update(orders)
        .set({ creditNoteNumber, refundRequestedAt: at })
        .where(and(eq(orders.id, orderId), isNull(orders.creditNoteNumber)))
        .returning({ id: orders.id });
      return rows.length > 0;
    },

    /** Records the stored PDF unless another render recorded one first; false then. */
    async setPdfPath(orderId: string, creditNotePdfPath: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .update(orders)
        .set({ creditNotePdfPath })
        .where(and(eq(orders.id, orderId), isNull(orders.creditNotePdfPath)))
        .returning({ id: orders.id });
      return rows.length > 0;
    },

    /** The order behind a credit note; limited to one user's orders when `userId` is given. */
    async findOrder(orderId: string, userId?: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), userId ? eq(orders.userId, userId) : undefined));
      return row ?? null;
    },
  };
}

export type CreditNotesRepository = ReturnType<typeof createCreditNotesRepository>;
