import { toRupees } from '@nidra/shared';
import { formatMoney } from '@nidra/shared/money/locale-format.rules';
import { orderLabel } from '@nidra/shared/orders/order.rules';
import type { Env } from '../../config/env.ts';
import { composeMail, type MailTo, mailLanguage, mailTextsForLanguage } from '../../lib/mail-layout.ts';
import type { Mail } from '../../lib/mailer.ts';

type Piece = {
  name: string;
  quantity: number;
  price: number;
  size: string;
  designNumber: string;
  image: string | null;
};

/**
 * The 'your order was delivered' mail: what arrived (pictures, sizes), the replacement window of the
 * refund policy (damaged or defective pieces, 7 days, unboxing video) and a button to My Orders.
 */
export function buildDeliveredMail(
  env: Pick<Env, 'PUBLIC_URL' | 'STORE_NAME' | 'STORE_EMAIL'>,
  to: MailTo,
  order: { orderNumber: number },
  pieces: Piece[],
): Mail {
  const label = orderLabel(order.orderNumber);
  const lang = mailLanguage(to);
  const w = mailTextsForLanguage(lang).delivered;
  return composeMail({
    env,
    to,
    lang,
    subject: w.subject(env.STORE_NAME, label),
    blocks: [
      w.intro(env.STORE_NAME, label),
      {
        products: pieces.map((p) => ({
          name: p.name,
          size: p.size,
          designNumber: p.designNumber,
          quantity: p.quantity,
          amount: formatMoney(toRupees(p.price * p.quantity), lang),
          image: p.image,
        })),
      },
      w.replacementWindow,
      { button: { label: w.viewOrders, url: `${env.PUBLIC_URL}/orders` } },
    ],
  });
}
