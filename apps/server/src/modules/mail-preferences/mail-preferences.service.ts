import { messages } from '@nidra/shared/messages';
import type { UnsubscribeInfo } from '@nidra/shared/wishlist/wishlist.schema';
import type { Env } from '../../config/env.ts';
import { notFound } from '../../lib/errors.ts';
import { verifyUnsubscribeToken } from '../../lib/unsubscribe-token.ts';
import type { MailPreferencesRepository } from './mail-preferences.repository.ts';

/** Unsubscribe links: anyone holding a well-signed token may turn off that address's mails of that kind. */
export function createMailPreferencesService(deps: { env: Pick<Env, 'JWT_SECRET'>; repo: MailPreferencesRepository }) {
  const { env, repo } = deps;
  const claimOf = (token: string) => {
    const claim = verifyUnsubscribeToken(env.JWT_SECRET, token);
    if (!claim) throw notFound(messages.invalidUnsubscribeLink);
    return claim;
  };
  return {
    /** What the link would turn off, and whether it already is; changes nothing. */
    async describe(token: string): Promise<UnsubscribeInfo> {
      const claim = claimOf(token);
      return { ...claim, unsubscribed: await repo.isUnsubscribed(claim.email, claim.topic) };
    },

    /** Turns the mails off; repeating it is harmless. */
    async unsubscribe(token: string): Promise<UnsubscribeInfo> {
      const claim = claimOf(token);
      await repo.unsubscribe(claim.email, claim.topic);
      return { ...claim, unsubscribed: true };
    },
  };
}

export type MailPreferencesService = ReturnType<typeof createMailPreferencesService>;
