import { textsFor } from '@nidra/shared/i18n/texts-for';
import { returnMessages } from '@nidra/shared/returns/return.messages';
import { describe, expect, it } from 'vitest';
import type { Mail } from '../../lib/mailer.ts';
import { buildLoginLinkMail } from '../accounts/login-link-mail.ts';
import { buildCodCancelledMail } from '../cod/cod-cancelled-mail.ts';
import { buildRefundMail } from '../refunds/refund-mail.ts';
import { buildReplacementMail } from '../replacements/replacement-mail.ts';
import { buildReturnMail } from '../returns/return-mail.ts';
import { buildReviewRequestMail } from '../reviews/review-request-mail.ts';
import { buildNdrMail, buildOutForDeliveryMail } from '../shipping/shipping-mails.ts';

// The after-sales and sign-in mails in the shopper's account language (ADR 0029): a shopper whose
// account says 'hi' reads them in Hindi; order numbers, codes and amounts stay as they are.

const env = {
  PUBLIC_URL: 'https://nidra.test',
  STORE_NAME: 'Nidra',
  STORE_EMAIL: 'care@nidra.test',
  JWT_SECRET: 'x'.repeat(32),
};
const DEVANAGARI = /[\u0900-\u097F]/;
const shopper = (language: 'en' | 'hi') => ({ email: 'sunita@example.com', name: 'Sunita', language });
const parcel = { orderNumber: 1042, awb: 'SR123456', courierName: 'Delhivery' };

/** Every mail kind, built for a shopper of the given language. */
const kinds: Record<string, (lang: 'en' | 'hi') => Mail> = {
  'sign-in link': (l) => buildLoginLinkMail(env, shopper(l), 'token'),
  'refund started': (l) =>
    buildRefundMail(env, shopper(l), { orderNumber: 1042, amount: 129_900, creditNoteNumber: 'CN-1' }, 'started'),
  'refund completed': (l) =>
    buildRefundMail(env, shopper(l), { orderNumber: 1042, amount: 129_900, creditNoteNumber: 'CN-1' }, 'completed'),
  'out for delivery': (l) => buildOutForDeliveryMail(env, shopper(l), { ...parcel, cod: true }),
  'failed delivery': (l) =>
    buildNdrMail(env, shopper(l), { ...parcel, reason: 'REFUSED', attempt: 1, lastAttempt: false, cod: false }),
  'COD cancelled': (l) => buildCodCancelledMail(env, shopper(l), { orderNumber: 1042, creditNoteNumber: 'CN-2' }),
  'replacement approved': (l) =>
    buildReplacementMail(env, shopper(l), 1042, { step: 'approved', note: '', replacementOrderNumber: 1043 }),
  'return refund started': (l) =>
    buildReturnMail(env, shopper(l), 'RETURN', 1042, {
      step: 'refund-started',
      amountPaise: 79_900,
      to: 'UPI su***@okaxis',
      creditNoteNumber: 'CN-3',
    }),
  'return refunded to the payment': (l) =>
    buildReturnMail(env, shopper(l), 'RETURN', 1042, { step: 'refunded', amountPaise: 79_900, to: null }),
  'exchange requested': (l) => buildReturnMail(env, shopper(l), 'EXCHANGE', 1042, { step: 'requested' }),
  'review request': (l) =>
    buildReviewRequestMail(env, {
      orderId: 'o1',
      orderNumber: 1042,
      ...shopper(l),
      lines: ['Mustard Floral Cotton Nighty'],
    }),
};

describe('sign-in, refund, courier, COD, replacement, return and review mails', () => {
  it.each(Object.keys(kinds))('a Hindi shopper gets the %s mail in Hindi', (kind) => {
    const mail = kinds[kind]('hi');
    expect(mail.subject, kind).toMatch(DEVANAGARI);
    expect(mail.subject, kind).not.toMatch(/\b(Your|We|Refund|How|About)\b/);
    expect(mail.text).toContain('नमस्ते Sunita,');
    expect(mail.html).toContain('<html lang="hi">');
  });

  it.each(Object.keys(kinds))('an English shopper gets the %s mail in English', (kind) => {
    const mail = kinds[kind]('en');
    expect(mail.subject, kind).not.toMatch(DEVANAGARI);
    expect(mail.text, kind).not.toMatch(DEVANAGARI);
  });

  it('keeps order numbers, codes, amounts and the staff’s own words as they are', () => {
    const started = kinds['refund started']('hi');
    expect(started.subject).toBe('आपके Nidra ऑर्डर ORD1042 का रिफ़ंड शुरू हो गया है');
    expect(started.text).toContain('₹1299.00');
    expect(started.text).toContain('क्रेडिट नोट: CN-1');
    const ndr = kinds['failed delivery']('hi');
    expect(ndr.text).toContain('Delhivery ने आपका ऑर्डर ORD1042 (AWB SR123456)');
    expect(ndr.text).toContain('care@nidra.test');
    const rejected = buildReplacementMail(env, shopper('hi'), 1042, { step: 'rejected', reason: 'No video of damage' });
    expect(rejected.subject).toBe('Nidra: ORD1042 के रिप्लेसमेंट के आपके अनुरोध के बारे में');
    expect(rejected.text).toContain('वजह: No video of damage');
  });

  it('names the payment a return is refunded to in the shopper’s language, an account as it is masked', () => {
    expect(kinds['return refunded to the payment']('hi').text).toContain(textsFor('hi').returnPayoutSourceShort);
    expect(kinds['return refunded to the payment']('en').text).toContain(
      `to ${returnMessages.returnPayoutSourceShort} has been completed.`,
    );
    expect(kinds['return refund started']('hi').text).toContain('UPI su***@okaxis');
  });

  it('words the English mails exactly as before', () => {
    expect(kinds['sign-in link']('en').subject).toBe('Your Nidra sign-in link');
    expect(kinds['refund started']('en').text).toContain(
      'Your Nidra order ORD1042 has been cancelled. We have started a refund of ₹1299.00 to your original payment method; banks usually take 5–7 working days.',
    );
    expect(kinds['failed delivery']('en').text).toContain(
      'Delhivery tried to deliver your order ORD1042 (AWB SR123456) but could not: Customer refused delivery.',
    );
    expect(kinds['exchange requested']('en').subject).toBe('Nidra: We received your exchange request for ORD1042');
    expect(kinds['review request']('en').subject).toBe('How was your order from Nidra?');
  });
});
