import type { App, AppContext } from '../../app-context.ts';
import type { ImageStore } from '../../lib/image-store.ts';
import type { AttemptLimiter } from '../accounts/auth-attempts.ts';
import { createReviewLimits } from './review-limits.ts';
import { createReviewModerationService } from './review-moderation.service.ts';
import { createReviewReportRepository } from './review-report.repository.ts';
import { startReviewRequestsJob } from './review-requests.job.ts';
import { createReviewsRepository } from './reviews.repository.ts';
import { reviewsAdminRoutes, reviewsRoutes } from './reviews.routes.ts';
import { createReviewsService } from './reviews.service.ts';

export type ReviewsModule = ReturnType<typeof createReviewsModule>;

/** Ratings and reviews of designs (ADR 0026): the shopper's service, staff moderation and their routes. */
export function createReviewsModule(ctx: AppContext, deps: { images: ImageStore; attempts: AttemptLimiter }) {
  const repo = createReviewsRepository(ctx.db);
  const service = createReviewsService({ ctx, repo, images: deps.images, limits: createReviewLimits(deps.attempts) });
  const moderation = createReviewModerationService({ ctx, repo, report: createReviewReportRepository(ctx.db) });
  return {
    service,
    moderation,
    async routes(api: App) {
      await reviewsRoutes(api, service);
      await reviewsAdminRoutes(api, moderation);
    },
    /** The review request mail, on the mail jobs' timer (tests run it themselves). */
    startJobs: (intervalMs: number | undefined) =>
      startReviewRequestsJob({ db: ctx.db, env: ctx.env, log: ctx.log, onQueued: () => ctx.outbox.kick(), intervalMs }),
  };
}
