import { describe, expect, it } from 'vitest';
import { GST_HIGH_RATE, GST_LOW_RATE, gstRateFor, shippingGstRate, splitTax } from './gst.rules.ts';

/** A small deterministic generator (mulberry32), so a failing case can be replayed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Every line an invoice could print: unit prices from 1 paisa up to ₹5 000 and then random ones, quantities 1–12. */
function* lines(): Generator<{ unit: number; quantity: number }> {
  for (let unit = 1; unit <= 500_000; unit += 13) for (const quantity of [1, 2, 3, 7, 12]) yield { unit, quantity };
  const next = random(2026);
  for (let i = 0; i < 50_000; i++) {
    yield { unit: 1 + Math.floor(next() * 10_000_000), quantity: 1 + Math.floor(next() * 50) };
  }
}

describe('splitTax', () => {
  it('within the state: CGST = SGST, and taxable + tax is the inclusive amount to the paisa', () => {
    let checked = 0;
    for (const { unit, quantity } of lines()) {
      const inclusive = unit * quantity;
      const rate = gstRateFor(unit);
      const s = splitTax(inclusive, rate, true);
      const exactTax = (inclusive * rate) / (100 + rate);
      if (
        s.cgst !== s.sgst ||
        s.igst !== 0 ||
        s.taxablePaise + s.cgst + s.sgst !== inclusive ||
        Math.abs(s.cgst + s.sgst - exactTax) > 1 ||
        !Number.isInteger(s.cgst) ||
        s.taxablePaise < 0
      ) {
        expect({ unit, quantity, rate, split: s }).toBe('an equal split adding up to the paisa');
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(200_000);
  });

  it('across states: IGST alone, the nearest paisa, adding up to the inclusive amount', () => {
    for (const { unit, quantity } of lines()) {
      const inclusive = unit * quantity;
      const rate = gstRateFor(unit);
      const s = splitTax(inclusive, rate, false);
      const exactTax = (inclusive * rate) / (100 + rate);
      if (s.cgst + s.sgst !== 0 || s.taxablePaise + s.igst !== inclusive || Math.abs(s.igst - exactTax) > 0.5) {
        expect({ unit, quantity, rate, split: s }).toBe('IGST adding up to the paisa');
      }
    }
  });

  it('gives the same taxable value within and across states, give or take the paisa of the halving', () => {
    for (const { unit, quantity } of lines()) {
      const rate = gstRateFor(unit);
      const intra = splitTax(unit * quantity, rate, true).taxablePaise;
      const inter = splitTax(unit * quantity, rate, false).taxablePaise;
      if (Math.abs(intra - inter) > 1) expect({ unit, quantity, intra, inter }).toBe('within a paisa');
    }
  });

  it('splits a line whose tax is odd into two equal halves (3 × ₹1 249 at 5 %)', () => {
    expect(splitTax(374_700, 5, true)).toEqual({
      taxablePaise: 356_858,
      ratePercent: 5,
      cgst: 8_921,
      sgst: 8_921,
      igst: 0,
    });
    expect(splitTax(374_700, 5, false)).toEqual({
      taxablePaise: 356_857,
      ratePercent: 5,
      cgst: 0,
      sgst: 0,
      igst: 17_843,
    });
  });
});

describe('gstRateFor', () => {
  it('charges 5 % while the piece is worth at most ₹2 500 before tax at 5 %, and 18 % above', () => {
    expect(gstRateFor(262_500)).toBe(GST_LOW_RATE); // ₹2 625 incl. = ₹2 500 + 5 %
    expect(gstRateFor(262_501)).toBe(GST_HIGH_RATE);
    expect(gstRateFor(295_000)).toBe(GST_HIGH_RATE); // ₹2 500 × 1.18: 18 % throughout the band
    expect(gstRateFor(99)).toBe(GST_LOW_RATE);
  });
});

describe('shippingGstRate', () => {
  it('follows the highest rate among the pieces, 18 % with none', () => {
    expect(shippingGstRate([5, 5])).toBe(5);
    expect(shippingGstRate([5, 18])).toBe(18);
    expect(shippingGstRate([])).toBe(18);
  });
});
