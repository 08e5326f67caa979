import { orderLabel } from '@nidra/shared/orders/order.rules';
import type { Env } from '../../config/env.ts';
import { composeMail, type MailTo, mailLanguage, mailTextsForLanguage } from '../../lib/mail-layout.ts';
import type { Mail } from '../../lib/mailer.ts';

type RefundMailOrder = { orderNumber: number; amount: number; creditNoteNumber: string };
const rupees = (paise: number) => `₹${(paise / 100).toFixed(2)}`;

/**
 * The shopper's mail about a cancelled paid order's refund: 'started' when the admin cancels it,
 * 'completed' when the provider has paid it back. Both carry the credit note number.
 */
export function buildRefundMail(
  env: Pick<Env, 'PUBLIC_URL' | 'STORE_NAME' | 'STORE_EMAIL'>,
  to: MailTo,
  order: RefundMailOrder,
  stage: 'started' | 'completed',
): Mail {
  const label = orderLabel(order.orderNumber);
  const store = env.STORE_NAME;
  const amount = rupees(order.amount);
  const lang = mailLanguage(to);
  const w = mailTextsForLanguage(lang).refund;
  return composeMail({
    env,
    to,
    lang,
    subject: stage === 'started' ? w.startedSubject(store, label) : w.completedSubject(store, label),
    blocks: [
      [
        stage === 'started' ? w.started(store, label, amount) : w.completed(store, label, amount),
        w.creditNote(order.creditNoteNumber),
      ],
      { label: w.creditNoteLink, url: `${env.PUBLIC_URL}/orders` },
    ],
  });
}
