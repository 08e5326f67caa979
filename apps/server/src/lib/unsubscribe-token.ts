import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAIL_TOPICS, type MailTopic } from '@nidra/shared/wishlist/wishlist.schema';

/**
 * Unsubscribe links carry the address and the mail kind, signed with a key derived from the session
 * secret, so they work without signing in and cannot be forged for another address. They do not
 * expire: a link in a mail from last year must still stop the mails.
 */
type UnsubscribeClaim = { email: string; topic: MailTopic };

const keyOf = (secret: string) => createHmac('sha256', secret).update('nidra-unsubscribe-v1').digest();
const sign = (secret: string, payload: string) =>
  createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

function signUnsubscribeToken(secret: string, claim: UnsubscribeClaim): string {
  const payload = Buffer.from(JSON.stringify({ e: claim.email.toLowerCase(), t: claim.topic })).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The claim of a well-signed token, or null for anything else. */
export function verifyUnsubscribeToken(secret: string, token: string): UnsubscribeClaim | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claim = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { e?: unknown; t?: unknown };
    if (typeof claim.e !== 'string' || !MAIL_TOPICS.includes(claim.t as MailTopic)) return null;
    return { email: claim.e, topic: claim.t as MailTopic };
  } catch {
    return null;
  }
}

/**
 * The links and headers of a mail that can be stopped: the page link for the mail's text (GET shows a
 * confirmation with a button, so link scanners that open it change nothing) and RFC 8058 one-click
 * headers, whose POST mail clients send when the reader presses their own Unsubscribe button.
 */
export function unsubscribeLinks(env: { PUBLIC_URL: string; JWT_SECRET: string }, claim: UnsubscribeClaim) {
  const token = encodeURIComponent(signUnsubscribeToken(env.JWT_SECRET, claim));
  const oneClick = `${env.PUBLIC_URL}/api/unsubscribe?token=${token}`;
  return {
    page: `${env.PUBLIC_URL}/unsubscribe?token=${token}`,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
