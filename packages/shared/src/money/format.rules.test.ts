import { describe, expect, it } from 'vitest';
import { formatINR } from './format.rules.ts';

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
