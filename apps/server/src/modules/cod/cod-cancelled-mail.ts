import { orderLabel } from '@nidra/shared/orders/order.rules';
import type { Env } from '../../config/env.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { Mail } from '../../lib/mailer.ts';

/**
 * The shopper's mail when the store cancels a cash-on-delivery order: nothing is owed or refunded,
 * and the invoice, when one was issued, is reversed by the credit note named here.
 */
export function buildCodCancelledMail(
  env: Pick<Env, 'PUBLIC_URL' | 'STORE_NAME' | 'STORE_EMAIL'>,
  to: { email: string; name: string },
  order: { orderNumber: number; creditNoteNumber: string | null },
): Mail {
  const label = orderLabel(order.orderNumber);
  const store = env.STORE_NAME;
  const ordersPage = `${env.PUBLIC_URL}/orders`;
  const line = `Your ${store} order ${label} has been cancelled. It was to be paid in cash on delivery, so nothing is due and no money moves.`;
  const note = order.creditNoteNumber ? `Credit note: ${order.creditNoteNumber}` : '';
  const text = [
    `Hello ${to.name},`,
    '',
    line,
    ...(note ? [note] : []),
    '',
    `Your orders: ${ordersPage}`,
    '',
    `${store} · ${env.STORE_EMAIL}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>Hello ${escapeHtml(to.name)},</p>
<p>${escapeHtml(line)}</p>
${note ? `<p>Credit note: <strong>${escapeHtml(order.creditNoteNumber ?? '')}</strong></p>\n` : ''}<p><a href="${escapeHtml(ordersPage)}">Your orders</a></p>
<p>${escapeHtml(store)} · ${escapeHtml(env.STORE_EMAIL)}</p>
</body></html>`;
  return { to: to.email, subject: `Your ${store} order ${label} has been cancelled`, text, html };
}
