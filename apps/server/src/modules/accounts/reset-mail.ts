import type { Env } from '../../config/env.ts';
import { composeMail, type MailTo, mailLanguage, mailTextsForLanguage } from '../../lib/mail-layout.ts';
import type { Mail } from '../../lib/mailer.ts';

/** The reset link lives at the web route /reset-password/{token} (spec §2). */
const resetLink = (env: Pick<Env, 'PUBLIC_URL'>, token: string) => `${env.PUBLIC_URL}/reset-password/${token}`;

/** The password-reset mail, in plain text and simple HTML, from the store, in the shopper's language. */
export function buildResetMail(
  env: Pick<Env, 'PUBLIC_URL' | 'STORE_NAME' | 'STORE_EMAIL'>,
  to: MailTo,
  token: string,
): Mail {
  const lang = mailLanguage(to);
  const w = mailTextsForLanguage(lang).reset;
  return composeMail({
    env,
    to,
    lang,
    subject: w.subject(env.STORE_NAME),
    blocks: [[w.intro(env.STORE_NAME), w.withinHour], { label: w.link, url: resetLink(env, token) }, w.ignore],
  });
}
