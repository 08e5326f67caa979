import { messages } from '@nidra/shared';
import { and, count, countDistinct, desc, eq, gt, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authAttempts } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';

type AttemptKind = (typeof authAttempts.$inferSelect)['kind'];
export type AttemptLimit = { key: string; max: number };
type Reservation = { ok: true; ids: string[] } | { ok: false; retryAfterSeconds: number };
export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;

const KEEP_SECONDS = 60 * 60; // the longest window in use
const CLEANUP_EVERY_MS = 10 * 60 * 1000;

const since = (seconds: number): SQL => sql`now() - ${seconds}::int * interval '1 second'`;

/** 429 with Retry-After in seconds, as DESIGN §8 asks. */
export const tooManyAttempts = (retryAfterSeconds: number) =>
  new AppError(429, messages.tooManyAttempts, { 'Retry-After': String(retryAfterSeconds) });

/**
 * Sliding-window limits counted in the auth_attempts table, so they hold across server instances.
 * An attempt is recorded before the work it guards and counted with it: of N concurrent attempts
 * at most `max` get through, since each one counts every row committed before its own.
 */
export function createAttemptLimiter(db: Db) {
  let lastCleanup = 0;

  /** Seconds until `key` is back under `max` within the window. */
  async function retryAfter(kind: AttemptKind, { key, max }: AttemptLimit, windowSeconds: number): Promise<number> {
    // The window reopens when the max-th most recent attempt leaves it.
    const [row] = await db
      .select({
        seconds: sql<number>`ceil(extract(epoch from (${authAttempts.at} + ${windowSeconds}::int * interval '1 second' - now())))::int`,
      })
      .from(authAttempts)
      .where(and(eq(authAttempts.kind, kind), eq(authAttempts.key, key), gt(authAttempts.at, since(windowSeconds))))
      .orderBy(desc(authAttempts.at))
      .offset(Math.max(max - 1, 0))
      .limit(1);
    return Math.max(1, Number(row?.seconds ?? 1));
  }

  /** Forgets a reserved attempt whose work turned out not to count (a correct password). */
  async function release(reservation: Reservation): Promise<void> {
    if (reservation.ok && reservation.ids.length > 0)
      await db.delete(authAttempts).where(inArray(authAttempts.id, reservation.ids));
  }

  async function cleanupNowAndThen(): Promise<void> {
    if (Date.now() - lastCleanup < CLEANUP_EVERY_MS) return;
    lastCleanup = Date.now();
    await db.delete(authAttempts).where(lt(authAttempts.at, since(KEEP_SECONDS)));
  }

  return {
    /**
     * Records one attempt under every key (with the client address, when given); refused (and not recorded)
     * when any key would exceed its max.
     */
    async reserve(kind: AttemptKind, limits: AttemptLimit[], windowSeconds: number, ip?: string): Promise<Reservation> {
      await cleanupNowAndThen();
      const rows = await db
        .insert(authAttempts)
        .values(limits.map(({ key }) => ({ kind, key, ip })))
        .returning({ id: authAttempts.id });
      const ids = rows.map((r) => r.id);
      const over: AttemptLimit[] = [];
      for (const limit of limits) {
        const [row] = await db
          .select({ n: count() })
          .from(authAttempts)
          .where(
            and(
              eq(authAttempts.kind, kind),
              eq(authAttempts.key, limit.key),
              gt(authAttempts.at, since(windowSeconds)),
            ),
          );
        if ((row?.n ?? 0) > limit.max) over.push(limit);
      }
      if (over.length === 0) return { ok: true, ids };
      await release({ ok: true, ids });
      const waits = await Promise.all(over.map((limit) => retryAfter(kind, limit, windowSeconds)));
      return { ok: false, retryAfterSeconds: Math.max(...waits) };
    },

    /**
     * Records one attempt under `key` unless `max` are already in the window, in one statement (it sits
     * on the checkout's statement budget); refused attempts are not recorded. Two attempts for one key
     * in the same instant may both pass at max - 1: fine for limits that only stop churning.
     */
    async take(kind: AttemptKind, { key, max }: AttemptLimit, windowSeconds: number): Promise<Reservation> {
      await cleanupNowAndThen();
      const res = await db.execute(sql`
        with recent as (
          select count(*)::int as n from ${authAttempts}
          where ${authAttempts.kind} = ${kind} and ${authAttempts.key} = ${key} and ${authAttempts.at} > ${since(windowSeconds)}
        ), taken as (
          insert into ${authAttempts} (kind, key) select ${kind}, ${key} from recent where recent.n < ${max}::int
          returning id
        )
        select id from taken`);
      const rows = (res as unknown as { rows: { id: string }[] }).rows;
      if (rows.length === 1) return { ok: true, ids: [rows[0].id] };
      return { ok: false, retryAfterSeconds: await retryAfter(kind, { key, max }, windowSeconds) };
    },

    /** Forgets a reserved attempt: the work it guarded turned out not to count (e.g. a correct password). */
    release,

    retryAfter,

    /** How many attempts `key` has in the window, and from how many distinct client addresses. */
    async countWithAddresses(
      kind: AttemptKind,
      key: string,
      windowSeconds: number,
    ): Promise<{ attempts: number; addresses: number }> {
      const [row] = await db
        .select({ attempts: count(), addresses: countDistinct(authAttempts.ip) })
        .from(authAttempts)
        .where(and(eq(authAttempts.kind, kind), eq(authAttempts.key, key), gt(authAttempts.at, since(windowSeconds))));
      return { attempts: Number(row?.attempts ?? 0), addresses: Number(row?.addresses ?? 0) };
    },

    /** Forgets every attempt under `keys` and under keys starting with one of `prefixes`. */
    async forget(kind: AttemptKind, keys: string[], prefixes: string[] = []): Promise<void> {
      const matches = [
        inArray(authAttempts.key, keys),
        ...prefixes.map((p) => sql`left(${authAttempts.key}, ${p.length}::int) = ${p}`),
      ];
      await db.delete(authAttempts).where(and(eq(authAttempts.kind, kind), or(...matches)));
    },
  };
}

/** DESIGN §8: at most 5 password-reset mails per email in an hour. */
export const RESET_MAIL_WINDOW_SECONDS = 60 * 60;
export const resetMailLimits = (email: string): AttemptLimit[] => [{ key: `email:${email.toLowerCase()}`, max: 5 }];
