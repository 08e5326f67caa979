import { messages } from '@nidra/shared';
import { AppError } from '../../lib/errors.ts';

export type PaymentRateLimiter = ReturnType<typeof createPaymentRateLimiter>;

/**
 * Payment starts per signed-in shopper in a sliding window, counted in this process: behind a load
 * balancer with n instances a shopper gets at most n × max. That is enough here, since one open
 * payment per shopper already bounds what an account can hold; the limit only stops it churning holds.
 */
export function createPaymentRateLimiter(opts: { max: number; windowMs: number; now?: () => number }) {
  const { max, windowMs } = opts;
  const clock = opts.now ?? Date.now;
  const starts = new Map<string, number[]>();
  let lastSweep = 0;

  /** Forgets shoppers whose every start has left the window, at most once per window. */
  function sweep(now: number) {
    if (now - lastSweep < windowMs) return;
    lastSweep = now;
    for (const [userId, times] of starts) if (times[times.length - 1] <= now - windowMs) starts.delete(userId);
  }

  return {
    /** Counts one payment start; past `max` in the window, 429 with Retry-After until the oldest leaves it. */
    take(userId: string): void {
      const now = clock();
      sweep(now);
      const recent = (starts.get(userId) ?? []).filter((at) => at > now - windowMs);
      if (recent.length >= max) {
        starts.set(userId, recent);
        const retryAfter = Math.max(1, Math.ceil((recent[0] + windowMs - now) / 1000));
        throw new AppError(429, messages.tooManyPayments, { 'Retry-After': String(retryAfter) });
      }
      recent.push(now);
      starts.set(userId, recent);
    },
  };
}
