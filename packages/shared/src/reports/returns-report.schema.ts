import { z } from 'zod';
import { RETURN_KINDS, RETURN_REASONS } from '../returns/return.rules.ts';

/** One subcategory: pieces delivered in the month and how many of them came back or were exchanged. */
export const returnsBySubcategory = z.object({
  subcategory: z.string(),
  deliveredPieces: z.number().int(),
  returnedPieces: z.number().int(),
  exchangedPieces: z.number().int(),
  /** Percent of delivered pieces, one decimal. */
  returnRate: z.number(),
  exchangeRate: z.number(),
});

/** GET /api/admin/reports/returns?month=YYYY-MM: orders delivered in the month, their returns and exchanges. */
export const returnsReport = z.object({
  month: z.string(),
  bySubcategory: z.array(returnsBySubcategory),
  byReason: z.array(
    z.object({
      reason: z.enum(RETURN_REASONS),
      kind: z.enum(RETURN_KINDS),
      requests: z.number().int(),
      pieces: z.number().int(),
    }),
  ),
});
export type ReturnsReport = z.infer<typeof returnsReport>;

/** A share of delivered pieces in percent with one decimal (0 when nothing was delivered). */
export const ratePercent = (pieces: number, delivered: number) =>
  delivered === 0 ? 0 : Math.round((pieces * 1000) / delivered) / 10;
