import type { App } from '../../app-context.ts';
import type { Env } from '../../config/env.ts';
import { readOutbox } from '../../test/test-app.ts';

/** Meets every password rule of spec §5. */
export const STRONG_PASSWORD = 'Night#Sleep1';

type Person = { name: string; email: string; password: string; phoneNumber: string };

export function person(email: string, password = STRONG_PASSWORD): Person {
  return { name: email.split('@')[0], email, password, phoneNumber: '9876543210' };
}

export function register(app: App, p: Person, overrides: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { ...p, confirmPassword: p.password, ...overrides },
  });
}

export function login(app: App, email: string, password: string, remoteAddress = '127.0.0.1') {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
}

export type OutboxMail = { to: string; subject: string; text: string; html: string };

/** The mails the app wrote to its outbox folder, decoded enough to read links. */
export function readMails(env: Env): OutboxMail[] {
  return readOutbox(env).map(parseEml);
}

export function resetTokenIn(mail: OutboxMail): string {
  const match = mail.text.match(/\/reset-password\/([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no reset link in mail:\n${mail.text}`);
  return match[1];
}

export function signInTokenIn(mail: OutboxMail): string {
  const match = mail.text.match(/\/login\/link\/([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no sign-in link in mail:\n${mail.text}`);
  return match[1];
}

function parseEml(eml: string): OutboxMail {
  const header = (name: string) => eml.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1] ?? '';
  const boundary = eml.match(/boundary="([^"]+)"/)?.[1];
  const parts = boundary ? eml.split(`--${boundary}`).slice(1, -1) : [];
  const body = (type: string) => {
    const part = parts.find((p) => p.includes(`Content-Type: ${type}`));
    if (!part) return '';
    const split = part.indexOf('\n\n');
    const content = part.slice(split + 2).trimEnd();
    return /quoted-printable/i.test(part.slice(0, split)) ? decodeQuotedPrintable(content) : content;
  };
  return { to: header('To'), subject: header('Subject'), text: body('text/plain'), html: body('text/html') };
}

function decodeQuotedPrintable(s: string): string {
  const joined = s.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]));
  }
  return Buffer.from(bytes).toString('utf8');
}
