import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import {
  COD_DEFAULTS,
  codAvailability,
  codOffer,
  codOrderTotal,
  isSoldPayment,
  paymentMethodLabel,
} from './cod.rules.ts';

describe('cash on delivery rules', () => {
  it('offers COD up to the limit inclusive, and says why not above it or when switched off', () => {
    expect(codAvailability(COD_DEFAULTS, 5000, messages)).toEqual({ available: true });
    expect(codAvailability(COD_DEFAULTS, 5000.01, messages)).toEqual({
      available: false,
      reason: messages.codOverLimit('₹5,000'),
    });
    expect(messages.codOverLimit('₹5,000')).toBe('Cash on Delivery is available for orders up to ₹5,000.');
    expect(codAvailability({ ...COD_DEFAULTS, enabled: false }, 100, messages)).toEqual({
      available: false,
      reason: messages.codUnavailable,
    });
  });

  it('offers COD at checkout only where the courier collects cash, greyed for a prepaid-only shopper', () => {
    expect(codOffer(COD_DEFAULTS, 1000, messages)).toEqual({ fee: 49, availability: { available: true } });
    expect(codOffer(COD_DEFAULTS, 1000, messages, { courierCollectsCash: false })).toBeNull();
    expect(codOffer(COD_DEFAULTS, 1000, messages, { prepaidOnlyReason: 'Pay online this time.' })).toEqual({
      fee: 49,
      availability: { available: false, reason: 'Pay online this time.' },
    });
    // The shopper's record is said before the limit; the limit still holds for everyone else.
    expect(
      codOffer(COD_DEFAULTS, 9000, messages, { prepaidOnlyReason: 'Pay online this time.' })?.availability,
    ).toEqual({
      available: false,
      reason: 'Pay online this time.',
    });
    expect(codOffer(COD_DEFAULTS, 9000, messages)?.availability).toEqual(codAvailability(COD_DEFAULTS, 9000, messages));
  });

  it('adds the fee to the total in paise, without float drift', () => {
    expect(codOrderTotal(1678, 49)).toBe(1727);
    expect(codOrderTotal(0.1, 0.2)).toBe(0.3);
    expect(codOrderTotal(1299.5, 29.5)).toBe(1329);
  });

  it('counts paid online and live COD orders as sold; labels the methods', () => {
    expect(['PAYMENT_SUCCESS', 'COD_PENDING', 'COD_COLLECTED'].every(isSoldPayment)).toBe(true);
    expect(['PAYMENT_INITIATED', 'COD_CANCELLED', 'REFUND_PENDING'].some(isSoldPayment)).toBe(false);
    expect(paymentMethodLabel('COD', messages)).toBe('Cash on Delivery');
    expect(paymentMethodLabel('ONLINE', messages)).toBe('Pay online (UPI, cards, netbanking)');
  });
});
