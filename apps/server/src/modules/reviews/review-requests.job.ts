import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { claimAndMail } from '../../lib/claim-and-mail.ts';
import { type PeriodicJob, periodicJob } from '../../lib/periodic-job.ts';
import { createMailPreferencesRepository } from '../mail-preferences/mail-preferences.repository.ts';
import { buildReviewRequestMail } from './review-request-mail.ts';
import { createReviewRequestsRepository } from './review-requests.repository.ts';

const BATCH = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Asks for reviews REVIEW_REQUEST_DAYS after delivery: one mail per order (a row in review_requests
 * is the claim, committed with the queued mail, so several instances send it once), none for an
 * address that unsubscribed or an order whose pieces are all reviewed already.
 */
export function startReviewRequestsJob(deps: {
  db: Db;
  env: Pick<Env, 'PUBLIC_URL' | 'JWT_SECRET' | 'STORE_NAME' | 'STORE_EMAIL' | 'REVIEW_REQUEST_DAYS'>;
  log: FastifyBaseLogger;
  onQueued?: () => void;
  intervalMs?: number;
}): PeriodicJob<{ mailed: number }, { now?: Date }> {
  const { db, env } = deps;
  const repo = createReviewRequestsRepository(db);
  const prefs = createMailPreferencesRepository(db);
  async function run(now: Date) {
    const { mailed } = await claimAndMail(db, {
      size: BATCH,
      unsubscribed: (emails, tx) => prefs.unsubscribedAmong(emails, 'review-request', tx),
      claim: async (tx) => {
        const due = await repo.claimDue(new Date(now.getTime() - env.REVIEW_REQUEST_DAYS * DAY_MS), BATCH, tx);
        const mails = due
          .filter((r) => r.lines.length > 0)
          .map((r) => ({ email: r.email, mail: buildReviewRequestMail(env, r) }));
        return { claimed: due.length, mails };
      },
    });
    if (mailed > 0) deps.onQueued?.();
    return { mailed };
  }
  return periodicJob((o?: { now?: Date }) => run(o?.now ?? new Date()), {
    name: 'review-requests',
    log: deps.log,
    intervalMs: deps.intervalMs,
  });
}
