import { monthQuery, taxSummary } from '@nidra/shared/reports/tax-summary.schema';
import { z } from 'zod';
import type { App } from '../../app-context.ts';
import type { TaxSummaryService } from './tax-summary.service.ts';

const tags = ['admin'];

/** Accounting reports for the back office (admin only): the month's tax summary and its CSV. */
export async function reportsRoutes(app: App, taxes: TaxSummaryService) {
  // onRequest: the role is checked before the query is validated (401/403 never probe the schema).
  const onRequest = app.requireAdmin;

  app.get(
    '/api/admin/reports/tax-summary',
    { onRequest, schema: { tags, querystring: monthQuery, response: { 200: taxSummary } } },
    (req) => taxes.getTaxSummary(req.query.month),
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
