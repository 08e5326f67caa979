import { orderLabel } from '@nidra/shared/orders/order.rules';
import type { NdrReason } from '@nidra/shared/shipping/shipment.rules';
import type { Env } from '../../config/env.ts';
import { composeMail, type MailTo, mailLanguage, mailTextsForLanguage } from '../../lib/mail-layout.ts';
import type { Mail } from '../../lib/mailer.ts';

type MailEnv = Pick<Env, 'PUBLIC_URL' | 'STORE_NAME' | 'STORE_EMAIL'>;
type Parcel = { orderNumber: number; awb: string; courierName: string };

/** Where a shopper follows the parcel: Your Orders, which shows the courier's timeline. */
export const trackingUrl = (env: Pick<Env, 'PUBLIC_URL'>) => `${env.PUBLIC_URL}/orders`;

/** 'Out for delivery today': the shopper keeps the phone near (and the cash ready for COD). */
export function buildOutForDeliveryMail(env: MailEnv, to: MailTo, p: Parcel & { cod: boolean }): Mail {
  const label = orderLabel(p.orderNumber);
  const lang = mailLanguage(to);
  const w = mailTextsForLanguage(lang).courier;
  return composeMail({
    env,
    to,
    lang,
    subject: w.outSubject(env.STORE_NAME, label),
    blocks: [
      [w.out(label, p.courierName, p.awb), p.cod ? w.keepCash : w.keepPhone],
      { button: { label: w.track, url: trackingUrl(env) } },
    ],
  });
}

/** A failed delivery attempt: what happened, and how to get the parcel delivered next time. */
export function buildNdrMail(
  env: MailEnv,
  to: MailTo,
  p: Parcel & { reason: NdrReason; attempt: number; lastAttempt: boolean; cod: boolean },
): Mail {
  const label = orderLabel(p.orderNumber);
  const lang = mailLanguage(to);
  const w = mailTextsForLanguage(lang).courier;
  return composeMail({
    env,
    to,
    lang,
    subject: w.ndrSubject(env.STORE_NAME, label),
    blocks: [
      [
        w.ndr(p.courierName, label, p.awb, w.ndrReasons[p.reason]),
        p.lastAttempt ? (p.cod ? w.lastAttemptCod : w.lastAttemptPaid) : w.willRetry(env.STORE_EMAIL),
      ],
      { button: { label: w.track, url: trackingUrl(env) } },
    ],
  });
}
