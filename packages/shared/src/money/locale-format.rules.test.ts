import { describe, expect, it } from 'vitest';
import { formatINR, formatShopDate } from './format.rules.ts';
import { formatCount, formatMoney, formatShopDateIn, formatShortDay } from './locale-format.rules.ts';

describe('money and dates for a shopper language', () => {
  it('writes rupees for hi-IN with Indian grouping, paise only when there are some', () => {
    expect(formatMoney(123456, 'hi')).toBe('₹1,23,456');
    expect(formatMoney(799.5, 'hi')).toBe('₹799.50');
    expect(formatMoney(0.1 + 0.2, 'hi')).toBe('₹0.30');
    expect(formatMoney(1500000, 'hi')).toBe('₹15,00,000');
  });

  it('keeps English exactly as formatINR writes it', () => {
    for (const rupees of [0, 799.5, 123456]) expect(formatMoney(rupees, 'en')).toBe(formatINR(rupees));
  });

  it('writes dates in Hindi in India time, and English as before', () => {
    // 20:00 UTC is already the next day in India.
    expect(formatShopDateIn('2026-11-25T20:00:00Z', 'hi')).toBe('26 नवंबर 2026');
    expect(formatShopDateIn('2026-11-25T20:00:00Z', 'en')).toBe(formatShopDate('2026-11-25T20:00:00Z'));
    expect(formatShortDay('2026-11-26T10:00:00Z', 'hi')).toBe('गुरु, 26 नव॰');
  });

  it('groups counts the Indian way in both languages', () => {
    expect(formatCount(100000, 'hi')).toBe('1,00,000');
    expect(formatCount(100000, 'en')).toBe('1,00,000');
  });
});
