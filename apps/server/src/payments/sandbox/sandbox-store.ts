import { randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sandboxPayments, sandboxTokens } from '../../db/schema/index.ts';

export type SandboxAttempt = {
  transactionId: string;
  paymentMode: string;
  state: 'COMPLETED' | 'FAILED';
  amount: number;
  timestamp: number;
};

/** A refund is PENDING when requested and COMPLETED at its first status check: deterministic for tests. */
export type SandboxRefund = {
  merchantRefundId: string;
  refundId: string;
  amount: number;
  state: 'PENDING' | 'COMPLETED';
};

export type SandboxOrder = {
  merchantOrderId: string;
  orderId: string;
  amount: number;
  state: 'PENDING' | 'COMPLETED' | 'FAILED';
  expireAt: number;
  redirectUrl: string;
  metaInfo?: unknown;
  paymentDetails: SandboxAttempt[];
  refunds: SandboxRefund[];
};

export const randomId = (prefix: string, bytes = 10) => `${prefix}${randomBytes(bytes).toString('hex').toUpperCase()}`;

type Row = typeof sandboxPayments.$inferSelect;
const toOrder = (row: Row): SandboxOrder => ({
  ...row,
  metaInfo: row.metaInfo ?? undefined,
  paymentDetails: row.paymentDetails as SandboxAttempt[],
  refunds: row.refunds as SandboxRefund[],
});

/**
 * The gateway's own state, kept in the shared database (sandbox_payments, sandbox_tokens) so that
 * every instance of the shop answers for every payment and token, as PhonePe's servers would.
 * Each change is one conditional statement or one short transaction, so two instances answering
 * at once never decide a payment twice nor refund more than was paid.
 */
export function createSandboxStore(db: Db) {
  // Per process: a test and benchmark aid showing how this instance's adapter used the gateway.
  const stats = {
    tokenRequests: 0,
    payRequests: 0,
    statusRequests: 0,
    refundRequests: 0,
    refundStatusRequests: 0,
    webhooksSent: 0,
  };

  return {
    stats,
    async issueToken(ttlSeconds: number) {
      const value = randomId('sandbox-token-', 24);
      const expiresAt = Math.floor(Date.now() / 1000) + ttlSeconds;
      await db.delete(sandboxTokens).where(lt(sandboxTokens.expiresAt, Date.now()));
      await db.insert(sandboxTokens).values({ value, expiresAt: expiresAt * 1000 });
      return { value, expiresAt };
    },
    async isValidToken(header: string | undefined): Promise<boolean> {
      const value = header?.startsWith('O-Bearer ') ? header.slice(9) : '';
      if (!value) return false;
      const [row] = await db.select().from(sandboxTokens).where(eq(sandboxTokens.value, value));
      return row !== undefined && row.expiresAt > Date.now();
    },
    /** Records a new order; false when the merchantOrderId is already known. */
    async create(order: SandboxOrder): Promise<boolean> {
      const rows = await db
        .insert(sandboxPayments)
        .values(order)
        .onConflictDoNothing()
        .returning({ id: sandboxPayments.merchantOrderId });
      return rows.length === 1;
    },
    /** The order as the status API reports it: a pending order past its expiry has failed. */
    async read(merchantOrderId: string): Promise<SandboxOrder | undefined> {
      await db
        .update(sandboxPayments)
        .set({ state: 'FAILED' })
        .where(
          and(
            eq(sandboxPayments.merchantOrderId, merchantOrderId),
            eq(sandboxPayments.state, 'PENDING'),
            lt(sandboxPayments.expireAt, Date.now() + 1),
          ),
        );
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.merchantOrderId, merchantOrderId));
      return row ? toOrder(row) : undefined;
    },
    /** Decides a pending order with its one attempt; undefined when it was already decided (or unknown). */
    async settle(merchantOrderId: string, attempt: SandboxAttempt): Promise<SandboxOrder | undefined> {
      const [row] = await db
        .update(sandboxPayments)
        .set({
          state: attempt.state,
          paymentDetails: sql`${sandboxPayments.paymentDetails} || ${JSON.stringify([attempt])}::jsonb`,
        })
        .where(and(eq(sandboxPayments.merchantOrderId, merchantOrderId), eq(sandboxPayments.state, 'PENDING')))
        .returning();
      return row ? toOrder(row) : undefined;
    },
    /**
     * Applies `change` to the order's refunds with the order locked, so concurrent refunds on two
     * instances see each other; `change` returns the new list (or undefined to leave it) and a result.
     */
    async withRefunds<T>(
      merchantOrderId: string,
      change: (order: SandboxOrder) => { refunds?: SandboxRefund[]; result: T },
    ): Promise<T | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(sandboxPayments)
          .where(eq(sandboxPayments.merchantOrderId, merchantOrderId))
          .for('update');
        if (!row) return undefined;
        const { refunds, result } = change(toOrder(row));
        if (refunds)
          await tx.update(sandboxPayments).set({ refunds }).where(eq(sandboxPayments.merchantOrderId, merchantOrderId));
        return result;
      });
    },
    /** The merchantOrderId of the order holding this refund, whichever it is. */
    async orderOfRefund(merchantRefundId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: sandboxPayments.merchantOrderId })
        .from(sandboxPayments)
        .where(sql`${sandboxPayments.refunds} @> ${JSON.stringify([{ merchantRefundId }])}::jsonb`)
        .limit(1);
      return row?.id;
    },
  };
}

export type SandboxStore = ReturnType<typeof createSandboxStore>;
