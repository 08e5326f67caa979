import { messages } from '@nidra/shared';
import type {
  ChangePasswordBody,
  ChangePasswordResponse,
  ResetPasswordBody,
} from '@nidra/shared/account/account.schema';
import { badRequest, unauthorized } from '../../lib/errors.ts';
import { queueMail } from '../../lib/outbox.ts';
import type { AccountsDeps } from './accounts.service.ts';
import { RESET_MAIL_WINDOW_SECONDS, resetMailLimits, tooManyAttempts } from './auth-attempts.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { buildResetMail } from './reset-mail.ts';
import { hashToken, newSecretToken } from './secret-token.ts';
import { issueSession } from './session.ts';

const RESET_TTL_SECONDS = 60 * 60;

export function createPasswordsService({
  ctx,
  repo,
  limiter,
  signInLimits,
  signToken,
}: Pick<AccountsDeps, 'ctx' | 'repo' | 'limiter' | 'signInLimits' | 'signToken'>) {
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
    const token = newSecretToken();
    await ctx.db.transaction(async (tx) => {
      await repo.insertPasswordReset(user.id, hashToken(token), RESET_TTL_SECONDS, tx);
      await queueMail(tx, buildResetMail(ctx.env, user, token));
    });
    ctx.outbox.kick();
    return answer;
  }

  /**
   * A reset token works once and only within its hour; using it voids the user's other reset links, ends
   * every session issued before, and clears the email's failed sign-ins (the mailbox is proven).
   */
  async function resetPassword(input: ResetPasswordBody): Promise<{ message: string }> {
    const tokenHash = hashToken(input.token);
    // Cheap check first so a guessed token costs us no argon2 work.
    if (!(await repo.peekPasswordReset(tokenHash))) throw badRequest(messages.invalidResetToken);
    const passwordHash = await hashPassword(input.newPassword);
    const user = await ctx.db.transaction(async (tx) => {
      const userId = await repo.consumePasswordReset(tokenHash, tx);
      if (!userId) return undefined;
      const changed = await repo.replacePassword(userId, passwordHash, tx);
      await repo.spendAllPasswordResets(userId, tx);
      return changed;
    });
    if (!user) throw badRequest(messages.invalidResetToken);
    await signInLimits.clear(user.email);
    return { message: messages.passwordResetDone };
  }

  /**
   * Only someone who knows the current password can replace it; wrong guesses count as failed sign-ins.
   * The change ends every earlier session, so the caller gets a fresh token for the tab it came from.
   */
  async function changePassword(
    userId: string,
    input: ChangePasswordBody,
    ip: string,
  ): Promise<ChangePasswordResponse> {
    const user = await repo.findUserById(userId);
    if (!user) throw unauthorized(messages.sessionExpired);
    if (!user.passwordHash) throw badRequest(messages.googleOnlyAccount);
    const reservation = await signInLimits.reserve(user.email, ip);
    if (!reservation.ok) throw tooManyAttempts(reservation.retryAfterSeconds);
    if (!(await verifyPassword(user.passwordHash, input.currentPassword)))
      throw badRequest(messages.currentPasswordWrong);
    await signInLimits.release(reservation);
    const changed = await repo.replacePassword(user.id, await hashPassword(input.newPassword));
    if (!changed) throw unauthorized(messages.sessionExpired);
    return { message: messages.passwordChanged, ...(await issueSession(signToken, changed)) };
  }

  return { requestPasswordReset, resetPassword, changePassword };
}

export type PasswordsService = ReturnType<typeof createPasswordsService>;
