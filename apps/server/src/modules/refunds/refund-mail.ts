import { orderLabel } from '@nidra/shared/orders/order.rules';
import type { Env } from '../../config/env.ts';
import { composeMail } from '../../lib/mail-layout.ts';
import type { Mail } from '../../lib/mailer.ts';

type RefundMailOrder = { orderNumber: number; amount: number; creditNoteNumber: string };
const rupees = (paise: number) => `₹${(paise / 100).toFixed(2)}`;

/**
 * The shopper's mail about a cancelled paid order's refund: 'started' when the admin cancels it,
 * 'completed' when the provider has paid it back. Both carry the credit note number.
 */
export function buildRefundMail(
  env: Pick<Env, 'PUBLIC_URL' | 'STORE_NAME' | 'STORE_EMAIL'>,
  to: { email: string; name: string },
  order: RefundMailOrder,
  stage: 'started' | 'completed',
): Mail {
  const label = orderLabel(order.orderNumber);
  const store = env.STORE_NAME;
  const amount = rupees(order.amount);
  const line =
    stage === 'started'
      ? `Your ${store} order ${label} has been cancelled. We have started a refund of ${amount} to your original payment method; banks usually take 5–7 working days.`
      : `The refund of ${amount} for your cancelled ${store} order ${label} has been completed.`;
  return composeMail({
    env,
    to,
    subject:
      stage === 'started'
        ? `Refund started for your ${store} order ${label}`
        : `Refund completed for your ${store} order ${label}`,
    blocks: [
      [line, `Credit note: ${order.creditNoteNumber}`],
      { label: 'Your orders (credit note download)', url: `${env.PUBLIC_URL}/orders` },
    ],
  });
}
