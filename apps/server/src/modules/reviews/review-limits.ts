import { messages } from '@nidra/shared';
import { AppError } from '../../lib/errors.ts';
import type { AttemptLimiter } from '../accounts/auth-attempts.ts';

const HOUR = 60 * 60;
/** Per signed-in shopper and hour: review writes (and edits), helpful votes, reports. */
export const REVIEW_RATE_LIMITS = { review_write: 10, review_vote: 60, review_report: 10 } as const;
type Kind = keyof typeof REVIEW_RATE_LIMITS;

/**
 * Review writes, votes and reports per shopper in a sliding hour, counted in the attempts table (as
 * payment starts are), so each limit holds once across every instance.
 */
export function createReviewLimits(attempts: AttemptLimiter) {
  return {
    async take(kind: Kind, userId: string): Promise<void> {
      const taken = await attempts.take(kind, { key: userId, max: REVIEW_RATE_LIMITS[kind] }, HOUR);
      if (!taken.ok)
        throw new AppError(429, messages.tooManyAttempts, { 'Retry-After': String(taken.retryAfterSeconds) });
    },
  };
}
export type ReviewLimits = ReturnType<typeof createReviewLimits>;
