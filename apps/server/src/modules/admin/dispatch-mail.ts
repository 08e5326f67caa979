import { orderLabel, POSTAL_TRACKING_URL } from '@nidra/shared/orders/order.rules';
import type { Env } from '../../config/env.ts';
import { composeMail, type MailTo, mailLanguage, mailTextsForLanguage } from '../../lib/mail-layout.ts';
import type { Mail } from '../../lib/mailer.ts';

/** The 'your order is on its way' mail: order label, tracking number and the India Post tracking page. */
export function buildDispatchMail(
  env: Pick<Env, 'PUBLIC_URL' | 'STORE_NAME' | 'STORE_EMAIL'>,
  to: MailTo,
  order: { orderNumber: number; trackingNumber: string; carrier?: { name: string; trackingUrl: string } },
): Mail {
  const label = orderLabel(order.orderNumber);
  const carrier = order.carrier ?? { name: 'India Post', trackingUrl: POSTAL_TRACKING_URL };
  const lang = mailLanguage(to);
  const w = mailTextsForLanguage(lang).dispatch;
  return composeMail({
    env,
    to,
    lang,
    subject: w.subject(env.STORE_NAME, label),
    blocks: [
      [
        w.body(env.STORE_NAME, label, carrier.name),
        w.trackingNumber(order.trackingNumber),
        { label: w.trackIt, url: carrier.trackingUrl },
      ],
      { label: w.yourOrders, url: `${env.PUBLIC_URL}/orders` },
    ],
  });
}
