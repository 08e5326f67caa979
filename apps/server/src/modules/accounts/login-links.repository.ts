import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { loginLinks } from '../../db/schema/index.ts';

export type LoginLinksRepository = ReturnType<typeof createLoginLinksRepository>;

/** Drizzle queries for mailed sign-in links; each method takes an optional transaction. */
export const createLoginLinksRepository = (db: Db) => ({
  /** Whether the user has an unused, unexpired link (then no new one is mailed). */
  async hasLiveLink(userId: string, tx: DbOrTx = db): Promise<boolean> {
    const [row] = await tx
      .select({ id: loginLinks.id })
      .from(loginLinks)
      .where(and(eq(loginLinks.userId, userId), eq(loginLinks.used, false), gt(loginLinks.expiresAt, sql`now()`)))
      .limit(1);
    return row !== undefined;
  },

  /** Stores a link's hash and drops the user's spent or expired ones. */
  async insertLink(userId: string, tokenHash: string, ttlSeconds: number, tx: DbOrTx = db): Promise<void> {
    await tx
      .delete(loginLinks)
      .where(and(eq(loginLinks.userId, userId), or(eq(loginLinks.used, true), sql`${loginLinks.expiresAt} < now()`)));
    await tx
      .insert(loginLinks)
      .values({ userId, tokenHash, expiresAt: sql`now() + ${ttlSeconds}::int * interval '1 second'` });
  },

  /** Spends a link atomically: of two concurrent callers only one gets the user id back. */
  async consumeLink(tokenHash: string, tx: DbOrTx = db): Promise<string | undefined> {
    const [row] = await tx
      .update(loginLinks)
      .set({ used: true })
      .where(and(eq(loginLinks.tokenHash, tokenHash), eq(loginLinks.used, false), gt(loginLinks.expiresAt, sql`now()`)))
      .returning({ userId: loginLinks.userId });
    return row?.userId;
  },
});
