import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { claimAndMail } from '../../lib/claim-and-mail.ts';
import { queueMail } from '../../lib/outbox.ts';
import { type PeriodicJob, periodicJob } from '../../lib/periodic-job.ts';
import { createMailPreferencesRepository } from '../mail-preferences/mail-preferences.repository.ts';
import { buildCartReminderMail, buildLowStockMail } from './reminder-mails.ts';
import { createRemindersRepository } from './reminders.repository.ts';

const BATCH = 100;

type RemindersReport = { cartsReminded: number; lowStockMailed: boolean };
type RemindersJob = PeriodicJob<RemindersReport, { now?: Date }>;

/** The store's calendar day (India) and hour of `now`. */
function storeDay(now: Date): { day: string; hour: number; start: Date } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = `${get('year')}-${get('month')}-${get('day')}`;
  return { day, hour: Number(get('hour')), start: new Date(`${day}T00:00:00+05:30`) };
}

/**
 * Mails that come from the clock rather than from a request: the abandoned-cart reminder (a cart idle
 * for CART_REMINDER_HOURS, once per cart until it changes again, never after an order placed since)
 * and, once a day from LOW_STOCK_MAIL_HOUR (India), the store's low-stock report. Claims are row
 * updates or inserts in the same transaction as the queued mail, so several instances send each once.
 */
export function startRemindersJob(deps: {
  db: Db;
  env: Pick<
    Env,
    'PUBLIC_URL' | 'JWT_SECRET' | 'STORE_NAME' | 'STORE_EMAIL' | 'CART_REMINDER_HOURS' | 'LOW_STOCK_MAIL_HOUR'
  >;
  log: FastifyBaseLogger;
  onQueued?: () => void;
  intervalMs?: number;
}): RemindersJob {
  const { db, env, log } = deps;
  const repo = createRemindersRepository(db);

  const prefs = createMailPreferencesRepository(db);

  const remindCarts = (now: Date) =>
    claimAndMail(db, {
      size: BATCH,
      unsubscribed: (emails, tx) => prefs.unsubscribedAmong(emails, 'cart-reminder', tx),
      claim: async (tx) => {
        const idleBefore = new Date(now.getTime() - env.CART_REMINDER_HOURS * 3_600_000);
        const carts = await repo.claimIdleCarts(idleBefore, BATCH, tx);
        const lines = await repo.cartLines(
          carts.map((c) => c.cartId),
          tx,
        );
        const mails = carts.flatMap((cart) => {
          const mine = lines.filter((l) => l.cartId === cart.cartId);
          return mine.length === 0 ? [] : [{ email: cart.email, mail: buildCartReminderMail(env, cart, mine) }];
        });
        return { claimed: carts.length, mails };
      },
    });

  async function lowStock(now: Date): Promise<boolean> {
    const { day, hour, start } = storeDay(now);
    if (hour < env.LOW_STOCK_MAIL_HOUR) return false;
    return db.transaction(async (tx) => {
      if (!(await repo.claimDailyRun('low-stock-mail', day, tx))) return false;
      if (await prefs.isUnsubscribed(env.STORE_EMAIL, 'low-stock', tx)) return false;
      const low = await repo.lowStockSubcategories(tx);
      const soldOut = await repo.soldOutSince(start, tx);
      await queueMail(tx, buildLowStockMail(env, day, low, soldOut));
      return true;
    });
  }

  async function run(now: Date): Promise<RemindersReport> {
    const cartsReminded = (await remindCarts(now)).mailed;
    const lowStockMailed = await lowStock(now);
    if (cartsReminded > 0 || lowStockMailed) deps.onQueued?.();
    return { cartsReminded, lowStockMailed };
  }

  return periodicJob((o?: { now?: Date }) => run(o?.now ?? new Date()), {
    name: 'reminders',
    log,
    intervalMs: deps.intervalMs,
  });
}
