import multipart from '@fastify/multipart';
import { QC_PHOTO_LIMIT } from '@nidra/shared/returns/return.rules';
import {
  afterSalesPage,
  afterSalesQuery,
  approveReturnBody,
  createReturnBody,
  hygieneBody,
  hygieneList,
  myReturns,
  payoutRecordBody,
  payoutView,
  qualityCheckBody,
  rejectReturnBody,
  returnRequestView,
} from '@nidra/shared/returns/return.schema';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { App } from '../../app-context.ts';
import { MAX_IMAGE_BYTES } from '../../lib/image-store.ts';
import type { InvoiceDownload } from '../orders/invoice-download.service.ts';
import type { HygieneService } from './hygiene.service.ts';
import { type QcPhotos, readQcPhotos } from './qc-photos.ts';
import type { ReturnDecisionsService } from './return-decisions.service.ts';
import type { ReturnsService } from './returns.service.ts';

const params = z.object({ requestId: z.string().max(64) });
const actor = (email: string | undefined) => ({ email: email ?? 'admin' });

function sendPdf(reply: FastifyReply, download: InvoiceDownload) {
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${download.fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .header('Content-Length', download.size)
    .send(download.pdf);
}

/** The shopper's returns and exchanges: what may come back, asking, one request, its credit note. */
export async function returnsRoutes(app: App, service: ReturnsService) {
  const tags = ['returns'];
  const onRequest = app.requireUser;
  app.get('/api/returns/mine', { onRequest, schema: { tags, response: { 200: myReturns } } }, (req) =>
    service.mine(req.authUser!.id),
  );
  app.post(
    '/api/returns',
    { onRequest, schema: { tags, body: createReturnBody, response: { 201: returnRequestView } } },
    async (req, reply) => reply.code(201).send(await service.create(req.authUser!.id, req.body)),
  );
  app.get(
    '/api/returns/:requestId',
    { onRequest, schema: { tags, params, response: { 200: returnRequestView } } },
    (req) => service.one(req.authUser!.id, req.params.requestId),
  );
  // The partial GST credit note of an accepted return: its shopper's, or any for an admin.
  app.get('/api/returns/:requestId/credit-note', { onRequest, schema: { tags, params } }, async (req, reply) =>
    sendPdf(reply, await service.creditNote(req.authUser!, req.params.requestId)),
  );
}

/** The back office: one after-sales queue, the steps of a return or exchange, hygiene subcategories. Admin only. */
export async function returnsAdminRoutes(
  app: App,
  decisions: ReturnDecisionsService,
  hygiene: HygieneService,
  qcPhotos: QcPhotos,
) {
  const tags = ['admin'];
  // onRequest: the role is checked before any body is parsed (401/403, never a 400 that probes the schema).
  const onRequest = app.requireAdmin;
  const view = { 200: returnRequestView };
  app.get(
    '/api/admin/after-sales',
    { onRequest, schema: { tags, querystring: afterSalesQuery, response: { 200: afterSalesPage } } },
    (req) => decisions.queue(req.query.kind, req.query.status),
  );
  app.get('/api/admin/returns/:requestId', { onRequest, schema: { tags, params, response: view } }, (req) =>
    decisions.view(req.params.requestId),
  );
  app.post(
    '/api/admin/returns/:requestId/approve',
    { onRequest, schema: { tags, params, body: approveReturnBody, response: view } },
    (req) => decisions.approve(req.params.requestId, req.body.pickup, actor(req.authUser?.email)),
  );
  app.post(
    '/api/admin/returns/:requestId/reject',
    { onRequest, schema: { tags, params, body: rejectReturnBody, response: view } },
    (req) => decisions.reject(req.params.requestId, req.body.reason, actor(req.authUser?.email)),
  );
  app.post('/api/admin/returns/:requestId/picked-up', { onRequest, schema: { tags, params, response: view } }, (req) =>
    decisions.markPickedUp(req.params.requestId),
  );
  app.post(
    '/api/admin/returns/:requestId/quality-check',
    { onRequest, schema: { tags, params, body: qualityCheckBody, response: view } },
    (req) => decisions.qualityCheck(req.params.requestId, req.body, actor(req.authUser?.email)),
  );
  // Quality-check photos: multipart `photos` (JPEG, PNG, WebP), so @fastify/multipart is registered for this route alone.
  await app.register(async (uploads) => {
    await uploads.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: QC_PHOTO_LIMIT + 1, fields: 2 } });
    uploads.post(
      '/api/admin/returns/:requestId/qc-photos',
      { onRequest, schema: { tags, params, response: view } },
      async (req) => {
        // The route's schema checked the params; this plugin's instance has no zod type provider.
        const { requestId } = req.params as z.infer<typeof params>;
        await qcPhotos.add(requestId, await readQcPhotos(req));
        return decisions.view(requestId);
      },
    );
  });
  app.post(
    '/api/admin/returns/:requestId/payout',
    { onRequest, schema: { tags, params, body: payoutRecordBody, response: view } },
    (req) => decisions.recordPayout(req.params.requestId, req.body.reference, actor(req.authUser?.email)),
  );
  app.get(
    '/api/admin/returns/:requestId/payout',
    { onRequest, schema: { tags, params, response: { 200: payoutView } } },
    (req) => decisions.payoutDestination(req.params.requestId, actor(req.authUser?.email)),
  );
  app.get('/api/admin/hygiene-subcategories', { onRequest, schema: { tags, response: { 200: hygieneList } } }, () =>
    hygiene.list(),
  );
  app.put(
    '/api/admin/hygiene-subcategories',
    { onRequest, schema: { tags, body: hygieneBody, response: { 200: hygieneList } } },
    (req) => hygiene.set(req.body.subcategoryId, req.body.isHygiene),
  );
}
