/**
 * The checkout bench's load generator, in a process of its own so the server's process (and its CPU
 * count) holds the app alone. Started by bench/checkout.bench.ts through `askChild`: it receives one
 * `LoadPlan`, drives the checkouts over HTTP and answers one `LoadResult`, its own CPU time included.
 */
import { answerParent } from './bench-env.ts';
import { type CheckoutTimes, checkout, type Shopper } from './shoppers.ts';

export type LoadPlan =
  | { mode: 'closed'; base: string; shoppers: Shopper[]; checkouts: number; outcome: 'success' | 'failure' }
  | { mode: 'open'; base: string; shoppers: Shopper[]; rate: number; seconds: number; outcome: 'success' | 'failure' };

export type LoadResult = {
  times: CheckoutTimes[];
  seconds: number;
  turnedAway: number;
  /** Checkouts the app refused or that timed out (an overloaded app), with the first such answer. */
  failed: { count: number; first?: string };
  clientCpuMs: number;
};

const failed: LoadResult['failed'] = { count: 0 };

/** One checkout; a refused or timed-out one is counted, not thrown (the load goes on). */
async function attempt(plan: LoadPlan, s: Shopper): Promise<CheckoutTimes | null> {
  try {
    return await checkout(plan.base, s, plan.outcome);
  } catch (err) {
    failed.count++;
    failed.first ??= String(err);
    return null;
  }
}

/** The shoppers check out back to back, no think time, until `checkouts` have started. */
async function closedLoop(plan: Extract<LoadPlan, { mode: 'closed' }>): Promise<CheckoutTimes[]> {
  const times: CheckoutTimes[] = [];
  let started = 0;
  await Promise.all(
    plan.shoppers.map(async (s) => {
      while (started < plan.checkouts) {
        started++;
        const t = await attempt(plan, s);
        if (t) times.push(t);
      }
    }),
  );
  return times;
}

/** Arrivals on a fixed schedule; each takes a shopper with no checkout under way (one open payment each). */
async function openLoop(plan: Extract<LoadPlan, { mode: 'open' }>) {
  const free = [...plan.shoppers];
  const times: CheckoutTimes[] = [];
  const running: Promise<void>[] = [];
  let turnedAway = 0;
  const total = Math.round(plan.rate * plan.seconds);
  const t0 = performance.now();
  for (let i = 0; i < total; i++) {
    const wait = t0 + (i * 1000) / plan.rate - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const s = free.pop();
    if (!s) {
      turnedAway++;
      continue;
    }
    running.push(
      attempt(plan, s).then((t) => {
        if (t) times.push(t);
        free.push(s);
      }),
    );
  }
  await Promise.all(running);
  return { times, turnedAway };
}

answerParent(async (plan: LoadPlan): Promise<LoadResult> => {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const { times, turnedAway } =
    plan.mode === 'closed' ? { times: await closedLoop(plan), turnedAway: 0 } : await openLoop(plan);
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  return { times, seconds, turnedAway, failed, clientCpuMs: (cpu.user + cpu.system) / 1000 };
});
