import { createHash, randomBytes } from 'node:crypto';
import { messages } from '@nidra/shared';
import type { ChangePasswordBody, ResetPasswordBody } from '@nidra/shared/account/account.schema';
import { badRequest, unauthorized } from '../../lib/errors.ts';
import { queueMail } from '../../lib/outbox.ts';
import type { AccountsDeps } from './accounts.service.ts';
import {
  FAILED_SIGN_IN_WINDOW_SECONDS,
  failedSignInLimits,
  RESET_MAIL_WINDOW_SECONDS,
  resetMailLimits,
  tooManyAttempts,
} from './auth-attempts.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { buildResetMail } from './reset-mail.ts';

const RESET_TTL_SECONDS = 60 * 60;

/** Only the hash of a reset token is stored: a leaked table holds no usable link. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createPasswordsService({ ctx, repo, limiter }: Pick<AccountsDeps, 'ctx' | 'repo' | 'limiter'>) {
  /** Always answers the same; for an existing account queues at most 5 single-use, one-hour reset links per hour. */
  async function requestPasswordReset(email: string): Promise<{ message: string }> {
    const answer = { message: messages.forgotPasswordSent };
    const user = await repo.findUserByEmail(email);
    if (!user) return answer;
    // Over the limit we still answer 200 with the same message and send nothing: the answer never tells whether the account exists.
    const reservation = await limiter.reserve(
      'forgot_password',
      resetMailLimits(user.email),
      RESET_MAIL_WINDOW_SECONDS,
    );
    if (!reservation.ok) return answer;
    const token = randomBytes(32).toString('base64url');
    await ctx.db.transaction(async (tx) => {
      await repo.insertPasswordReset(user.id, hashToken(token), RESET_TTL_SECONDS, tx);
      await queueMail(tx, buildResetMail(ctx.env, user, token));
    });
    ctx.outbox.kick();
    return answer;
  }

  /** A reset token works once and only within its hour; using it voids the user's other reset links. */
  async function resetPassword(input: ResetPasswordBody): Promise<{ message: string }> {
    const tokenHash = hashToken(input.token);
    // Cheap check first so a guessed token costs us no argon2 work.
    if (!(await repo.peekPasswordReset(tokenHash))) throw badRequest(messages.invalidResetToken);
    const passwordHash = await hashPassword(input.newPassword);
    const changed = await ctx.db.transaction(async (tx) => {
      const userId = await repo.consumePasswordReset(tokenHash, tx);
      if (!userId) return false;
      await repo.setPasswordHash(userId, passwordHash, tx);
      await repo.spendAllPasswordResets(userId, tx);
      return true;
    });
    if (!changed) throw badRequest(messages.invalidResetToken);
    return { message: messages.passwordResetDone };
  }

  /** Only someone who knows the current password can replace it; wrong guesses count as failed sign-ins. */
  async function changePassword(userId: string, input: ChangePasswordBody, ip: string): Promise<{ message: string }> {
    const user = await repo.findUserById(userId);
    if (!user) throw unauthorized(messages.sessionExpired);
    if (!user.passwordHash) throw badRequest(messages.googleOnlyAccount);
    const reservation = await limiter.reserve(
      'login_failed',
      failedSignInLimits(user.email, ip),
      FAILED_SIGN_IN_WINDOW_SECONDS,
    );
    if (!reservation.ok) throw tooManyAttempts(reservation.retryAfterSeconds);
    if (!(await verifyPassword(user.passwordHash, input.currentPassword)))
      throw badRequest(messages.currentPasswordWrong);
    await limiter.release(reservation);
    await repo.setPasswordHash(user.id, await hashPassword(input.newPassword));
    return { message: messages.passwordChanged };
  }

  return { requestPasswordReset, resetPassword, changePassword };
}
