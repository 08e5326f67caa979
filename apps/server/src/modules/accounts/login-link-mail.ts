import type { Env } from '../../config/env.ts';
import { composeMail } from '../../lib/mail-layout.ts';
import type { Mail } from '../../lib/mailer.ts';

/** The sign-in link lives at the web route /login/link/{token}, which posts it to /api/auth/login-link. */
const loginLink = (env: Pick<Env, 'PUBLIC_URL'>, token: string) => `${env.PUBLIC_URL}/login/link/${token}`;

/** The mail sent when an email is locked by failed sign-ins: proof of the mailbox signs the owner in. */
export function buildLoginLinkMail(
  env: Pick<Env, 'PUBLIC_URL' | 'STORE_NAME' | 'STORE_EMAIL'>,
  to: { email: string; name: string },
  token: string,
): Mail {
  return composeMail({
    env,
    to,
    subject: `Your ${env.STORE_NAME} sign-in link`,
    blocks: [
      [
        `Someone tried to sign in to your ${env.STORE_NAME} account with a wrong password several times, so signing in`,
        'with the password is paused for this email. Open this link within 15 minutes to sign in (it works once):',
      ],
      { label: `Sign in to ${env.STORE_NAME}`, url: loginLink(env, token) },
      'If those attempts were not yours, consider changing your password after signing in.',
    ],
  });
}
