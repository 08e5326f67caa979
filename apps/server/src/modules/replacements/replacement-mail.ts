import { orderLabel } from '@nidra/shared/orders/order.rules';
import type { Env } from '../../config/env.ts';
import { composeMail } from '../../lib/mail-layout.ts';
import type { Mail } from '../../lib/mailer.ts';

export type ReplacementStep =
  | { step: 'requested' }
  | { step: 'approved'; note: string; replacementOrderNumber: number }
  | { step: 'rejected'; reason: string }
  | { step: 'shipped'; replacementOrderNumber: number; trackingNumber: string };

function lines(store: string, label: string, s: ReplacementStep): { subject: string; body: string[] } {
  switch (s.step) {
    case 'requested':
      return {
        subject: `We received your replacement request for ${label}`,
        body: [
          `We received your replacement request for order ${label} with its unboxing video.`,
          'We will look at it within 3 days and write to you.',
        ],
      };
    case 'approved':
      return {
        subject: `Your replacement for ${label} is approved`,
        body: [
          `Your replacement request for order ${label} is approved.`,
          `The replacement goes out as order ${orderLabel(s.replacementOrderNumber)}, at no cost to you.`,
          ...(s.note ? [`Note from ${store}: ${s.note}`] : []),
        ],
      };
    case 'rejected':
      return {
        subject: `About your replacement request for ${label}`,
        body: [`We are sorry: we cannot replace order ${label}.`, `Reason: ${s.reason}`],
      };
    case 'shipped':
      return {
        subject: `Your replacement for ${label} is on its way`,
        body: [
          `Your replacement order ${orderLabel(s.replacementOrderNumber)} has been dispatched by India Post.`,
          ...(s.trackingNumber ? [`Tracking number: ${s.trackingNumber}`] : []),
        ],
      };
  }
}

/** The shopper's mail at each step of a replacement request (requested, approved, rejected, shipped). */
export function buildReplacementMail(
  env: Pick<Env, 'PUBLIC_URL' | 'STORE_NAME' | 'STORE_EMAIL'>,
  to: { email: string; name: string },
  orderNumber: number,
  step: ReplacementStep,
): Mail {
  const { subject, body } = lines(env.STORE_NAME, orderLabel(orderNumber), step);
  return composeMail({
    env,
    to,
    subject: `${env.STORE_NAME}: ${subject}`,
    blocks: [...body, { label: 'Your orders', url: `${env.PUBLIC_URL}/orders` }],
  });
}
