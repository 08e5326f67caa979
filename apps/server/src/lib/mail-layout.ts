import { type Language, languageOr } from '@nidra/shared/i18n/languages';
import { type MailTexts, mailTextsFor } from '@nidra/shared/i18n/mail-texts';
import { WEB_APP_ICONS } from '@nidra/shared/store/site-meta.rules';
import type { Env } from '../config/env.ts';
import { escapeHtml } from './escape-html.ts';
import { type MailProduct, productsHtml, productsText } from './mail-products.ts';
import type { Mail } from './mailer.ts';

export type { MailProduct } from './mail-products.ts';

/** A mail's addressee: a shopper with her language (ADR 0029; English when not given). */
export type MailTo = { email: string; name: string; language?: string | null };

/** The language a mail to `to` is written in: the account's preference, English by default. */
export const mailLanguage = (to: MailTo | string): Language =>
  typeof to === 'string' ? 'en' : languageOr(to.language);

export const mailTextsForLanguage = mailTextsFor;

/** A line of a mail: words, or a link (text mails show `label: url`). */
export type MailLine = string | { label: string; url: string };

/**
 * A block of a mail: a paragraph of one or more lines, a bulleted list, a heading, a table whose
 * text and HTML the caller writes, the pieces of an order with their pictures and sizes, or the
 * mail's one main action as a button.
 */
export type MailBlock =
  | MailLine
  | MailLine[]
  | { list: MailLine[] }
  | { heading: string }
  | { table: { text: string[]; html: string } }
  | { products: MailProduct[] }
  | { button: { label: string; url: string } };

type ComposeOptions = {
  env: Pick<Env, 'STORE_NAME' | 'STORE_EMAIL' | 'PUBLIC_URL'>;
  /** A shopper, greeted by name; or the store's own address, not greeted. */
  to: MailTo | string;
  subject: string;
  blocks: MailBlock[];
  /** The mail's language (its greeting, the pieces' words, `<html lang>`); English unless the builder is translated. */
  lang?: Language;
  /** The link that stops this kind of mail, and its List-Unsubscribe headers. */
  unsubscribe?: { label: string; page: string; headers: Record<string, string> };
};

/** The shop's colours (the storefront's plum and blush), inlined: mail clients drop style sheets. */
const INK = '#2a1d31';
const PLUM = '#3f2a4a';
const MUTED = '#7a6483';
const PAGE = '#fdf6f2';
const LINE = '#efe4ea';
const TEXT_STYLE = `margin:0 0 16px;font-size:15px;line-height:1.55;color:${INK}`;

const lineText = (l: MailLine) => (typeof l === 'string' ? l : `${l.label}: ${l.url}`);
const lineHtml = (l: MailLine) =>
  typeof l === 'string'
    ? escapeHtml(l)
    : `<a href="${escapeHtml(l.url)}" style="color:${PLUM};font-weight:600">${escapeHtml(l.label)}</a>`;

function blockText(b: MailBlock, words: MailTexts): string[] {
  if (Array.isArray(b)) return b.map(lineText);
  if (typeof b === 'string' || 'url' in b) return [lineText(b)];
  if ('list' in b) return b.list.map((l) => `- ${lineText(l)}`);
  if ('heading' in b) return [b.heading];
  if ('products' in b) return productsText(b.products, words);
  if ('button' in b) return [lineText(b.button)];
  return b.table.text;
}

function blockHtml(b: MailBlock, origin: string, words: MailTexts): string {
  if (Array.isArray(b)) return `<p style="${TEXT_STYLE}">${b.map(lineHtml).join('<br>\n')}</p>`;
  if (typeof b === 'string' || 'url' in b) return `<p style="${TEXT_STYLE}">${lineHtml(b)}</p>`;
  if ('list' in b)
    return `<ul style="${TEXT_STYLE};padding-left:20px">${b.list.map((l) => `<li>${lineHtml(l)}</li>`).join('')}</ul>`;
  if ('heading' in b)
    return `<h2 style="margin:24px 0 8px;font-family:Georgia,serif;font-size:19px;font-weight:normal;color:${PLUM}">${escapeHtml(b.heading)}</h2>`;
  if ('products' in b) return productsHtml(b.products, origin, words);
  if ('button' in b)
    return `<p style="margin:24px 0"><a href="${escapeHtml(b.button.url)}" style="display:inline-block;background:${PLUM};color:#ffffff;text-decoration:none;font-weight:600;font-size:15px;padding:12px 28px;border-radius:999px">${escapeHtml(b.button.label)}</a></p>`;
  return b.table.html;
}

/** The store's mark and name over every mail, linking to the shop; the logo's URL is absolute. */
function header(env: ComposeOptions['env']): string {
  const logo = `${env.PUBLIC_URL}${WEB_APP_ICONS[0].src}`;
  return `<tr><td style="padding:20px 24px;background:${PLUM}">
<a href="${escapeHtml(`${env.PUBLIC_URL}/`)}" style="text-decoration:none;color:#ffffff">
<img src="${escapeHtml(logo)}" width="36" height="36" alt="" style="vertical-align:middle;border:0;border-radius:8px">
<span style="vertical-align:middle;margin-left:10px;font-family:Georgia,serif;font-size:22px;letter-spacing:1px;color:#ffffff">${escapeHtml(env.STORE_NAME)}</span>
</a></td></tr>`;
}

/**
 * Every mail the store sends, in one layout: the store's logo and name, the greeting, the blocks, the
 * store's name and address, and the unsubscribe link where the mail is optional — as plain text and
 * as HTML that holds together in mail clients (tables, inline styles, one 600 px column).
 */
export function composeMail({ env, to, subject, blocks, unsubscribe, lang = 'en' }: ComposeOptions): Mail {
  const words = mailTextsFor(lang);
  const greeting = typeof to === 'string' ? [] : [words.greeting(to.name)];
  const footer = `${env.STORE_NAME} · ${env.STORE_EMAIL}`;
  const text = [...greeting, ...blocks.map((b) => blockText(b, words)), [footer]]
    .map((lines) => (Array.isArray(lines) ? lines.join('\n') : lines))
    .join('\n\n');
  const body = [
    ...greeting.map((g) => `<p style="${TEXT_STYLE}">${escapeHtml(g)}</p>`),
    ...blocks.map((b) => blockHtml(b, env.PUBLIC_URL, words)),
  ].join('\n');
  const unsubscribeHtml = unsubscribe ? `<br>${lineHtml({ label: unsubscribe.label, url: unsubscribe.page })}` : '';
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:${PAGE};font-family:Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${PAGE}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border:1px solid ${LINE};border-radius:12px;overflow:hidden">
${header(env)}
<tr><td style="padding:28px 24px 12px">
${body}
</td></tr>
<tr><td style="padding:16px 24px 24px;border-top:1px solid ${LINE};font-size:12px;line-height:1.6;color:${MUTED}">${escapeHtml(footer)}${unsubscribeHtml}</td></tr>
</table></td></tr></table>
</body></html>`;
  return {
    to: typeof to === 'string' ? to : to.email,
    subject,
    text: unsubscribe ? `${text}\n${lineText({ label: unsubscribe.label, url: unsubscribe.page })}` : text,
    html,
    ...(unsubscribe ? { headers: unsubscribe.headers } : {}),
  };
}
