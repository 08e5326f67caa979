/**
 * GST on apparel by taxable value per piece, from 22-09-2025: 5 % up to ₹2 500, 18 % above.
 * Prices are tax-inclusive, so the taxable value is found by removing the rate (DESIGN §7a).
 */
export const GST_SLAB_LIMIT_PAISE = 250_000;
export const GST_LOW_RATE = 5;
export const GST_HIGH_RATE = 18;

/** The rate for one piece whose tax-inclusive price is `unitPaise`. */
export function gstRateFor(unitPaise: number): number {
  const taxableAtLow = Math.round((unitPaise * 100) / (100 + GST_LOW_RATE));
  return taxableAtLow <= GST_SLAB_LIMIT_PAISE ? GST_LOW_RATE : GST_HIGH_RATE;
}

export type TaxSplit = { taxablePaise: number; ratePercent: number; cgst: number; sgst: number; igst: number };

/** Splits a tax-inclusive amount: CGST + SGST within the store's state, IGST across states. */
export function splitTax(inclusivePaise: number, ratePercent: number, intraState: boolean): TaxSplit {
  const taxablePaise = Math.round((inclusivePaise * 100) / (100 + ratePercent));
  const tax = inclusivePaise - taxablePaise;
  if (!intraState) return { taxablePaise, ratePercent, cgst: 0, sgst: 0, igst: tax };
  const cgst = Math.floor(tax / 2);
  return { taxablePaise, ratePercent, cgst, sgst: tax - cgst, igst: 0 };
}

/** Financial year label for an invoice date in India (April–March), e.g. 26-27. */
export function financialYear(date: Date): string {
  const ist = new Date(date.getTime() + 5.5 * 3600_000);
  const y = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? y : y - 1;
  return `${String(start % 100).padStart(2, '0')}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** Invoice number of at most 16 characters: PREFIX/YY-YY/000123. */
export function invoiceNumber(prefix: string, date: Date, serial: number): string {
  return `${prefix}/${financialYear(date)}/${String(serial).padStart(6, '0')}`;
}
