import { messages } from '@nidra/shared';
import type { AuthResponse } from '@nidra/shared/account/account.schema';
import { badRequest } from '../../lib/errors.ts';
import { queueMail } from '../../lib/outbox.ts';
import type { AccountsDeps } from './accounts.service.ts';
import { buildLoginLinkMail } from './login-link-mail.ts';
import { hashToken, newSecretToken } from './secret-token.ts';
import { createSessionStarter } from './session.ts';

const LINK_TTL_SECONDS = 15 * 60;

/** Mailed single-use sign-in links: how the owner of an email locked by failed sign-ins gets in. */
export function createLoginLinksService({
  ctx,
  repo,
  links,
  signInLimits,
  signToken,
}: Pick<AccountsDeps, 'ctx' | 'repo' | 'links' | 'signInLimits' | 'signToken'>) {
  const startSession = createSessionStarter(repo, signToken);

  /** Mails a 15-minute link to the account's owner, unless one is still live (at most one live link per account). */
  async function offerLoginLink(email: string): Promise<void> {
    const user = await repo.findUserByEmail(email);
    if (!user || (await links.hasLiveLink(user.id))) return;
    const token = newSecretToken();
    await ctx.db.transaction(async (tx) => {
      await links.insertLink(user.id, hashToken(token), LINK_TTL_SECONDS, tx);
      await queueMail(tx, buildLoginLinkMail(ctx.env, user, token));
    });
    ctx.outbox.kick();
  }

  /** A link signs its owner in once within its 15 minutes and clears the email's failed sign-ins. */
  async function signInWithLink(token: string): Promise<AuthResponse> {
    const userId = await links.consumeLink(hashToken(token));
    const user = userId ? await repo.findUserById(userId) : undefined;
    if (!user) throw badRequest(messages.invalidSignInLink);
    await signInLimits.clear(user.email);
    return startSession(user);
  }

  return { offerLoginLink, signInWithLink };
}
