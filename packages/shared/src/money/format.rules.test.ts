import { describe, expect, it } from 'vitest';
import { formatINR, groupIndian } from './format.rules.ts';

describe('formatINR', () => {
  it('shows whole rupees without paise, in en-IN grouping', () => {
    expect(formatINR(799)).toBe('₹799');
    expect(formatINR(0)).toBe('₹0');
    expect(formatINR(123456)).toBe('₹1,23,456');
  });

  it('shows two digits of paise whenever the amount is not whole', () => {
    expect(formatINR(799.5)).toBe('₹799.50');
    expect(formatINR(1249.05)).toBe('₹1,249.05');
    expect(formatINR(100000.1)).toBe('₹1,00,000.10');
  });

  it('judges wholeness in paise, so floating-point noise does not add digits', () => {
    expect(formatINR(0.1 + 0.2 + 799.7)).toBe('₹800');
    expect(formatINR(19.999999)).toBe('₹20');
  });

  it('keeps the sign of a negative amount', () => {
    expect(formatINR(-50.5)).toBe('-₹50.50');
  });
});

describe('formatINR beside Intl', () => {
  // The formatter is written out (no Intl on a page's first load); it must read as Intl's en-IN and
  // hi-IN currency formats do, amount for amount.
  const amounts = [0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10000, 99999, 100000, 1234567, 98765432, 1e12];
  const withPaise = [0.01, 0.1, 0.5, 5.05, 799.5, 1249.99, 100000.1, 9876543.21];
  const intl = (locale: string, rupees: number) => {
    const paise = Math.round(rupees * 100);
    const options = paise % 100 === 0 ? { maximumFractionDigits: 0 } : { minimumFractionDigits: 2 };
    return new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', ...options }).format(paise / 100);
  };

  it('writes every amount as en-IN and hi-IN do, whole or with paise, either sign', () => {
    for (const a of [...amounts, ...withPaise, ...amounts.map((x) => -x - 0.25), ...withPaise.map((x) => -x)]) {
      if (a === 0) continue;
      expect(formatINR(a)).toBe(intl('en-IN', a));
      expect(formatINR(a)).toBe(intl('hi-IN', a));
    }
  });

  it('groups digits in threes, then twos', () => {
    expect(['1', '12', '123', '1234', '12345', '123456', '1234567', '12345678'].map(groupIndian)).toEqual([
      '1',
      '12',
      '123',
      '1,234',
      '12,345',
      '1,23,456',
      '12,34,567',
      '1,23,45,678',
    ]);
  });
});
