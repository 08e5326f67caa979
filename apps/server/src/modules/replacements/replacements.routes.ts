import { messages } from '@nidra/shared';
import {
  createReplacementBody,
  myReplacements,
  replacementRequest,
  videoLink,
} from '@nidra/shared/replacements/replacement.schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../app-context.ts';
import { sendStoredObject } from '../../lib/storage/send-object.ts';
import type { ReplacementDecisionsService } from './replacement-decisions.service.ts';
import type { ReplacementsService } from './replacements.service.ts';
import { replacementsAdminRoutes } from './replacements-admin.routes.ts';
import { UPLOAD_PATH, type VideoStore } from './video-store.ts';

const tags = ['replacements'];
const requestParams = z.object({ requestId: z.string().max(64) });
const tokenParams = z.object({ token: z.string().max(200) });

/**
 * Replacement requests (refund policy: within 7 days of delivery, with an unboxing video): the
 * shopper's routes, the tus video upload, the signed video route and the back office queue.
 */
export async function replacementsRoutes(
  app: App,
  {
    service,
    videos,
    decisions,
  }: { service: ReplacementsService; videos: VideoStore; decisions: ReplacementDecisionsService },
) {
  shopperRoutes(app, service, videos);
  uploadRoutes(app, videos);
  await replacementsAdminRoutes(app, decisions);
}

function shopperRoutes(app: App, service: ReplacementsService, videos: VideoStore) {
  const onRequest = app.requireUser;
  app.get('/api/replacements/mine', { onRequest, schema: { tags, response: { 200: myReplacements } } }, (req) =>
    service.mine(req.authUser!.id),
  );
  app.post(
    '/api/replacements',
    { onRequest, schema: { tags, body: createReplacementBody, response: { 201: replacementRequest } } },
    async (req, reply) => reply.code(201).send(await service.create(req.authUser!.id, req.body)),
  );
  app.get(
    '/api/replacements/:requestId/video-link',
    { onRequest, schema: { tags, params: requestParams, response: { 200: videoLink } } },
    (req) => service.videoLink(req.authUser!, req.params.requestId),
  );
  // The player's own requests (Range) carry no session: the signed, short-lived token is the key.
  app.get('/api/replacement-videos/:token', { schema: { tags, params: tokenParams } }, async (req, reply) => {
    const video = await service.openVideo(req.params.token);
    return sendStoredObject(req, reply, videos.storage, video.key, {
      cacheControl: 'private, no-store',
      contentType: video.type,
      notFoundMessage: messages.replacementVideoNotFound,
    });
  });
}

/** tus 1.0 (creation, resumable PATCH, HEAD for the offset, DELETE of an unused upload) behind the shopper's session (ADR 0017). */
function uploadRoutes(app: App, videos: VideoStore) {
  // tus reads the body itself, streamed to disk: Fastify must leave it unread.
  app.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null));
  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    // A hijacked reply sends none of the headers set on it (the security headers): tus answers on the raw one.
    for (const [name, value] of Object.entries(reply.getHeaders()))
      if (value !== undefined) reply.raw.setHeader(name, value);
    reply.hijack();
    await videos.handle(req.authUser!.id, req.raw, reply.raw);
  };
  const options = { onRequest: app.requireUser, schema: { hide: true } };
  app.post(UPLOAD_PATH, options, handler);
  app.patch(`${UPLOAD_PATH}/:uploadId`, options, handler);
  app.route({ method: 'HEAD', url: `${UPLOAD_PATH}/:uploadId`, ...options, handler });
  // A shopper who picks another file ends the upload they leave, freeing its place among their three.
  app.delete(`${UPLOAD_PATH}/:uploadId`, options, handler);
}
