import { Readable } from 'node:stream';
import { orderExportQuery } from '@nidra/shared/csv/export.schema';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { App } from '../../app-context.ts';
import type { CsvExportService } from './csv-export.service.ts';

const tags = ['admin'];

function sendCsv(reply: FastifyReply, fileName: string, rows: AsyncGenerator<string>) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .send(Readable.from(rows));
}

/** Streamed CSV exports of orders and products (admin only). */
export async function csvExportRoutes(app: App, exports: CsvExportService) {
  const onRequest = app.requireAdmin;
  app.get(
    '/api/admin/exports/orders.csv',
    { onRequest, schema: { tags, querystring: orderExportQuery, response: { 200: z.string() } } },
    async (req, reply) => {
      const { from, to, status } = req.query;
      const name = ['orders', from, to, status?.toLowerCase()].filter(Boolean).join('-');
      return sendCsv(reply, `${name}.csv`, exports.exportOrders(req.query));
    },
  );
  app.get(
    '/api/admin/exports/products.csv',
    { onRequest, schema: { tags, response: { 200: z.string() } } },
    async (_req, reply) => sendCsv(reply, 'products.csv', exports.exportProducts()),
  );
}
