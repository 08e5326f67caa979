import { formatINR, messages, orderLabel, toRupees } from '@nidra/shared';
import type { Env } from '../../config/env.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { composeMail } from '../../lib/mail-layout.ts';
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
  const money = (paise: number) => formatINR(toRupees(paise));
  const rows: [string, string, string][] = [
    ...lines.map((l): [string, string, string] => [l.name, String(l.quantity), money(l.price * l.quantity)]),
    ['Shipping', '', money(order.shippingFee)],
    ...(isCod ? [[messages.codFee, '', money(opts.codFeePaise ?? 0)] as [string, string, string]] : []),
    [isCod ? 'To pay in cash on delivery' : 'Total paid', '', money(order.amount)],
  ];
  const cell = (v: string, align: string) => `<td style="text-align:${align}">${escapeHtml(v)}</td>`;
  const table = {
    text: rows.map(([name, qty, amount]) => `${name}${qty ? ` × ${qty}` : ''}  ${amount}`),
    html: `<table cellpadding="6" style="border-collapse:collapse">
<tr><th align="left">Item</th><th>Qty</th><th align="right">Amount</th></tr>
${rows.map(([name, qty, amount]) => `<tr>${cell(name, 'left')}${cell(qty, 'center')}${cell(amount, 'right')}</tr>`).join('\n')}
</table>`,
  };
  return composeMail({
    env,
    to: order,
    subject: `Your ${env.STORE_NAME} order ${label} is confirmed`,
    blocks: [
      `Thank you for shopping with ${env.STORE_NAME}. Your order ${label} is confirmed.`,
      { table },
      [
        `Delivering to: ${order.shippingAddress}`,
        'Your order will be delivered in 5-7 days after the order confirmation.',
      ],
      { label: 'Follow your order and download the invoice', url: `${env.PUBLIC_URL}/orders` },
    ],
  });
}
