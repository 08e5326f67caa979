import { messages } from '@nidra/shared';
import { AppError } from '../../lib/errors.ts';
import type { AttemptLimit, AttemptLimiter } from './auth-attempts.ts';

/**
 * DESIGN §8: failed sign-ins are counted per (email, client address), per email and per address in a
 * 15-minute window. The pair is throttled after 10 failures; an address after 500 (a carrier-grade NAT
 * puts many shoppers behind one); an email that failed 10 times from several addresses needs a mailed
 * sign-in link. Successful sign-ins never count.
 */
const FAILED_SIGN_IN_WINDOW_SECONDS = 15 * 60;
const FAILED_PER_PAIR = 10;
const FAILED_PER_ADDRESS = 500;
const FAILED_PER_EMAIL = 10;

const emailKey = (email: string) => `email:${email.toLowerCase()}`;
const pairPrefix = (email: string) => `pair:${email.toLowerCase()}|`;

/** The keys one failed sign-in is recorded under; the email key has no cap of its own (see isEmailLocked). */
const failedSignInLimits = (email: string, ip: string): AttemptLimit[] => [
  { key: `${pairPrefix(email)}${ip}`, max: FAILED_PER_PAIR },
  { key: `ip:${ip}`, max: FAILED_PER_ADDRESS },
  { key: emailKey(email), max: Number.MAX_SAFE_INTEGER },
];

/** 429 telling the owner that a sign-in link went to their mailbox (sent or not: the answer is no oracle). */
export const signInLinkRequired = (retryAfterSeconds: number) =>
  new AppError(429, messages.signInLinkSent, { 'Retry-After': String(retryAfterSeconds) });

/** Sign-in limits over the attempt table. */
export function createSignInLimits(limiter: AttemptLimiter) {
  return {
    /** Reserves a failed sign-in for the pair, the address and the email; refused when the pair or address is over its cap. */
    reserve: (email: string, ip: string) =>
      limiter.reserve('login_failed', failedSignInLimits(email, ip), FAILED_SIGN_IN_WINDOW_SECONDS, ip),

    release: limiter.release,

    /**
     * Seconds to wait when the email failed FAILED_PER_EMAIL times from more than one address, else 0. One
     * address alone is throttled by its pair, so an attacker there cannot push the owner to the mailbox.
     */
    async emailLockSeconds(email: string): Promise<number> {
      const { attempts, addresses } = await limiter.countWithAddresses(
        'login_failed',
        emailKey(email),
        FAILED_SIGN_IN_WINDOW_SECONDS,
      );
      if (attempts < FAILED_PER_EMAIL || addresses < 2) return 0;
      return limiter.retryAfter(
        'login_failed',
        { key: emailKey(email), max: FAILED_PER_EMAIL },
        FAILED_SIGN_IN_WINDOW_SECONDS,
      );
    },

    /** Clears the email's failures, from every address (a mailed link used, a password reset). */
    clear: (email: string) => limiter.forget('login_failed', [emailKey(email)], [pairPrefix(email)]),
  };
}
export type SignInLimits = ReturnType<typeof createSignInLimits>;
