import type { Env } from '../../config/env.ts';
import { composeMail, type MailTo, mailLanguage, mailTextsForLanguage } from '../../lib/mail-layout.ts';
import type { Mail } from '../../lib/mailer.ts';

/** The sign-in link lives at the web route /login/link/{token}, which posts it to /api/auth/login-link. */
const loginLink = (env: Pick<Env, 'PUBLIC_URL'>, token: string) => `${env.PUBLIC_URL}/login/link/${token}`;

/** The mail sent when an email is locked by failed sign-ins: proof of the mailbox signs the owner in. */
export function buildLoginLinkMail(
  env: Pick<Env, 'PUBLIC_URL' | 'STORE_NAME' | 'STORE_EMAIL'>,
  to: MailTo,
  token: string,
): Mail {
  const lang = mailLanguage(to);
  const w = mailTextsForLanguage(lang).signInLink;
  return composeMail({
    env,
    to,
    lang,
    subject: w.subject(env.STORE_NAME),
    blocks: [
      [w.tried(env.STORE_NAME), w.openWithin],
      { label: w.link(env.STORE_NAME), url: loginLink(env, token) },
      w.notYours,
    ],
  });
}
