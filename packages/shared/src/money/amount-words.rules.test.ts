import { describe, expect, it } from 'vitest';
import { amountInWords, integerInWords } from './amount-words.rules.ts';

describe('amountInWords', () => {
  it('writes rupees and paise as Indian invoices do', () => {
    expect(amountInWords(124_950)).toBe('Rupees One Thousand Two Hundred Forty-Nine and Fifty Paise Only');
  });

  it.each([
    [0, 'Rupees Zero Only'],
    [100, 'Rupees One Only'],
    [5, 'Rupees Zero and Five Paise Only'],
    [1_099, 'Rupees Ten and Ninety-Nine Paise Only'],
    [5_000, 'Rupees Fifty Only'],
    [10_500, 'Rupees One Hundred Five Only'],
    [250_000, 'Rupees Two Thousand Five Hundred Only'],
    [1_100_000, 'Rupees Eleven Thousand Only'],
  ])('%i paise → %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('groups by lakh and crore, not by million', () => {
    expect(amountInWords(12_345_678_00)).toBe(
      'Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight Only',
    );
    expect(amountInWords(10_000_000_00)).toBe('Rupees One Crore Only');
    expect(amountInWords(1_00_000_00)).toBe('Rupees One Lakh Only');
    expect(amountInWords(2_00_01_000_00 + 1)).toBe('Rupees Two Crore One Thousand and One Paise Only');
  });

  it('writes crore counts above 99 with their own grouping', () => {
    expect(integerInWords(1_25_00_00_000)).toBe('One Hundred Twenty-Five Crore');
  });

  it('refuses fractions of a paisa and negative amounts', () => {
    expect(() => amountInWords(10.5)).toThrow(RangeError);
    expect(() => amountInWords(-1)).toThrow(RangeError);
  });
});
