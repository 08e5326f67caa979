import type { Env } from '../../config/env.ts';
import { composeMail } from '../../lib/mail-layout.ts';
import type { Mail } from '../../lib/mailer.ts';

/** The reset link lives at the web route /reset-password/{token} (spec §2). */
const resetLink = (env: Pick<Env, 'PUBLIC_URL'>, token: string) => `${env.PUBLIC_URL}/reset-password/${token}`;

/** The password-reset mail, in plain text and simple HTML, from the store. */
export function buildResetMail(
  env: Pick<Env, 'PUBLIC_URL' | 'STORE_NAME' | 'STORE_EMAIL'>,
  to: { email: string; name: string },
  token: string,
): Mail {
  return composeMail({
    env,
    to,
    subject: `Reset your ${env.STORE_NAME} password`,
    blocks: [
      [
        `We received a request to reset the password of your ${env.STORE_NAME} account.`,
        'Open this link within one hour to choose a new password:',
      ],
      { label: 'Reset your password', url: resetLink(env, token) },
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ],
  });
}
