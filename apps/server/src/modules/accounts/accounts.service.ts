import { messages } from '@nidra/shared';
import type {
  AuthResponse,
  LoginBody,
  RegisterBody,
  RegisterResponse,
  SessionUser,
} from '@nidra/shared/account/account.schema';
import type { Language } from '@nidra/shared/i18n/languages';
import type { App, AppContext } from '../../app-context.ts';
import { conflict, unauthorized } from '../../lib/errors.ts';
import type { AccountsRepository, UserRow } from './accounts.repository.ts';
import { type AttemptLimiter, tooManyAttempts } from './auth-attempts.ts';
import type { GoogleVerifier } from './google.ts';
import type { LoginLinksRepository } from './login-links.repository.ts';
import { createLoginLinksService } from './login-links.service.ts';
import { hashPassword, verifyNothing, verifyPassword } from './password.ts';
import { createSessionStarter, toSessionUser } from './session.ts';
import { type SignInLimits, signInLinkRequired } from './sign-in-limits.ts';

export type AccountsDeps = {
  ctx: AppContext;
  repo: AccountsRepository;
  links: LoginLinksRepository;
  limiter: AttemptLimiter;
  signInLimits: SignInLimits;
  signToken: App['signToken'];
  verifyGoogle: GoogleVerifier;
};

export function createAccountsService(deps: AccountsDeps) {
  const { repo, signInLimits, signToken, verifyGoogle } = deps;
  const startSession = createSessionStarter(repo, signToken);
  const loginLinks = createLoginLinksService(deps);

  /** Creates a customer whose email is unique in any letter case; only an argon2id hash of the password is kept. */
  /** A new account; `language` is the visitor's choice so far (her `lang` cookie), English by default. */
  async function registerUser(input: RegisterBody, language: Language = 'en'): Promise<RegisterResponse> {
    const passwordHash = await hashPassword(input.password);
    const user = await repo.insertUser({
      name: input.name,
      email: input.email.toLowerCase(),
      phone: input.phoneNumber,
      passwordHash,
      language,
    });
    if (!user) throw conflict(messages.emailTaken);
    return { message: messages.registrationSuccess, user: toSessionUser(user) };
  }

  /**
   * Issues a token only for the right password. An (email, address) pair or an address over its failed
   * sign-in limit is refused even with the right password, so the limit is no oracle; an email locked by
   * failures from several addresses is answered with a mailed sign-in link, whatever the password.
   */
  async function loginWithPassword(input: LoginBody, ip: string): Promise<AuthResponse> {
    const lockSeconds = await signInLimits.emailLockSeconds(input.email);
    if (lockSeconds > 0) {
      await loginLinks.offerLoginLink(input.email);
      throw signInLinkRequired(lockSeconds);
    }
    const reservation = await signInLimits.reserve(input.email, ip);
    if (!reservation.ok) throw tooManyAttempts(reservation.retryAfterSeconds);
    const user = await repo.findUserByEmail(input.email);
    const matches = user?.passwordHash
      ? await verifyPassword(user.passwordHash, input.password)
      : await verifyNothing(input.password);
    // A failure keeps its reserved row: that row is the record of the failed sign-in.
    if (!user || !matches) throw unauthorized(messages.invalidCredentials);
    await signInLimits.release(reservation);
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

  /** Ends every session of the user, on every device, this one included. */
  async function signOutEverywhere(userId: string): Promise<{ message: string }> {
    if (!(await repo.bumpTokenVersion(userId))) throw unauthorized(messages.sessionExpired);
    return { message: messages.signedOutEverywhere };
  }

  return {
    registerUser,
    loginWithPassword,
    loginWithGoogle,
    getSessionUser,
    signOutEverywhere,
    signInWithLink: loginLinks.signInWithLink,
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
