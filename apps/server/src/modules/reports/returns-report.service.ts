import { type ReturnsReport, ratePercent } from '@nidra/shared/reports/returns-report.schema';
import { kolkataMonthRange } from '@nidra/shared/reports/tax-summary.rules';
import type { ReturnKind, ReturnReason } from '@nidra/shared/returns/return.rules';
import type { ReturnsReportRepository } from './returns-report.repository.ts';

/** Return and exchange rates of the orders delivered in a Kolkata month, per subcategory and per reason. */
export function createReturnsReportService(repo: ReturnsReportRepository) {
  return {
    async getReturnsReport(month: string): Promise<ReturnsReport> {
      const { start, end } = kolkataMonthRange(month);
      const [subs, reasons] = await Promise.all([repo.bySubcategory(start, end), repo.byReason(start, end)]);
      return {
        month,
        bySubcategory: subs.map((s) => ({
          subcategory: s.subcategory,
          deliveredPieces: Number(s.delivered),
          returnedPieces: Number(s.returned),
          exchangedPieces: Number(s.exchanged),
          returnRate: ratePercent(Number(s.returned), Number(s.delivered)),
          exchangeRate: ratePercent(Number(s.exchanged), Number(s.delivered)),
        })),
        byReason: reasons.map((r) => ({
          reason: r.reason as ReturnReason,
          kind: r.kind as ReturnKind,
          requests: Number(r.requests),
          pieces: Number(r.pieces),
        })),
      };
    },
  };
}

export type ReturnsReportService = ReturnType<typeof createReturnsReportService>;
