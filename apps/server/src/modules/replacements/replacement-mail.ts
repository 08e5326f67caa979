import type { MailTexts } from '@nidra/shared/i18n/mail-texts';
import { orderLabel } from '@nidra/shared/orders/order.rules';
import type { Env } from '../../config/env.ts';
import { composeMail, type MailTo, mailLanguage, mailTextsForLanguage } from '../../lib/mail-layout.ts';
import type { Mail } from '../../lib/mailer.ts';

export type ReplacementStep =
  | { step: 'requested' }
  | { step: 'approved'; note: string; replacementOrderNumber: number }
  | { step: 'rejected'; reason: string }
  | { step: 'shipped'; replacementOrderNumber: number; trackingNumber: string };

function lines(
  words: MailTexts,
  store: string,
  label: string,
  s: ReplacementStep,
): { subject: string; body: string[] } {
  const w = words.replacement;
  switch (s.step) {
    case 'requested':
      return { subject: w.requestedSubject(label), body: [w.requested(label), w.withinDays] };
    case 'approved':
      return {
        subject: w.approvedSubject(label),
        body: [
          w.approved(label),
          w.goesOutAs(orderLabel(s.replacementOrderNumber)),
          ...(s.note ? [w.note(store, s.note)] : []),
        ],
      };
    case 'rejected':
      // The reason is the staff's own words, sent as written.
      return { subject: w.rejectedSubject(label), body: [w.rejected(label), w.reason(s.reason)] };
    case 'shipped':
      return {
        subject: w.shippedSubject(label),
        body: [
          w.shipped(orderLabel(s.replacementOrderNumber)),
          ...(s.trackingNumber ? [words.dispatch.trackingNumber(s.trackingNumber)] : []),
        ],
      };
  }
}

/** The shopper's mail at each step of a replacement request (requested, approved, rejected, shipped). */
export function buildReplacementMail(
  env: Pick<Env, 'PUBLIC_URL' | 'STORE_NAME' | 'STORE_EMAIL'>,
  to: MailTo,
  orderNumber: number,
  step: ReplacementStep,
): Mail {
  const lang = mailLanguage(to);
  const words = mailTextsForLanguage(lang);
  const { subject, body } = lines(words, env.STORE_NAME, orderLabel(orderNumber), step);
  return composeMail({
    env,
    to,
    lang,
    subject: `${env.STORE_NAME}: ${subject}`,
    blocks: [...body, { label: words.replacement.yourOrders, url: `${env.PUBLIC_URL}/orders` }],
  });
}
