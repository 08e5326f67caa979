import { orderLabel } from '@nidra/shared/orders/order.rules';
import type { Env } from '../../config/env.ts';
import { composeMail, type MailTo, mailLanguage, mailTextsForLanguage } from '../../lib/mail-layout.ts';
import type { Mail } from '../../lib/mailer.ts';

/**
 * The shopper's mail when the store cancels a cash-on-delivery order: nothing is owed or refunded,
 * and the invoice, when one was issued, is reversed by the credit note named here.
 */
export function buildCodCancelledMail(
  env: Pick<Env, 'PUBLIC_URL' | 'STORE_NAME' | 'STORE_EMAIL'>,
  to: MailTo,
  order: { orderNumber: number; creditNoteNumber: string | null },
): Mail {
  const label = orderLabel(order.orderNumber);
  const lang = mailLanguage(to);
  const words = mailTextsForLanguage(lang);
  const w = words.codCancelled;
  return composeMail({
    env,
    to,
    lang,
    subject: w.subject(env.STORE_NAME, label),
    blocks: [
      [
        w.body(env.STORE_NAME, label),
        ...(order.creditNoteNumber ? [words.refund.creditNote(order.creditNoteNumber)] : []),
      ],
      { label: w.yourOrders, url: `${env.PUBLIC_URL}/orders` },
    ],
  });
}
