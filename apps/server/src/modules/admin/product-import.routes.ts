import { PassThrough } from 'node:stream';
import type { ImportEvent } from '@nidra/shared/csv/import.schema';
import { importReport } from '@nidra/shared/csv/import.schema';
import type { App } from '../../app-context.ts';
import { AppError } from '../../lib/errors.ts';
import { readImportUpload } from './import-files.ts';
import type { ProductImportService } from './product-import.service.ts';

const tags = ['admin'];
const consumes = ['multipart/form-data'];

/** The product CSV import (admin only): a dry run, then the import answering its progress as NDJSON. */
export async function productImportRoutes(app: App, imports: ProductImportService) {
  const onRequest = app.requireAdmin;

  app.post(
    '/api/admin/imports/products/check',
    { onRequest, schema: { tags, consumes, response: { 200: importReport } } },
    async (req) => imports.checkImport(await readImportUpload(req)),
  );

  app.post('/api/admin/imports/products', { onRequest, schema: { tags, consumes } }, async (req, reply) => {
    const upload = await readImportUpload(req);
    // The check runs again here: a file with problems is refused before anything is written.
    const { report, run } = await imports.prepareImport(upload);
    if (report.problemCount > 0)
      throw new AppError(422, `The file has ${report.problemCount} problem(s); run the check and correct them.`);
    const events = new PassThrough();
    const send = (event: ImportEvent) => events.write(`${JSON.stringify(event)}\n`);
    let last = { done: 0, total: 0, created: 0, updated: 0 };
    run((p) => {
      last = p;
      send({ type: 'progress', ...p });
    })
      .then(
        () => send({ type: 'done', ...last }),
        (err) => {
          req.log.error({ err }, 'product import failed');
          send({ type: 'error', message: 'The import stopped; the batches before it were saved. Try again.' });
        },
      )
      .finally(() => events.end());
    return reply.type('application/x-ndjson').header('Cache-Control', 'no-store').send(events);
  });
}
