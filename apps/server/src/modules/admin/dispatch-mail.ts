import { orderLabel, POSTAL_TRACKING_URL } from '@nidra/shared/orders/order.rules';
import type { Env } from '../../config/env.ts';
import { composeMail } from '../../lib/mail-layout.ts';
import type { Mail } from '../../lib/mailer.ts';

/** The 'your order is on its way' mail: order label, tracking number and the India Post tracking page. */
export function buildDispatchMail(
  env: Pick<Env, 'PUBLIC_URL' | 'STORE_NAME' | 'STORE_EMAIL'>,
  to: { email: string; name: string },
  order: { orderNumber: number; trackingNumber: string; carrier?: { name: string; trackingUrl: string } },
): Mail {
  const label = orderLabel(order.orderNumber);
  const carrier = order.carrier ?? { name: 'India Post', trackingUrl: POSTAL_TRACKING_URL };
  return composeMail({
    env,
    to,
    subject: `Your ${env.STORE_NAME} order ${label} is on its way`,
    blocks: [
      [
        `Your ${env.STORE_NAME} order ${label} has been dispatched by ${carrier.name}.`,
        `Tracking number: ${order.trackingNumber}`,
        { label: 'Track it', url: carrier.trackingUrl },
      ],
      { label: 'Your orders', url: `${env.PUBLIC_URL}/orders` },
    ],
  });
}
