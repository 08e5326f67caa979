import multipart from '@fastify/multipart';
import {
  adminReview,
  myReview,
  productIdParams,
  rejectBody,
  replyBody,
  reportBody,
  reviewIdParams,
  reviewListQuery,
  reviewPage,
  reviewQueueQuery,
  reviewReport,
} from '@nidra/shared/reviews/review.schema';
import { z } from 'zod';
import type { App } from '../../app-context.ts';
import { MAX_IMAGE_BYTES } from '../../lib/image-store.ts';
import { readReviewForm } from './review-form.ts';
import type { ReviewModerationService } from './review-moderation.service.ts';
import type { ReviewsService } from './reviews.service.ts';

const tags = ['reviews'];

/** Shoppers' review routes: a design's published reviews (public), and writing, voting, reporting (signed in). */
export async function reviewsRoutes(app: App, reviews: ReviewsService) {
  const onRequest = app.requireUser;

  app.get(
    '/api/reviews/product/:productId',
    { schema: { tags, params: productIdParams, querystring: reviewListQuery, response: { 200: reviewPage } } },
    (req) => reviews.listForProduct(req.params.productId, req.query),
  );

  app.get('/api/reviews/mine', { onRequest, schema: { tags, response: { 200: z.array(myReview) } } }, (req) =>
    reviews.mine(req.authUser!.id),
  );

  // Multipart (fields + up to 3 `photos`), so @fastify/multipart is registered for this route alone.
  await app.register(async (uploads) => {
    await uploads.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 4, fields: 10 } });
    uploads.post('/api/reviews', { onRequest, schema: { tags, response: { 200: myReview } } }, async (req) => {
      const form = await readReviewForm(req);
      return reviews.write(req.authUser!, form.fields, form.photos);
    });
  });

  app.post(
    '/api/reviews/:reviewId/helpful',
    { onRequest, schema: { tags, params: reviewIdParams, response: { 200: z.object({ helpfulCount: z.number() }) } } },
    (req) => reviews.vote(req.authUser!, req.params.reviewId),
  );

  app.post(
    '/api/reviews/:reviewId/report',
    {
      onRequest,
      schema: {
        tags,
        params: reviewIdParams,
        body: reportBody,
        response: { 200: z.object({ reported: z.boolean() }) },
      },
    },
    (req) => reviews.report(req.authUser!, req.params.reviewId, req.body.reason),
  );
}

const ok = z.object({ ok: z.boolean() });
const event = z.object({ action: z.string(), actor: z.string(), detail: z.string(), at: z.string() });

/** The back office's moderation queue and ratings report (admin only). */
export async function reviewsAdminRoutes(app: App, moderation: ReviewModerationService) {
  const onRequest = app.requireAdmin;
  const admin = { tags: ['admin'] };

  app.get(
    '/api/admin/reviews',
    { onRequest, schema: { ...admin, querystring: reviewQueueQuery, response: { 200: z.array(adminReview) } } },
    (req) => moderation.queue(req.query.queue),
  );
  app.post(
    '/api/admin/reviews/:reviewId/approve',
    { onRequest, schema: { ...admin, params: reviewIdParams, response: { 200: ok } } },
    async (req) => {
      await moderation.approve(req.params.reviewId, req.authUser!);
      return { ok: true };
    },
  );
  app.post(
    '/api/admin/reviews/:reviewId/reject',
    { onRequest, schema: { ...admin, params: reviewIdParams, body: rejectBody, response: { 200: ok } } },
    async (req) => {
      await moderation.reject(req.params.reviewId, req.authUser!, req.body.reason);
      return { ok: true };
    },
  );
  app.put(
    '/api/admin/reviews/:reviewId/reply',
    { onRequest, schema: { ...admin, params: reviewIdParams, body: replyBody, response: { 200: ok } } },
    async (req) => {
      await moderation.reply(req.params.reviewId, req.authUser!, req.body.text);
      return { ok: true };
    },
  );
  app.get(
    '/api/admin/reviews/:reviewId/events',
    { onRequest, schema: { ...admin, params: reviewIdParams, response: { 200: z.array(event) } } },
    (req) => moderation.events(req.params.reviewId),
  );
  app.get('/api/admin/reports/reviews', { onRequest, schema: { ...admin, response: { 200: reviewReport } } }, () =>
    moderation.ratingsReport(),
  );
}
