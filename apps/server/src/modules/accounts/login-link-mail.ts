import type { Env } from '../../config/env.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { Mail } from '../../lib/mailer.ts';

/** The sign-in link lives at the web route /login/link/{token}, which posts it to /api/auth/login-link. */
const loginLink = (env: Pick<Env, 'PUBLIC_URL'>, token: string) => `${env.PUBLIC_URL}/login/link/${token}`;

/** The mail sent when an email is locked by failed sign-ins: proof of the mailbox signs the owner in. */
export function buildLoginLinkMail(
  env: Pick<Env, 'PUBLIC_URL' | 'STORE_NAME' | 'STORE_EMAIL'>,
  to: { email: string; name: string },
  token: string,
): Mail {
  const link = loginLink(env, token);
  const store = env.STORE_NAME;
  const text = [
    `Hello ${to.name},`,
    '',
    `Someone tried to sign in to your ${store} account with a wrong password several times, so signing in`,
    'with the password is paused for this email. Open this link within 15 minutes to sign in (it works once):',
    '',
    link,
    '',
    'If those attempts were not yours, consider changing your password after signing in.',
    '',
    `${store} · ${env.STORE_EMAIL}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>Hello ${escapeHtml(to.name)},</p>
<p>Someone tried to sign in to your ${escapeHtml(store)} account with a wrong password several times, so signing in
with the password is paused for this email. Open this link within 15 minutes to sign in (it works once):</p>
<p><a href="${escapeHtml(link)}">Sign in to ${escapeHtml(store)}</a></p>
<p>If those attempts were not yours, consider changing your password after signing in.</p>
<p>${escapeHtml(store)} · ${escapeHtml(env.STORE_EMAIL)}</p>
</body></html>`;
  return { to: to.email, subject: `Your ${store} sign-in link`, text, html };
}
