import { formatINR, toRupees } from '@nidra/shared';
import type { Env } from '../../config/env.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { Mail } from '../../lib/mailer.ts';
import { unsubscribeLinks } from '../../lib/unsubscribe-token.ts';
import type { CartLine, LowStockRow, SoldOutRow } from './reminders.repository.ts';

type MailEnv = Pick<Env, 'PUBLIC_URL' | 'JWT_SECRET' | 'STORE_NAME' | 'STORE_EMAIL'>;

function page(lines: string[], unsubscribe: string, label: string): string {
  return `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
${lines.join('\n')}
<p style="font-size:12px;color:#666"><a href="${escapeHtml(unsubscribe)}">${escapeHtml(label)}</a></p>
</body></html>`;
}

/** The abandoned-cart reminder: the cart's lines and a link back to the cart. */
export function buildCartReminderMail(env: MailEnv, to: { email: string; name: string }, lines: CartLine[]): Mail {
  const store = env.STORE_NAME;
  const cartUrl = `${env.PUBLIC_URL}/cart`;
  const unsubscribe = unsubscribeLinks(env, { email: to.email, topic: 'cart-reminder' });
  const items = lines.map(
    (l) => `${l.productName} × ${l.quantity} · ${formatINR(toRupees(l.sellingPrice * l.quantity))}`,
  );
  const text = [
    `Hello ${to.name},`,
    '',
    `You left ${lines.length === 1 ? 'a piece' : 'some pieces'} in your ${store} cart:`,
    ...items.map((i) => `- ${i}`),
    '',
    `Your cart: ${cartUrl}`,
    'Stock is limited and pieces are not held until you pay.',
    '',
    `${store} · ${env.STORE_EMAIL}`,
    `Stop cart reminders: ${unsubscribe.page}`,
  ].join('\n');
  const html = page(
    [
      `<p>Hello ${escapeHtml(to.name)},</p>`,
      `<p>You left ${lines.length === 1 ? 'a piece' : 'some pieces'} in your ${escapeHtml(store)} cart:</p>`,
      `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`,
      `<p><a href="${escapeHtml(cartUrl)}">Go to your cart</a></p>`,
      '<p>Stock is limited and pieces are not held until you pay.</p>',
      `<p>${escapeHtml(store)} · ${escapeHtml(env.STORE_EMAIL)}</p>`,
    ],
    unsubscribe.page,
    'Stop cart reminders',
  );
  return { to: to.email, subject: `Your ${store} cart is waiting`, text, html, headers: unsubscribe.headers };
}

/** The store's daily stock mail: subcategories under the low-stock mark and products that sold out today. */
export function buildLowStockMail(env: MailEnv, day: string, low: LowStockRow[], soldOut: SoldOutRow[]): Mail {
  const unsubscribe = unsubscribeLinks(env, { email: env.STORE_EMAIL, topic: 'low-stock' });
  const lowLines = low.map((r) => `${r.subcategory}: ${r.activeProducts} in stock`);
  const soldLines = soldOut.map((r) => `${r.productName}${r.size ? ` (${r.size})` : ''} · ${r.subcategory}`);
  const none = 'None.';
  const text = [
    `Stock report for ${day}`,
    '',
    'Subcategories low on stock:',
    ...(lowLines.length ? lowLines.map((l) => `- ${l}`) : [none]),
    '',
    'Sold out today:',
    ...(soldLines.length ? soldLines.map((l) => `- ${l}`) : [none]),
    '',
    `Back office: ${env.PUBLIC_URL}/admin/products/stats`,
    `Stop these mails: ${unsubscribe.page}`,
  ].join('\n');
  const list = (rows: string[]) =>
    rows.length ? `<ul>${rows.map((r) => `<li>${escapeHtml(r)}</li>`).join('')}</ul>` : `<p>${none}</p>`;
  const html = page(
    [
      `<h2>Stock report for ${escapeHtml(day)}</h2>`,
      '<h3>Subcategories low on stock</h3>',
      list(lowLines),
      '<h3>Sold out today</h3>',
      list(soldLines),
      `<p><a href="${escapeHtml(`${env.PUBLIC_URL}/admin/products/stats`)}">Product stats</a></p>`,
    ],
    unsubscribe.page,
    'Stop these mails',
  );
  const subject = `${env.STORE_NAME} stock report ${day}: ${low.length} low, ${soldOut.length} sold out today`;
  return { to: env.STORE_EMAIL, subject, text, html, headers: unsubscribe.headers };
}
