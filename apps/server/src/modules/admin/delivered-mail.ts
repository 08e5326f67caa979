import { formatINR, toRupees } from '@nidra/shared';
import { orderLabel } from '@nidra/shared/orders/order.rules';
import type { Env } from '../../config/env.ts';
import { composeMail } from '../../lib/mail-layout.ts';
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
  to: { email: string; name: string },
  order: { orderNumber: number },
  pieces: Piece[],
): Mail {
  const label = orderLabel(order.orderNumber);
  return composeMail({
    env,
    to,
    subject: `Your ${env.STORE_NAME} order ${label} has been delivered`,
    blocks: [
      `Your ${env.STORE_NAME} order ${label} has been delivered. We hope you sleep well in it.`,
      {
        products: pieces.map((p) => ({
          name: p.name,
          size: p.size,
          designNumber: p.designNumber,
          quantity: p.quantity,
          amount: formatINR(toRupees(p.price * p.quantity)),
          image: p.image,
        })),
      },
      'If a piece arrived damaged or defective, request a replacement from My Orders within 7 days of delivery, with an unboxing video.',
      { button: { label: 'View your orders', url: `${env.PUBLIC_URL}/orders` } },
    ],
  });
}
