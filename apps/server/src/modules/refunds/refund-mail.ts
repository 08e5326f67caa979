import { orderLabel } from '@nidra/shared/orders/order.rules';
import type { Env } from '../../config/env.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { Mail } from '../../lib/mailer.ts';

type RefundMailOrder = { orderNumber: number; amount: number; creditNoteNumber: string };
const rupees = (paise: number) => `₹${(paise / 100).toFixed(2)}`;

/**
 * The shopper's mail about a cancelled paid order's refund: 'started' when the admin cancels it,
 * 'completed' when the provider has paid it back. Both carry the credit note number.
 */
export function buildRefundMail(
  env: Pick<Env, 'PUBLIC_URL' | 'STORE_NAME' | 'STORE_EMAIL'>,
  to: { email: string; name: string },
  order: RefundMailOrder,
  stage: 'started' | 'completed',
): Mail {
  const label = orderLabel(order.orderNumber);
  const store = env.STORE_NAME;
  const ordersPage = `${env.PUBLIC_URL}/orders`;
  const amount = rupees(order.amount);
  const line =
    stage === 'started'
      ? `Your ${store} order ${label} has been cancelled. We have started a refund of ${amount} to your original payment method; banks usually take 5–7 working days.`
      : `The refund of ${amount} for your cancelled ${store} order ${label} has been completed.`;
  const text = [
    `Hello ${to.name},`,
    '',
    line,
    `Credit note: ${order.creditNoteNumber}`,
    '',
    `Your orders (credit note download): ${ordersPage}`,
    '',
    `${store} · ${env.STORE_EMAIL}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>Hello ${escapeHtml(to.name)},</p>
<p>${escapeHtml(line)}</p>
<p>Credit note: <strong>${escapeHtml(order.creditNoteNumber)}</strong></p>
<p><a href="${escapeHtml(ordersPage)}">Your orders</a></p>
<p>${escapeHtml(store)} · ${escapeHtml(env.STORE_EMAIL)}</p>
</body></html>`;
  const subject =
    stage === 'started'
      ? `Refund started for your ${store} order ${label}`
      : `Refund completed for your ${store} order ${label}`;
  return { to: to.email, subject, text, html };
}
