import { orderLabel } from '@nidra/shared/orders/order.rules';
import { NDR_REASON_TEXT, type NdrReason } from '@nidra/shared/shipping/shipment.rules';
import type { Env } from '../../config/env.ts';
import { composeMail } from '../../lib/mail-layout.ts';
import type { Mail } from '../../lib/mailer.ts';

type MailEnv = Pick<Env, 'PUBLIC_URL' | 'STORE_NAME' | 'STORE_EMAIL'>;
type To = { email: string; name: string };
type Parcel = { orderNumber: number; awb: string; courierName: string };

/** Where a shopper follows the parcel: Your Orders, which shows the courier's timeline. */
export const trackingUrl = (env: Pick<Env, 'PUBLIC_URL'>) => `${env.PUBLIC_URL}/orders`;

/** 'Out for delivery today': the shopper keeps the phone near (and the cash ready for COD). */
export function buildOutForDeliveryMail(env: MailEnv, to: To, p: Parcel & { cod: boolean }): Mail {
  const label = orderLabel(p.orderNumber);
  return composeMail({
    env,
    to,
    subject: `Your ${env.STORE_NAME} order ${label} is out for delivery`,
    blocks: [
      [
        `Your order ${label} is out for delivery with ${p.courierName} today (AWB ${p.awb}).`,
        p.cod ? 'Please keep the cash amount ready for the delivery partner.' : 'Please keep your phone reachable.',
      ],
      { button: { label: 'Track your order', url: trackingUrl(env) } },
    ],
  });
}

/** A failed delivery attempt: what happened, and how to get the parcel delivered next time. */
export function buildNdrMail(
  env: MailEnv,
  to: To,
  p: Parcel & { reason: NdrReason; attempt: number; lastAttempt: boolean; cod: boolean },
): Mail {
  const label = orderLabel(p.orderNumber);
  return composeMail({
    env,
    to,
    subject: `We could not deliver your ${env.STORE_NAME} order ${label}`,
    blocks: [
      [
        `${p.courierName} tried to deliver your order ${label} (AWB ${p.awb}) but could not: ${NDR_REASON_TEXT[p.reason]}.`,
        p.lastAttempt
          ? p.cod
            ? 'This was the last attempt, so the parcel is going back to us and the order will be cancelled; nothing is due from you.'
            : 'This was the last attempt, so the parcel is going back to us. We will refund you once it arrives.'
          : `The courier will try again. To pick a better day, or to correct your phone number or add a landmark, reply to this mail or write to ${env.STORE_EMAIL}.`,
      ],
      { button: { label: 'Track your order', url: trackingUrl(env) } },
    ],
  });
}
