import { z } from 'zod';

/** A calendar month, YYYY-MM (Asia/Kolkata), from 2000 to 2099. */
export const monthQuery = z.object({
  month: z.string().regex(/^20\d\d-(0[1-9]|1[0-2])$/, 'Choose a month as YYYY-MM'),
});

/** Figures in paise: one place of supply at one rate, invoices less credit notes of the month. */
export const taxSummaryRow = z.object({
  state: z.string(),
  stateCode: z.string(),
  ratePercent: z.number(),
  taxablePaise: z.number().int(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
  igstPaise: z.number().int(),
  totalPaise: z.number().int(),
});
export type TaxSummaryRow = z.infer<typeof taxSummaryRow>;

const figures = taxSummaryRow.omit({ state: true, stateCode: true, ratePercent: true });

/** GET /api/admin/reports/tax-summary?month=YYYY-MM: the B2C (GSTR-1) table of a month. */
export const taxSummary = z.object({
  month: z.string(),
  rows: z.array(taxSummaryRow),
  invoices: figures.extend({ count: z.number().int() }),
  creditNotes: figures.extend({ count: z.number().int() }),
  net: figures,
  /** Refunds paid back in the month (cancelled orders and returns; provider and manual payouts), ADR 0027. */
  refunds: z.object({ count: z.number().int(), amountPaise: z.number().int() }),
});
export type TaxSummary = z.infer<typeof taxSummary>;
