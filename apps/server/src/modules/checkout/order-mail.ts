import { orderLabel, toRupees } from '@nidra/shared';
import { formatMoney } from '@nidra/shared/money/locale-format.rules';
import type { Env } from '../../config/env.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { invoiceLinkUrl } from '../../lib/invoice-link.ts';
import { composeMail, mailLanguage, mailTextsForLanguage } from '../../lib/mail-layout.ts';
import type { Mail } from '../../lib/mailer.ts';

type MailOrder = {
  orderNumber: number;
  amount: number;
  shippingFee: number;
  shippingAddress: string;
  email: string;
  name: string;
  language?: string | null;
};
type MailLine = {
  name: string;
  quantity: number;
  price: number;
  size: string;
  designNumber: string;
  image: string | null;
};

/**
 * The order confirmation: ORD number, each piece with its picture, size and design number, shipping,
 * total, a link that opens the GST invoice without signing in, and the link to /orders; money in
 * paise in, ₹ out. A cash-on-delivery order (`codFeePaise`) shows its fee and the total to pay on delivery.
 */
export function buildConfirmationMail(
  env: Pick<Env, 'PUBLIC_URL' | 'STORE_NAME' | 'STORE_EMAIL' | 'JWT_SECRET'>,
  order: MailOrder,
  lines: MailLine[],
  opts: { codFeePaise?: number; invoiceNumber: string },
): Mail {
  const label = orderLabel(order.orderNumber);
  const isCod = opts.codFeePaise !== undefined;
  const lang = mailLanguage(order);
  const w = mailTextsForLanguage(lang).order;
  const money = (paise: number) => formatMoney(toRupees(paise), lang);
  const totals: [string, string][] = [
    [w.shipping, money(order.shippingFee)],
    ...(isCod ? [[w.codFee, money(opts.codFeePaise ?? 0)] as [string, string]] : []),
    [isCod ? w.toPayOnDelivery : w.totalPaid, money(order.amount)],
  ];
  const row = ([name, amount]: [string, string], last: boolean) =>
    `<tr><td style="padding:6px 0;font-size:14px;color:#2a1d31${last ? ';font-weight:700' : ''}">${escapeHtml(name)}</td><td align="right" style="padding:6px 0;font-size:14px;color:#2a1d31${last ? ';font-weight:700' : ''}">${escapeHtml(amount)}</td></tr>`;
  const table = {
    text: totals.map(([name, amount]) => `${name}  ${amount}`),
    html: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 20px">
${totals.map((t, i) => row(t, i === totals.length - 1)).join('\n')}
</table>`,
  };
  return composeMail({
    env,
    lang,
    to: order,
    subject: w.subject(env.STORE_NAME, label),
    blocks: [
      w.intro(env.STORE_NAME, label),
      {
        products: lines.map((l) => ({
          name: l.name,
          size: l.size,
          designNumber: l.designNumber,
          quantity: l.quantity,
          amount: money(l.price * l.quantity),
          image: l.image,
        })),
      },
      { table },
      [w.deliveringTo(order.shippingAddress), w.deliveryNote],
      { button: { label: w.downloadInvoice(opts.invoiceNumber), url: invoiceLinkUrl(env, opts.invoiceNumber) } },
      { label: w.followOrder, url: `${env.PUBLIC_URL}/orders` },
    ],
  });
}
