import { returnsReport } from '@nidra/shared/reports/returns-report.schema';
import { monthQuery, taxSummary } from '@nidra/shared/reports/tax-summary.schema';
import { z } from 'zod';
import type { App } from '../../app-context.ts';
import type { ReturnsReportService } from './returns-report.service.ts';
import type { TaxSummaryService } from './tax-summary.service.ts';

const tags = ['admin'];

/** Reports for the back office (admin only): the month's tax summary and its CSV, the returns report. */
export async function reportsRoutes(app: App, taxes: TaxSummaryService, returns: ReturnsReportService) {
  // onRequest: the role is checked before the query is validated (401/403 never probe the schema).
  const onRequest = app.requireAdmin;

  app.get(
    '/api/admin/reports/tax-summary',
    { onRequest, schema: { tags, querystring: monthQuery, response: { 200: taxSummary } } },
    (req) => taxes.getTaxSummary(req.query.month),
  );

  // Return and exchange rates of the month's deliveries, per subcategory and per reason (ADR 0027).
  app.get(
    '/api/admin/reports/returns',
    { onRequest, schema: { tags, querystring: monthQuery, response: { 200: returnsReport } } },
    (req) => returns.getReturnsReport(req.query.month),
  );

  app.get(
    '/api/admin/reports/tax-summary.csv',
    { onRequest, schema: { tags, querystring: monthQuery, response: { 200: z.string() } } },
    async (req, reply) => {
      const { fileName, csv } = await taxes.getTaxSummaryCsv(req.query.month);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(csv);
    },
  );
}
