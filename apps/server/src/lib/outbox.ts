import { and, asc, eq, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';
import type { Mail, Mailer } from './mailer.ts';

const MAX_ATTEMPTS = 8;
const BATCH = 20;

/** Queues a mail in the same transaction as the change that causes it, so none is lost. */
export async function queueMail(db: DbOrTx, mail: Mail): Promise<void> {
  await db.insert(outbox).values({ kind: 'mail', payload: mail });
}

/**
 * The statement that queues another kind of notification (a WhatsApp message): `payloadSelect` selects
 * one jsonb column; no row, nothing queued (a condition such as a live consent is checked in the same
 * statement); `dedupeKey` (order and event) makes a second queueing a no-op. A caller may run it as a
 * data-modifying CTE of its own statement (the sale, ADR 0018).
 */
export function notificationInsert(kind: string, dedupeKey: string, payloadSelect: SQL): SQL {
  return sql`insert into outbox (kind, dedupe_key, payload)
    select ${kind}, ${dedupeKey}, q.payload from (${payloadSelect}) as q(payload)
    on conflict (dedupe_key) do nothing returning id`;
}

/** Queues another kind of notification in the caller's transaction (see notificationInsert); true when queued. */
export async function queueNotification(
  db: DbOrTx,
  kind: string,
  dedupeKey: string,
  payloadSelect: SQL,
): Promise<boolean> {
  const result = await db.execute(notificationInsert(kind, dedupeKey, payloadSelect));
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/**
 * Delivers one queued row of a kind. Resolves when sent; `{ later }` puts it back untouched until then
 * (a rate limit); throwing retries with backoff, unless `isPermanent(err)` says a retry cannot help.
 */
export type OutboxSender = {
  send: (payload: unknown) => Promise<undefined | { later: Date }>;
  isPermanent?: (err: unknown) => boolean;
};

export type OutboxWorker = {
  kick: () => void;
  /** Adds the sender of a kind other than mail (a module wires it at start). */
  register: (kind: string, sender: OutboxSender) => void;
  drain: () => Promise<number>;
  /** Stops the timer and waits for a pass under way (a graceful stop lets its mails go out). */
  stop: () => Promise<void>;
};

/**
 * Delivers queued mails with exponential backoff. Each row is claimed by a compare-and-set on its
 * attempt count, so several instances can run the worker against one PostgreSQL without sending a
 * mail twice.
 */
export function startOutboxWorker(db: Db, mailer: Mailer, log: FastifyBaseLogger, intervalMs = 5000): OutboxWorker {
  const senders = new Map<string, OutboxSender>([
    [
      'mail',
      {
        send: async (payload) => {
          await mailer.send(payload as Mail);
          return undefined;
        },
      },
    ],
  ]);
  let running: Promise<number> | null = null;
  let again = false;
  // A kick during a drain schedules one more pass, so a mail queued after the running pass's
  // last query is not left for the next timer tick.
  const drain = async (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let sent = 0;
      do {
        again = false;
        sent += await deliverDue(db, senders, log);
      } while (again);
      return sent;
    })().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => void drain().catch((err) => log.error({ err }, 'outbox drain failed')), intervalMs);
  timer.unref();
  return {
    kick: () => void drain().catch((err) => log.error({ err }, 'outbox drain failed')),
    register: (kind, sender) => void senders.set(kind, sender),
    drain,
    stop: async () => {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}

async function deliverDue(db: Db, senders: Map<string, OutboxSender>, log: FastifyBaseLogger): Promise<number> {
  const kinds = [...senders.keys()];
  let sent = 0;
  for (;;) {
    const due = await db
      .select()
      .from(outbox)
      .where(
        and(
          isNull(outbox.sentAt),
          lte(outbox.nextAt, sql`now()`),
          lte(outbox.attempts, MAX_ATTEMPTS),
          inArray(outbox.kind, kinds),
        ),
      )
      .orderBy(asc(outbox.nextAt))
      .limit(BATCH);
    if (due.length === 0) return sent;
    for (const row of due) {
      // Claim the row: only the instance whose update bumps `attempts` from the value it read sends it.
      const claimed = await db
        .update(outbox)
        .set({ attempts: row.attempts + 1, nextAt: sql`now() + (interval '30 seconds' * power(2, ${row.attempts}))` })
        .where(and(eq(outbox.id, row.id), eq(outbox.attempts, row.attempts), isNull(outbox.sentAt)))
        .returning({ id: outbox.id });
      if (claimed.length === 0) continue;
      const sender = senders.get(row.kind)!;
      try {
        const outcome = await sender.send(row.payload);
        if (outcome) {
          // Not an attempt: the claim is handed back with the time it may go.
          await db.update(outbox).set({ attempts: row.attempts, nextAt: outcome.later }).where(eq(outbox.id, row.id));
          continue;
        }
        await db.update(outbox).set({ sentAt: sql`now()`, lastError: null }).where(eq(outbox.id, row.id));
        sent++;
      } catch (err) {
        const permanent = sender.isPermanent?.(err) ?? false;
        if (permanent || row.attempts + 1 > MAX_ATTEMPTS)
          log.error({ err, id: row.id, kind: row.kind }, `${row.kind} delivery failed; giving up`);
        else log.warn({ err, id: row.id, kind: row.kind }, `${row.kind} delivery failed; will retry`);
        await db
          .update(outbox)
          .set(permanent ? { lastError: String(err), attempts: MAX_ATTEMPTS + 1 } : { lastError: String(err) })
          .where(eq(outbox.id, row.id));
      }
    }
    // A short batch was all that was due; a mail queued meanwhile comes with its own kick.
    if (due.length < BATCH) return sent;
  }
}
