import { describe, expect, it } from 'vitest';
import { allocateProportionally } from './allocation.rules.ts';

/** A small seeded generator (mulberry32), so every run checks the same thousands of cases. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('allocateProportionally', () => {
  it('spreads ₹100 over three equal lines as 33.34 + 33.33 + 33.33, the extra paisa to the first', () => {
    expect(allocateProportionally(10_000, [50_000, 50_000, 50_000])).toEqual([3_334, 3_333, 3_333]);
  });

  it('gives a line in proportion to its value', () => {
    expect(allocateProportionally(20_000, [100_000, 300_000])).toEqual([5_000, 15_000]);
  });

  it('gives the remainder paise to the largest fractions', () => {
    // 100 over 1:1:1:… 7 weights of 1 → 14.28 each; the two with the largest remainders win a paisa.
    expect(allocateProportionally(100, [1, 1, 1, 1, 1, 1, 1])).toEqual([15, 15, 14, 14, 14, 14, 14]);
    expect(allocateProportionally(10, [3, 3, 4])).toEqual([3, 3, 4]);
  });

  it('gives nothing to a line that does not qualify (weight 0)', () => {
    expect(allocateProportionally(999, [0, 1_000, 0, 2_000])).toEqual([0, 333, 0, 666]);
  });

  it('property: the parts add up to the discount to the paisa, each within its line and near its share', () => {
    const next = random(20_231);
    for (let run = 0; run < 5_000; run++) {
      const n = 1 + Math.floor(next() * 8);
      const weights = Array.from({ length: n }, () => (next() < 0.15 ? 0 : 1 + Math.floor(next() * 5_000_000)));
      const sum = weights.reduce((a, b) => a + b, 0);
      if (sum === 0) continue;
      const total = Math.floor(next() * (sum + 1));
      const parts = allocateProportionally(total, weights);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
      parts.forEach((part, i) => {
        expect(Number.isInteger(part)).toBe(true);
        expect(part).toBeGreaterThanOrEqual(0);
        expect(part).toBeLessThanOrEqual(weights[i]);
        expect(Math.abs(part - (total * weights[i]) / sum)).toBeLessThan(1);
      });
    }
  });

  it('keeps every digit of large amounts', () => {
    const parts = allocateProportionally(99_999_999, [9_999_999_999, 1]);
    expect(parts).toEqual([99_999_999, 0]);
  });

  it('refuses fractions of a paisa', () => {
    expect(() => allocateProportionally(10.5, [1])).toThrow(RangeError);
  });
});
