import type { FastifyBaseLogger } from 'fastify';

export type PeriodicJob<R, O> = { runOnce: (opts?: O) => Promise<R>; stop: () => Promise<void> };

/**
 * Runs `run` one at a time per process (a caller arriving mid-run waits for the next one), and every
 * `intervalMs` when given; `stop` clears the timer and waits for the run under way.
 */
export function periodicJob<R, O = void>(
  run: (opts?: O) => Promise<R>,
  opts: { name: string; log: FastifyBaseLogger; intervalMs?: number },
): PeriodicJob<R, O> {
  let chain: Promise<unknown> = Promise.resolve();
  const runOnce = (o?: O) => {
    const next = chain.then(() => run(o));
    chain = next.catch(() => undefined);
    return next;
  };
  const timer = opts.intervalMs
    ? setInterval(() => runOnce().catch((err) => opts.log.error({ err }, `${opts.name} run failed`)), opts.intervalMs)
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
