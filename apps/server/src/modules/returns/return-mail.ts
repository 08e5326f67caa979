import { formatINR, toRupees } from '@nidra/shared';
import { orderLabel } from '@nidra/shared/orders/order.rules';
import type { ReturnKind } from '@nidra/shared/returns/return.rules';
import type { Env } from '../../config/env.ts';
import { composeMail } from '../../lib/mail-layout.ts';
import type { Mail } from '../../lib/mailer.ts';

export type ReturnStep =
  | { step: 'requested' }
  | { step: 'pickup'; awb: string }
  | { step: 'self-ship' }
  | { step: 'picked-up' }
  | { step: 'received' }
  | { step: 'rejected'; reason: string }
  | { step: 'refund-started'; amountPaise: number; to: string; creditNoteNumber: string }
  | { step: 'refunded'; amountPaise: number; to: string }
  | { step: 'exchange-placed'; exchangeOrderNumber: number }
  | { step: 'exchange-shipped'; exchangeOrderNumber: number; trackingNumber: string }
  | { step: 'expired' };

const what = (kind: ReturnKind) => (kind === 'EXCHANGE' ? 'exchange' : 'return');

function lines(store: string, kind: ReturnKind, label: string, s: ReturnStep): { subject: string; body: string[] } {
  const w = what(kind);
  switch (s.step) {
    case 'requested':
      return {
        subject: `We received your ${w} request for ${label}`,
        body: [
          `We received your ${w} request for order ${label}.`,
          kind === 'EXCHANGE'
            ? 'The new size is kept aside for you while we look at it.'
            : 'We will look at it within 2 days and write to you.',
        ],
      };
    case 'pickup':
      return {
        subject: `Pickup scheduled for your ${w} of ${label}`,
        body: [`Our courier will collect the pieces of order ${label} from your address.`, `Pickup AWB: ${s.awb}`],
      };
    case 'self-ship':
      return {
        subject: `Your ${w} of ${label} is approved`,
        body: [
          `Your ${w} request for order ${label} is approved.`,
          `Please send the pieces back to ${store}; we will write when they arrive.`,
        ],
      };
    case 'picked-up':
      return {
        subject: `The pieces of ${label} are on their way back`,
        body: [`The courier picked up the pieces of order ${label}.`],
      };
    case 'received':
      return {
        subject: `We received the pieces of ${label}`,
        body: [`The pieces of order ${label} arrived and passed our check.`],
      };
    case 'rejected':
      return {
        subject: `About your ${w} request for ${label}`,
        body: [`We are sorry: we cannot accept the ${w} for order ${label}.`, `Reason: ${s.reason}`],
      };
    case 'refund-started':
      return {
        subject: `Refund started for ${label}`,
        body: [
          `We have started a refund of ${formatINR(toRupees(s.amountPaise))} for order ${label} to ${s.to}; banks usually take 5–7 working days.`,
          `Credit note: ${s.creditNoteNumber}`,
        ],
      };
    case 'refunded':
      return {
        subject: `Refund completed for ${label}`,
        body: [`The refund of ${formatINR(toRupees(s.amountPaise))} for order ${label} to ${s.to} has been completed.`],
      };
    case 'exchange-placed':
      return {
        subject: `Your exchange for ${label} is on its way soon`,
        body: [`Your new size goes out as order ${orderLabel(s.exchangeOrderNumber)}, at no cost to you.`],
      };
    case 'exchange-shipped':
      return {
        subject: `Your exchange for ${label} has shipped`,
        body: [
          `Your exchange order ${orderLabel(s.exchangeOrderNumber)} has been dispatched.`,
          ...(s.trackingNumber ? [`Tracking number: ${s.trackingNumber}`] : []),
        ],
      };
    case 'expired':
      return {
        subject: `Your exchange request for ${label} has closed`,
        body: [
          `Your exchange request for order ${label} was not completed in time and has closed; the size kept aside is released.`,
        ],
      };
  }
}

/** The shopper's mail at each step of a return or exchange (ADR 0027). */
export function buildReturnMail(
  env: Pick<Env, 'PUBLIC_URL' | 'STORE_NAME' | 'STORE_EMAIL'>,
  to: { email: string; name: string },
  kind: ReturnKind,
  orderNumber: number,
  step: ReturnStep,
): Mail {
  const { subject, body } = lines(env.STORE_NAME, kind, orderLabel(orderNumber), step);
  return composeMail({
    env,
    to,
    subject: `${env.STORE_NAME}: ${subject}`,
    blocks: [...body, { label: 'Your returns and exchanges', url: `${env.PUBLIC_URL}/returns` }],
  });
}
