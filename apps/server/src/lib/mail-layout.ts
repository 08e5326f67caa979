import type { Env } from '../config/env.ts';
import { escapeHtml } from './escape-html.ts';
import type { Mail } from './mailer.ts';

/** A line of a mail: words, or a link (text mails show `label: url`). */
export type MailLine = string | { label: string; url: string };

/**
 * A block of a mail: a paragraph of one or more lines, a bulleted list, a heading, or a table whose
 * text and HTML the caller writes (the order confirmation's lines).
 */
export type MailBlock =
  | MailLine
  | MailLine[]
  | { list: MailLine[] }
  | { heading: string }
  | { table: { text: string[]; html: string } };

type ComposeOptions = {
  env: Pick<Env, 'STORE_NAME' | 'STORE_EMAIL'>;
  /** A shopper, greeted by name; or the store's own address, not greeted. */
  to: { email: string; name: string } | string;
  subject: string;
  blocks: MailBlock[];
  /** The link that stops this kind of mail, and its List-Unsubscribe headers. */
  unsubscribe?: { label: string; page: string; headers: Record<string, string> };
};

const lineText = (l: MailLine) => (typeof l === 'string' ? l : `${l.label}: ${l.url}`);
const lineHtml = (l: MailLine) =>
  typeof l === 'string' ? escapeHtml(l) : `<a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a>`;

function blockText(b: MailBlock): string[] {
  if (Array.isArray(b)) return b.map(lineText);
  if (typeof b === 'string' || 'url' in b) return [lineText(b)];
  if ('list' in b) return b.list.map((l) => `- ${lineText(l)}`);
  if ('heading' in b) return [b.heading];
  return b.table.text;
}

function blockHtml(b: MailBlock): string {
  if (Array.isArray(b)) return `<p>${b.map(lineHtml).join('<br>\n')}</p>`;
  if (typeof b === 'string' || 'url' in b) return `<p>${lineHtml(b)}</p>`;
  if ('list' in b) return `<ul>${b.list.map((l) => `<li>${lineHtml(l)}</li>`).join('')}</ul>`;
  if ('heading' in b) return `<h3>${escapeHtml(b.heading)}</h3>`;
  return b.table.html;
}

/**
 * Every mail the store sends, in one layout: the greeting, the blocks, the store's name and address,
 * and the unsubscribe link where the mail is optional — as plain text and as simple HTML.
 */
export function composeMail({ env, to, subject, blocks, unsubscribe }: ComposeOptions): Mail {
  const greeting = typeof to === 'string' ? [] : [`Hello ${to.name},`];
  const footer = `${env.STORE_NAME} · ${env.STORE_EMAIL}`;
  const text = [...greeting, ...blocks.map(blockText), [footer]]
    .map((lines) => (Array.isArray(lines) ? lines.join('\n') : lines))
    .join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#222">',
    ...greeting.map((g) => `<p>${escapeHtml(g)}</p>`),
    ...blocks.map(blockHtml),
    `<p>${escapeHtml(footer)}</p>`,
    ...(unsubscribe
      ? [`<p style="font-size:12px;color:#666">${lineHtml({ label: unsubscribe.label, url: unsubscribe.page })}</p>`]
      : []),
    '</body></html>',
  ].join('\n');
  return {
    to: typeof to === 'string' ? to : to.email,
    subject,
    text: unsubscribe ? `${text}\n${lineText({ label: unsubscribe.label, url: unsubscribe.page })}` : text,
    html,
    ...(unsubscribe ? { headers: unsubscribe.headers } : {}),
  };
}
