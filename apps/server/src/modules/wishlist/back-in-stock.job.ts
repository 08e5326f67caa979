import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { claimAndMail } from '../../lib/claim-and-mail.ts';
import { type PeriodicJob, periodicJob } from '../../lib/periodic-job.ts';
import { createMailPreferencesRepository } from '../mail-preferences/mail-preferences.repository.ts';
import { createBackInStockRepository, type ReturnedPiece } from './back-in-stock.repository.ts';
import { buildBackInStockMail } from './back-in-stock-mail.ts';

const BATCH = 200;

type BackInStockReport = { markedSoldOut: number; returned: number; mailed: number };
type BackInStockJob = PeriodicJob<BackInStockReport, void>;

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

  const prefs = createMailPreferencesRepository(db);

  async function run(): Promise<BackInStockReport> {
    const markedSoldOut = await repo.markSoldOut();
    const { claimed, mailed } = await claimAndMail(db, {
      size: BATCH,
      unsubscribed: (emails, tx) => prefs.unsubscribedAmong(emails, 'back-in-stock', tx),
      claim: async (tx) => {
        const pieces = await repo.claimReturned(BATCH, tx);
        const byUser = new Map<string, ReturnedPiece[]>();
        for (const p of pieces) byUser.set(p.userId, [...(byUser.get(p.userId) ?? []), p]);
        const mails = [...byUser.values()].map((list) => ({
          email: list[0].email,
          mail: buildBackInStockMail(env, list[0], list),
        }));
        return { claimed: pieces.length, mails };
      },
    });
    if (mailed > 0) deps.onQueued?.();
    return { markedSoldOut, returned: claimed, mailed };
  }

  return periodicJob(run, { name: 'back-in-stock', log, intervalMs: deps.intervalMs });
}
