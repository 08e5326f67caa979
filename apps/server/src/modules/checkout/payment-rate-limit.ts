import { messages } from '@nidra/shared';
import { AppError } from '../../lib/errors.ts';
import type { AttemptLimiter } from '../accounts/auth-attempts.ts';

export type PaymentRateLimiter = ReturnType<typeof createPaymentRateLimiter>;

/**
 * Payment starts per signed-in shopper in a sliding window, counted in the database's attempt table
 * (as sign-in attempts are), so the limit holds once whichever instance each start reaches. `name`
 * keeps online payments and cash on delivery in limits of their own.
 */
export function createPaymentRateLimiter(opts: {
  attempts: AttemptLimiter;
  name: 'online' | 'cod';
  max: number;
  windowSeconds: number;
}) {
  return {
    /** Counts one payment start; past `max` in the window, 429 with Retry-After until the oldest leaves it. */
    async take(userId: string): Promise<void> {
      const limit = { key: `${opts.name}:${userId}`, max: opts.max };
      const taken = await opts.attempts.take('payment_start', limit, opts.windowSeconds);
      if (!taken.ok)
        throw new AppError(429, messages.tooManyPayments, { 'Retry-After': String(taken.retryAfterSeconds) });
    },
  };
}
