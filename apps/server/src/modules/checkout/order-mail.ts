import { formatINR, messages, orderLabel, toRupees } from '@nidra/shared';
import type { Env } from '../../config/env.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { Mail } from '../../lib/mailer.ts';

type MailOrder = {
  orderNumber: number;
  amount: number;
  shippingFee: number;
  shippingAddress: string;
  email: string;
  name: string;
};
type MailLine = { name: string; quantity: number; price: number };

/**
 * The order confirmation: ORD number, items, shipping, total and the link to /orders; money in paise
 * in, ₹ out. A cash-on-delivery order (`codFeePaise`) shows its fee and the total to pay on delivery.
 */
export function buildConfirmationMail(
  env: Pick<Env, 'PUBLIC_URL' | 'STORE_NAME' | 'STORE_EMAIL'>,
  order: MailOrder,
  lines: MailLine[],
  opts: { codFeePaise?: number } = {},
): Mail {
  const label = orderLabel(order.orderNumber);
  const isCod = opts.codFeePaise !== undefined;
  const totalLabel = isCod ? 'To pay in cash on delivery' : 'Total paid';
  const codLine = isCod ? [`${messages.codFee}  ${formatINR(toRupees(opts.codFeePaise ?? 0))}`] : [];
  const link = `${env.PUBLIC_URL}/orders`;
  const money = (paise: number) => formatINR(toRupees(paise));
  const text = [
    `Hello ${order.name},`,
    '',
    `Thank you for shopping with ${env.STORE_NAME}. Your order ${label} is confirmed.`,
    '',
    ...lines.map((l) => `${l.name} × ${l.quantity}  ${money(l.price * l.quantity)}`),
    `Shipping  ${money(order.shippingFee)}`,
    ...codLine,
    `${totalLabel}  ${money(order.amount)}`,
    '',
    `Delivering to: ${order.shippingAddress}`,
    'Your order will be delivered in 5-7 days after the order confirmation.',
    '',
    `Follow your order and download the invoice: ${link}`,
    '',
    `${env.STORE_NAME} · ${env.STORE_EMAIL}`,
  ].join('\n');
  const rows = lines
    .map(
      (l) =>
        `<tr><td>${escapeHtml(l.name)}</td><td style="text-align:center">${l.quantity}</td><td style="text-align:right">${escapeHtml(money(l.price * l.quantity))}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#222">
<p>Hello ${escapeHtml(order.name)},</p>
<p>Thank you for shopping with ${escapeHtml(env.STORE_NAME)}. Your order <strong>${label}</strong> is confirmed.</p>
<table cellpadding="6" style="border-collapse:collapse">
<tr><th align="left">Item</th><th>Qty</th><th align="right">Amount</th></tr>${rows}
<tr><td colspan="2">Shipping</td><td style="text-align:right">${escapeHtml(money(order.shippingFee))}</td></tr>
${isCod ? `<tr><td colspan="2">${escapeHtml(messages.codFee)}</td><td style="text-align:right">${escapeHtml(money(opts.codFeePaise ?? 0))}</td></tr>` : ''}
<tr><td colspan="2"><strong>${totalLabel}</strong></td><td style="text-align:right"><strong>${escapeHtml(money(order.amount))}</strong></td></tr>
</table>
<p>Delivering to: ${escapeHtml(order.shippingAddress)}<br>Your order will be delivered in 5-7 days after the order confirmation.</p>
<p><a href="${escapeHtml(link)}">See your orders and download the invoice</a></p>
<p>${escapeHtml(env.STORE_NAME)} · ${escapeHtml(env.STORE_EMAIL)}</p>
</body></html>`;
  return { to: order.email, subject: `Your ${env.STORE_NAME} order ${label} is confirmed`, text, html };
}
