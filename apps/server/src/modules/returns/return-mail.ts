import { formatINR, toRupees } from '@nidra/shared';
import type { MailTexts } from '@nidra/shared/i18n/mail-texts';
import { textsFor } from '@nidra/shared/i18n/texts-for';
import { orderLabel } from '@nidra/shared/orders/order.rules';
import type { ReturnKind } from '@nidra/shared/returns/return.rules';
import type { Env } from '../../config/env.ts';
import { composeMail, type MailTo, mailLanguage, mailTextsForLanguage } from '../../lib/mail-layout.ts';
import type { Mail } from '../../lib/mailer.ts';

export type ReturnStep =
  | { step: 'requested' }
  | { step: 'pickup'; awb: string }
  | { step: 'self-ship' }
  | { step: 'picked-up' }
  | { step: 'received' }
  | { step: 'rejected'; reason: string }
  // `to`: the account staff pay a COD return into, masked; null when the refund goes back to the payment.
  | { step: 'refund-started'; amountPaise: number; to: string | null; creditNoteNumber: string }
  | { step: 'refunded'; amountPaise: number; to: string | null }
  | { step: 'exchange-placed'; exchangeOrderNumber: number }
  | { step: 'exchange-shipped'; exchangeOrderNumber: number; trackingNumber: string }
  | { step: 'expired' };

function lines(
  words: MailTexts,
  store: string,
  kind: ReturnKind,
  label: string,
  s: ReturnStep,
  paymentWords: string,
): { subject: string; body: string[] } {
  const w = words.returns;
  const k = kind === 'EXCHANGE' ? w.kindExchange : w.kindReturn;
  const money = (paise: number) => formatINR(toRupees(paise));
  switch (s.step) {
    case 'requested':
      return {
        subject: w.requestedSubject(k, label),
        body: [w.requested(k, label), kind === 'EXCHANGE' ? w.sizeKept : w.withinDays],
      };
    case 'pickup':
      return { subject: w.pickupSubject(k, label), body: [w.pickup(label), w.pickupAwb(s.awb)] };
    case 'self-ship':
      return { subject: w.selfShipSubject(k, label), body: [w.selfShip(k, label), w.sendBack(store)] };
    case 'picked-up':
      return { subject: w.pickedUpSubject(label), body: [w.pickedUp(label)] };
    case 'received':
      return { subject: w.receivedSubject(label), body: [w.received(label)] };
    case 'rejected':
      // The reason is the staff's own words, sent as written.
      return { subject: w.rejectedSubject(k, label), body: [w.rejected(k, label), words.replacement.reason(s.reason)] };
    case 'refund-started':
      return {
        subject: w.refundStartedSubject(label),
        body: [
          w.refundStarted(money(s.amountPaise), label, s.to ?? paymentWords),
          words.refund.creditNote(s.creditNoteNumber),
        ],
      };
    case 'refunded':
      return {
        subject: w.refundedSubject(label),
        body: [w.refunded(money(s.amountPaise), label, s.to ?? paymentWords)],
      };
    case 'exchange-placed':
      return { subject: w.exchangePlacedSubject(label), body: [w.exchangePlaced(orderLabel(s.exchangeOrderNumber))] };
    case 'exchange-shipped':
      return {
        subject: w.exchangeShippedSubject(label),
        body: [
          w.exchangeShipped(orderLabel(s.exchangeOrderNumber)),
          ...(s.trackingNumber ? [words.dispatch.trackingNumber(s.trackingNumber)] : []),
        ],
      };
    case 'expired':
      return { subject: w.expiredSubject(label), body: [w.expired(label)] };
  }
}

/** The shopper's mail at each step of a return or exchange (ADR 0027). */
export function buildReturnMail(
  env: Pick<Env, 'PUBLIC_URL' | 'STORE_NAME' | 'STORE_EMAIL'>,
  to: MailTo,
  kind: ReturnKind,
  orderNumber: number,
  step: ReturnStep,
): Mail {
  const lang = mailLanguage(to);
  const words = mailTextsForLanguage(lang);
  // "the original PhonePe payment" in the shopper's language (the stored text is the back office's English).
  const paymentWords = textsFor(lang).returnPayoutSourceShort;
  const { subject, body } = lines(words, env.STORE_NAME, kind, orderLabel(orderNumber), step, paymentWords);
  return composeMail({
    env,
    to,
    lang,
    subject: `${env.STORE_NAME}: ${subject}`,
    blocks: [...body, { label: words.returns.link, url: `${env.PUBLIC_URL}/returns` }],
  });
}
