import { messages } from '@nidra/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { createPaymentRateLimiter } from './payment-rate-limit.ts';

const refusal = (take: () => void) => {
  try {
    take();
  } catch (err) {
    return err as AppError;
  }
  return null;
};

describe('payment rate limit', () => {
  it('lets a shopper start again once the oldest start leaves the 10-minute window', () => {
    let now = 1_000_000;
    const limiter = createPaymentRateLimiter({ max: 3, windowMs: 600_000, now: () => now });
    for (let i = 0; i < 3; i++) {
      expect(refusal(() => limiter.take('asha'))).toBeNull();
      now += 60_000;
    }
    const refused = refusal(() => limiter.take('asha'));
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 429, message: messages.tooManyPayments });
    // The first start was 3 minutes ago: it leaves the window in 7 minutes.
    expect(refused?.headers['Retry-After']).toBe('420');
    expect(refusal(() => limiter.take('meera'))).toBeNull();
    now += 420_000;
    expect(refusal(() => limiter.take('asha'))).toBeNull();
    expect(refusal(() => limiter.take('asha'))).toBeInstanceOf(AppError);
  });
});
