import { and, count, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { users, videoUploads } from '../../db/schema/index.ts';

export type VideoUploadRow = typeof videoUploads.$inferSelect;

/** Drizzle queries behind the shoppers' video uploads; every method takes an optional transaction. */
export function createVideoUploadsRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    /**
     * Records upload `id` for the shopper unless they already have `max` unfinished uploads started
     * since `since`; the shopper's row is locked meanwhile, so two instances cannot both take the last place.
     */
    start: (id: string, userId: string, max: number, since: Date) =>
      db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [open] = await tx
          .select({ n: count() })
          .from(videoUploads)
          .where(
            and(eq(videoUploads.userId, userId), isNull(videoUploads.finishedAt), gt(videoUploads.createdAt, since)),
          );
        if ((open?.n ?? 0) >= max) return false;
        await tx.insert(videoUploads).values({ id, userId });
        return true;
      }),

    find: async (id: string, tx: DbOrTx = db) =>
      (await tx.select().from(videoUploads).where(eq(videoUploads.id, id)))[0] ?? null,

    markFinished: (id: string, tx: DbOrTx = db) =>
      tx.update(videoUploads).set({ finishedAt: sql`now()` }).where(eq(videoUploads.id, id)),

    /** Dates the upload back to 1970: it no longer counts against the shopper and the cleanup job takes it. */
    expire: (id: string, tx: DbOrTx = db) =>
      tx
        .update(videoUploads)
        .set({
          createdAt: new Date(0),
          finishedAt: sql`case when ${videoUploads.finishedAt} is null then null else to_timestamp(0) end`,
        })
        .where(eq(videoUploads.id, id)),

    forget: (id: string, tx: DbOrTx = db) => tx.delete(videoUploads).where(eq(videoUploads.id, id)),

    /** Marks the shopper's finished upload as used by a request; false when it is gone (or not theirs). */
    attach: async (id: string, userId: string, tx: DbOrTx = db) =>
      (
        await tx
          .update(videoUploads)
          .set({ attachedAt: sql`now()` })
          .where(
            and(
              eq(videoUploads.id, id),
              eq(videoUploads.userId, userId),
              isNotNull(videoUploads.finishedAt),
              isNull(videoUploads.attachedAt),
            ),
          )
          .returning({ id: videoUploads.id })
      ).length === 1,

    /**
     * Locks up to `limit` stale uploads (unfinished and started before `before`, or finished before
     * `before` and never attached) that no other instance holds, for the caller to delete in `tx`.
     */
    claimStale: (before: Date, limit: number, tx: Tx) =>
      tx
        .select({ id: videoUploads.id })
        .from(videoUploads)
        .where(
          and(
            isNull(videoUploads.attachedAt),
            or(
              and(isNull(videoUploads.finishedAt), lt(videoUploads.createdAt, before)),
              lt(videoUploads.finishedAt, before),
            ),
          ),
        )
        .limit(limit)
        .for('update', { skipLocked: true }),
  };
}

export type VideoUploadsRepository = ReturnType<typeof createVideoUploadsRepository>;
