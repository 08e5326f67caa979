import { messages } from '@nidra/shared';
import type {
  AuthResponse,
  LoginBody,
  RegisterBody,
  RegisterResponse,
  SessionUser,
} from '@nidra/shared/account/account.schema';
import type { App, AppContext } from '../../app-context.ts';
import { conflict, unauthorized } from '../../lib/errors.ts';
import type { AccountsRepository, UserRow } from './accounts.repository.ts';
import {
  type AttemptLimiter,
  FAILED_SIGN_IN_WINDOW_SECONDS,
  failedSignInLimits,
  tooManyAttempts,
} from './auth-attempts.ts';
import type { GoogleVerifier } from './google.ts';
import { hashPassword, verifyNothing, verifyPassword } from './password.ts';

export type AccountsDeps = {
  ctx: AppContext;
  repo: AccountsRepository;
  limiter: AttemptLimiter;
  signToken: App['signToken'];
  verifyGoogle: GoogleVerifier;
};

/** The API's user object: never a hash, never the Google subject. */
export const toSessionUser = (u: UserRow): SessionUser => ({
  _id: u.id,
  name: u.name,
  email: u.email,
  phoneNumber: u.phone,
  role: u.role,
});

export function createAccountsService({ repo, limiter, signToken, verifyGoogle }: AccountsDeps) {
  /** Every successful sign-in, whatever its kind, counts once in login_count. */
  async function startSession(user: UserRow): Promise<AuthResponse> {
    const counted = await repo.incrementLoginCount(user.id);
    if (!counted) throw unauthorized(messages.invalidCredentials);
    return { token: await signToken({ id: counted.id, role: counted.role }), user: toSessionUser(counted) };
  }

  /** Creates a customer whose email is unique in any letter case; only an argon2id hash of the password is kept. */
  async function registerUser(input: RegisterBody): Promise<RegisterResponse> {
    const passwordHash = await hashPassword(input.password);
    const user = await repo.insertUser({
      name: input.name,
      email: input.email.toLowerCase(),
      phone: input.phoneNumber,
      passwordHash,
    });
    if (!user) throw conflict(messages.emailTaken);
    return { message: messages.registrationSuccess, user: toSessionUser(user) };
  }

  /**
   * Issues a token only for the right password; an email or IP over its failed sign-in limit is refused
   * even with the right password, so the limit cannot be used as an oracle.
   */
  async function loginWithPassword(input: LoginBody, ip: string): Promise<AuthResponse> {
    const reservation = await limiter.reserve(
      'login_failed',
      failedSignInLimits(input.email, ip),
      FAILED_SIGN_IN_WINDOW_SECONDS,
    );
    if (!reservation.ok) throw tooManyAttempts(reservation.retryAfterSeconds);
    const user = await repo.findUserByEmail(input.email);
    const matches = user?.passwordHash
      ? await verifyPassword(user.passwordHash, input.password)
      : await verifyNothing(input.password);
    // A failure keeps its reserved row: that row is the record of the failed sign-in.
    if (!user || !matches) throw unauthorized(messages.invalidCredentials);
    await limiter.release(reservation);
    return startSession(user);
  }

  /** Signs in the owner of a verified Google email: same Google account, else the account with that email, else a new customer. */
  async function loginWithGoogle(idToken: string): Promise<AuthResponse> {
    const identity = await verifyGoogle(idToken);
    const user = (await repo.findUserByGoogleSub(identity.sub)) ?? (await findOrCreateForGoogle(identity));
    return startSession(user);
  }

  async function findOrCreateForGoogle(identity: { sub: string; email: string; name: string }): Promise<UserRow> {
    const byEmail = await repo.findUserByEmail(identity.email);
    if (byEmail) {
      // An account already tied to another Google account is not silently re-linked.
      if (byEmail.googleSub) throw unauthorized(messages.googleLoginFailed);
      const linked = await repo.linkGoogleSub(byEmail.id, identity.sub);
      if (linked) return linked;
    } else {
      const created = await repo.insertUser({
        name: identity.name,
        email: identity.email,
        phone: null,
        passwordHash: null,
        googleSub: identity.sub,
      });
      if (created) return created;
    }
    // A concurrent request linked or created it first.
    const winner = await repo.findUserByGoogleSub(identity.sub);
    if (!winner) throw unauthorized(messages.googleLoginFailed);
    return winner;
  }

  /** The signed-in user as stored now (requireUser has already checked the token and that the user exists). */
  async function getSessionUser(userId: string): Promise<{ user: SessionUser }> {
    const user = await repo.findUserById(userId);
    if (!user) throw unauthorized(messages.sessionExpired);
    return { user: toSessionUser(user) };
  }

  return { registerUser, loginWithPassword, loginWithGoogle, getSessionUser };
}
