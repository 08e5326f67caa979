import { toRupees } from '@nidra/shared';
import { productTextIn } from '@nidra/shared/catalogue/product-text.rules';
import { formatMoney } from '@nidra/shared/money/locale-format.rules';
import type { Env } from '../../config/env.ts';
import { composeMail, type MailBlock, type MailTo, mailLanguage, mailTextsForLanguage } from '../../lib/mail-layout.ts';
import type { Mail } from '../../lib/mailer.ts';
import { unsubscribeLinks } from '../../lib/unsubscribe-token.ts';
import type { CartLine, LowStockRow, SoldOutRow } from './reminders.repository.ts';

type MailEnv = Pick<Env, 'PUBLIC_URL' | 'JWT_SECRET' | 'STORE_NAME' | 'STORE_EMAIL'>;

/** The abandoned-cart reminder: the cart's lines and a link back to the cart. */
export function buildCartReminderMail(env: MailEnv, to: MailTo, lines: CartLine[]): Mail {
  const store = env.STORE_NAME;
  const lang = mailLanguage(to);
  const w = mailTextsForLanguage(lang).cartReminder;
  const nameOf = (l: CartLine) =>
    productTextIn({ productName: l.productName, productNameHi: l.productNameHi, fabric: '', description: '' }, lang)
      .productName;
  return composeMail({
    env,
    to,
    lang,
    subject: w.subject(store),
    blocks: [
      w.intro(store, lines.length),
      {
        list: lines.map(
          (l) => `${nameOf(l)} × ${l.quantity} · ${formatMoney(toRupees(l.sellingPrice * l.quantity), lang)}`,
        ),
      },
      [{ label: w.yourCart, url: `${env.PUBLIC_URL}/cart` }, w.notHeld],
    ],
    unsubscribe: {
      label: w.stop,
      ...unsubscribeLinks(env, { email: to.email, topic: 'cart-reminder' }),
    },
  });
}

/** The store's daily stock mail: subcategories under the low-stock mark and products that sold out today. */
export function buildLowStockMail(env: MailEnv, day: string, low: LowStockRow[], soldOut: SoldOutRow[]): Mail {
  const listOrNone = (rows: string[]): MailBlock => (rows.length ? { list: rows } : 'None.');
  return composeMail({
    env,
    to: env.STORE_EMAIL,
    subject: `${env.STORE_NAME} stock report ${day}: ${low.length} low, ${soldOut.length} sold out today`,
    blocks: [
      { heading: `Stock report for ${day}` },
      { heading: 'Subcategories low on stock:' },
      listOrNone(low.map((r) => `${r.subcategory}: ${r.activeProducts} in stock`)),
      { heading: 'Sold out today:' },
      listOrNone(soldOut.map((r) => `${r.productName}${r.size ? ` (${r.size})` : ''} · ${r.subcategory}`)),
      { label: 'Back office', url: `${env.PUBLIC_URL}/admin/products/stats` },
    ],
    unsubscribe: {
      label: 'Stop these mails',
      ...unsubscribeLinks(env, { email: env.STORE_EMAIL, topic: 'low-stock' }),
    },
  });
}
