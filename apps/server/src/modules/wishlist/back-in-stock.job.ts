import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { queueMail } from '../../lib/outbox.ts';
import { createMailPreferencesRepository } from '../mail-preferences/mail-preferences.repository.ts';
import { createBackInStockRepository, type ReturnedPiece } from './back-in-stock.repository.ts';
import { buildBackInStockMail } from './back-in-stock-mail.ts';

const BATCH = 200;

export type BackInStockReport = { markedSoldOut: number; returned: number; mailed: number };
export type BackInStockJob = { runOnce: () => Promise<BackInStockReport>; stop: () => Promise<void> };

/**
 * The one place that notices saved pieces coming back in stock, whichever way the stock returned
 * (admin edit, the Available button, a cancelled order's restock): each run marks saved pieces that
 * are sold out now, then claims marked pieces that are in stock again and queues one mail per shopper
 * in the same transaction. A piece mails once per return; several instances never mail it twice.
 */
export function startBackInStockJob(deps: {
  db: Db;
  env: Pick<Env, 'PUBLIC_URL' | 'JWT_SECRET' | 'STORE_NAME' | 'STORE_EMAIL'>;
  log: FastifyBaseLogger;
  /** Called after mails were queued, so the outbox sends them without waiting for its timer. */
  onQueued?: () => void;
  intervalMs?: number;
}): BackInStockJob {
  const { db, env, log } = deps;
  const repo = createBackInStockRepository(db);

  async function mailBatch(): Promise<{ returned: number; mailed: number }> {
    return db.transaction(async (tx) => {
      const pieces = await repo.claimReturned(BATCH, tx);
      const byUser = new Map<string, ReturnedPiece[]>();
      for (const p of pieces) byUser.set(p.userId, [...(byUser.get(p.userId) ?? []), p]);
      const shoppers = [...byUser.values()].map((list) => list[0]);
      const off = await createMailPreferencesRepository(tx).unsubscribedAmong(
        shoppers.map((s) => s.email),
        'back-in-stock',
      );
      let mailed = 0;
      for (const [, list] of byUser) {
        if (off.has(list[0].email.toLowerCase())) continue;
        await queueMail(tx, buildBackInStockMail(env, list[0], list));
        mailed++;
      }
      return { returned: pieces.length, mailed };
    });
  }

  async function run(): Promise<BackInStockReport> {
    const report = { markedSoldOut: await repo.markSoldOut(), returned: 0, mailed: 0 };
    for (;;) {
      const batch = await mailBatch();
      report.returned += batch.returned;
      report.mailed += batch.mailed;
      if (batch.returned < BATCH) break;
    }
    if (report.mailed > 0) deps.onQueued?.();
    return report;
  }

  // One run at a time per process; a caller arriving mid-run waits for the next one.
  let chain: Promise<unknown> = Promise.resolve();
  const runOnce = () => {
    const next = chain.then(run);
    chain = next.catch(() => undefined);
    return next;
  };
  const timer = deps.intervalMs
    ? setInterval(() => runOnce().catch((err) => log.error({ err }, 'back-in-stock run failed')), deps.intervalMs)
    : null;
  timer?.unref();
  return {
    runOnce,
    stop: async () => {
      if (timer) clearInterval(timer);
      await chain;
    },
  };
}
