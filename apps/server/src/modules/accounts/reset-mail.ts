import type { Env } from '../../config/env.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { Mail } from '../../lib/mailer.ts';

/** The reset link lives at the web route /reset-password/{token} (spec §2). */
const resetLink = (env: Pick<Env, 'PUBLIC_URL'>, token: string) => `${env.PUBLIC_URL}/reset-password/${token}`;

/** The password-reset mail, in plain text and simple HTML, from the store. */
export function buildResetMail(
  env: Pick<Env, 'PUBLIC_URL' | 'STORE_NAME' | 'STORE_EMAIL'>,
  to: { email: string; name: string },
  token: string,
): Mail {
  const link = resetLink(env, token);
  const store = env.STORE_NAME;
  const text = [
    `Hello ${to.name},`,
    '',
    `We received a request to reset the password of your ${store} account.`,
    'Open this link within one hour to choose a new password:',
    '',
    link,
    '',
    'If you did not ask for this, ignore this mail: your password stays as it is.',
    '',
    `${store} · ${env.STORE_EMAIL}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>Hello ${escapeHtml(to.name)},</p>
<p>We received a request to reset the password of your ${escapeHtml(store)} account.
Open this link within one hour to choose a new password:</p>
<p><a href="${escapeHtml(link)}">Reset your password</a></p>
<p>If you did not ask for this, ignore this mail: your password stays as it is.</p>
<p>${escapeHtml(store)} · ${escapeHtml(env.STORE_EMAIL)}</p>
</body></html>`;
  return { to: to.email, subject: `Reset your ${store} password`, text, html };
}
