import { imageAtWidth } from '@nidra/shared/catalogue/image.rules';
import { type MailTexts, mailTextsFor } from '@nidra/shared/i18n/mail-texts';
import { escapeHtml } from './escape-html.ts';

/** A piece of an order as a mail shows it: its picture (site path), name, size, design, count and amount. */
export type MailProduct = {
  name: string;
  size: string;
  designNumber: string;
  quantity: number;
  /** Already formatted (₹). */
  amount: string;
  image?: string | null;
};

/** "Size L · Design NG-104", the words staff pack from and shoppers check. */
export function productFacts(p: Pick<MailProduct, 'size' | 'designNumber'>, words = mailTextsFor('en')): string {
  return [p.size && words.sizeFact(p.size), p.designNumber && words.designFact(p.designNumber)]
    .filter(Boolean)
    .join(' · ');
}

export function productsText(products: MailProduct[], words: MailTexts): string[] {
  return products.map((p) => {
    const facts = productFacts(p, words);
    return `- ${p.name}${facts ? ` (${facts})` : ''} × ${p.quantity}  ${p.amount}`;
  });
}

/** One row per piece: a small picture (absolute URL, mail clients fetch it from the shop), words, amount. */
export function productsHtml(products: MailProduct[], origin: string, words: MailTexts): string {
  const rows = products.map((p) => {
    const picture = p.image
      ? `<img src="${escapeHtml(`${origin}${imageAtWidth(p.image, 240)}`)}" width="64" height="80" alt="${escapeHtml(p.name)}" style="display:block;border:0;border-radius:8px;object-fit:cover;background:#f6eef2">`
      : '';
    const facts = productFacts(p, words);
    const count = words.quantity(p.quantity);
    return `<tr>
<td width="72" valign="top" style="padding:10px 0;border-bottom:1px solid #efe4ea">${picture}</td>
<td valign="top" style="padding:10px 8px;border-bottom:1px solid #efe4ea;font-size:14px;line-height:1.45;color:#2a1d31">
<strong>${escapeHtml(p.name)}</strong><br>
<span style="color:#7a6483">${escapeHtml(facts ? `${facts} · ${count}` : count)}</span></td>
<td valign="top" align="right" style="padding:10px 0;border-bottom:1px solid #efe4ea;font-size:14px;color:#2a1d31;white-space:nowrap">${escapeHtml(p.amount)}</td>
</tr>`;
  });
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px">${rows.join('\n')}</table>`;
}
