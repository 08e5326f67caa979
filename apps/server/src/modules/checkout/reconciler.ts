import { RESERVATION_MINUTES } from '@nidra/shared';
import type { ProviderStatus } from '../../payments/provider.ts';
import type { RefundsService } from '../refunds/refunds.service.ts';
import { applyPaymentResult, type CheckoutDeps, closePayment } from './payment-transition.ts';
import type { ReconcilerRepository } from './reconciler.repository.ts';

const BATCH = 50;
const PARALLEL = 4;
const INTERVAL_MS = 3000;

type ReconcileReport = {
  checked: number;
  expired: number;
  invoiced: number;
  holdsReleased: number;
  refunded: number;
};
type Reconciler = { runOnce: (opts?: { now?: Date }) => Promise<ReconcileReport>; stop: () => Promise<void> };

const byServer = new WeakMap<object, Reconciler>();

/** The reconciler of the app listening on (or injecting into) `server`; tests drive it with runOnce. */
export const reconcilerOf = (app: { server: object }) => byServer.get(app.server);

/**
 * Polls open payments on PhonePe's schedule and applies their status; after RESERVATION_MINUTES a
 * still-open payment is expired (after one last check) and its hold released; paid orders missing an
 * invoice get one. Safe with several instances: rows are claimed with SKIP LOCKED.
 */
export function startReconciler(
  deps: CheckoutDeps & { refunds: RefundsService; reconcilerRepo: ReconcilerRepository },
  opts: { timer: boolean; server?: object },
): Reconciler {
  const { ctx, provider, refunds, reconcilerRepo: repo } = deps;

  async function settle(order: { id: string; createdAt: Date }, now: Date, report: ReconcileReport) {
    const expired = order.createdAt.getTime() <= now.getTime() - RESERVATION_MINUTES * 60_000;
    let status: ProviderStatus | null = null;
    try {
      status = await provider.getStatus(order.id);
    } catch (err) {
      ctx.log.warn({ err, orderId: order.id }, 'reconciler: status unavailable');
    }
    report.checked++;
    if (status && status.state !== 'PENDING') await applyPaymentResult(deps, order.id, status, 'system');
    else if (expired) {
      const outcome = await closePayment(deps, order.id, 'PAYMENT_EXPIRED', 'system', status?.raw);
      if (outcome.changed) report.expired++;
    }
  }

  async function reconcile(now: Date): Promise<ReconcileReport> {
    const report: ReconcileReport = { checked: 0, expired: 0, invoiced: 0, holdsReleased: 0, refunded: 0 };
    const due = await repo.claimDueOrders(now, BATCH);
    await eachLimited(due, PARALLEL, (o) =>
      settle(o, now, report).catch((err) => ctx.log.error({ err, orderId: o.id }, 'reconciler: order not settled')),
    );
    report.holdsReleased = await repo.deleteExpiredReservations(now);
    for (const orderId of await repo.findPaidWithoutInvoice(now, 20)) {
      try {
        await deps.invoices.issueInvoice(orderId, { awaitPdf: true });
        report.invoiced++;
      } catch (err) {
        ctx.log.error({ err, orderId }, 'reconciler: invoice not issued');
      }
    }
    // Refunds (cancelled paid orders, accepted returns): request each, then follow it until the provider completes it.
    for (const refundId of await refunds.claimDueRefunds(now, BATCH)) {
      try {
        if (await refunds.settleRefund(refundId)) report.refunded++;
      } catch (err) {
        ctx.log.warn({ err, refundId }, 'reconciler: refund not settled');
      }
    }
    return report;
  }

  // Runs are chained: one at a time per process, a caller arriving mid-run gets the next one.
  let chain: Promise<unknown> = Promise.resolve();
  let pending = 0;
  const runOnce = (o: { now?: Date } = {}) => {
    pending++;
    const run = chain.then(() => reconcile(o.now ?? new Date())).finally(() => pending--);
    chain = run.catch(() => undefined);
    return run;
  };

  const timer = opts.timer
    ? setInterval(() => {
        if (pending === 0) runOnce().catch((err) => ctx.log.error({ err }, 'reconciler run failed'));
      }, INTERVAL_MS)
    : null;
  timer?.unref();

  const reconciler: Reconciler = {
    runOnce,
    stop: async () => {
      if (timer) clearInterval(timer);
      await chain;
    },
  };
  if (opts.server) byServer.set(opts.server, reconciler);
  return reconciler;
}

async function eachLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
