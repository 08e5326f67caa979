import { messages } from '@nidra/shared';
import type { AuthResponse, SessionUser } from '@nidra/shared/account/account.schema';
import type { App } from '../../app-context.ts';
import { unauthorized } from '../../lib/errors.ts';
import type { AccountsRepository, UserRow } from './accounts.repository.ts';

/** The API's user object: never a hash, never the Google subject. */
export const toSessionUser = (u: UserRow): SessionUser => ({
  _id: u.id,
  name: u.name,
  email: u.email,
  phoneNumber: u.phone,
  role: u.role,
});

/** A token for the user at their current token version, with the user object. */
export const issueSession = async (signToken: App['signToken'], user: UserRow): Promise<AuthResponse> => ({
  token: await signToken({ id: user.id, role: user.role, tokenVersion: user.tokenVersion }),
  user: toSessionUser(user),
});

/** Every successful sign-in, whatever its kind (password, Google, mailed link), counts once in login_count. */
export const createSessionStarter =
  (repo: AccountsRepository, signToken: App['signToken']) =>
  async (user: UserRow): Promise<AuthResponse> => {
    const counted = await repo.incrementLoginCount(user.id);
    if (!counted) throw unauthorized(messages.invalidCredentials);
    return issueSession(signToken, counted);
  };
