import { orderLabel } from '@nidra/shared/orders/order.rules';
import type { Env } from '../../config/env.ts';
import { composeMail } from '../../lib/mail-layout.ts';
import type { Mail } from '../../lib/mailer.ts';

/**
 * The shopper's mail when the store cancels a cash-on-delivery order: nothing is owed or refunded,
 * and the invoice, when one was issued, is reversed by the credit note named here.
 */
export function buildCodCancelledMail(
  env: Pick<Env, 'PUBLIC_URL' | 'STORE_NAME' | 'STORE_EMAIL'>,
  to: { email: string; name: string },
  order: { orderNumber: number; creditNoteNumber: string | null },
): Mail {
  const label = orderLabel(order.orderNumber);
  return composeMail({
    env,
    to,
    subject: `Your ${env.STORE_NAME} order ${label} has been cancelled`,
    blocks: [
      [
        `Your ${env.STORE_NAME} order ${label} has been cancelled. It was to be paid in cash on delivery, so nothing is due and no money moves.`,
        ...(order.creditNoteNumber ? [`Credit note: ${order.creditNoteNumber}`] : []),
      ],
      { label: 'Your orders', url: `${env.PUBLIC_URL}/orders` },
    ],
  });
}
