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

/**
 * The rate of a line after its offer discount (ADR 0023): the slab follows the price a piece is
 * actually sold at, the line's value after discount shared over its pieces.
 */
export function gstRateForLine(netLinePaise: number, quantity: number): number {
  return gstRateFor(Math.round(netLinePaise / Math.max(1, quantity)));
}

/**
 * The rate of the delivery charge (ADR 0016): delivery is ancillary to the goods, a composite supply
 * taxed at the rate of the principal supply, taken as the highest rate among the order's pieces
 * (18 % when no goods are on the document).
 */
export function shippingGstRate(pieceRates: number[]): number {
  return pieceRates.length > 0 ? Math.max(...pieceRates) : GST_HIGH_RATE;
}

export type TaxSplit = { taxablePaise: number; ratePercent: number; cgst: number; sgst: number; igst: number };

/**
 * Splits a tax-inclusive amount so that taxable + tax = the amount to the paisa. Across states the
 * whole tax is IGST, rounded once. Within the store's state the half is rounded and doubled, so CGST
 * and SGST are always equal and the taxable value absorbs the rounding (never off by more than 1 paisa).
 */
export function splitTax(inclusivePaise: number, ratePercent: number, intraState: boolean): TaxSplit {
  if (!intraState) {
    const taxablePaise = Math.round((inclusivePaise * 100) / (100 + ratePercent));
    return { taxablePaise, ratePercent, cgst: 0, sgst: 0, igst: inclusivePaise - taxablePaise };
  }
  const half = Math.round((inclusivePaise * ratePercent) / (2 * (100 + ratePercent)));
  return { taxablePaise: inclusivePaise - 2 * half, ratePercent, cgst: half, sgst: half, igst: 0 };
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
