import { messages } from '@nidra/shared';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../../lib/errors.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createAttemptLimiter } from '../accounts/auth-attempts.ts';
import { createPaymentRateLimiter } from './payment-rate-limit.ts';

const t = useTestApp();

const refusal = (take: Promise<void>) =>
  take.then(
    () => null,
    (err: AppError) => err,
  );

/** One limiter as one server instance builds it, over the shared database. */
const instance = (name: 'online' | 'cod' = 'online') =>
  createPaymentRateLimiter({ attempts: createAttemptLimiter(t.database.db), name, max: 3, windowSeconds: 600 });

describe('payment rate limit', () => {
  it('counts a shopper once across instances: 3 starts spread over two instances, the 4th refused on either', async () => {
    const [a, b] = [instance(), instance()];
    expect(await refusal(a.take('asha'))).toBeNull();
    expect(await refusal(b.take('asha'))).toBeNull();
    expect(await refusal(a.take('asha'))).toBeNull();
    for (const refused of [await refusal(b.take('asha')), await refusal(a.take('asha'))]) {
      expect(refused).toMatchObject({ status: 429, message: messages.tooManyPayments });
      // The oldest start leaves the 10-minute window in about 10 minutes.
      expect(Number(refused?.headers['Retry-After'])).toBeGreaterThan(590);
      expect(Number(refused?.headers['Retry-After'])).toBeLessThanOrEqual(600);
    }
    // Another shopper, and the same shopper's cash-on-delivery starts, have limits of their own.
    expect(await refusal(b.take('meera'))).toBeNull();
    expect(await refusal(instance('cod').take('asha'))).toBeNull();
  });
});
