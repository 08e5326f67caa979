import { reviewMessages } from '@nidra/shared';
import { averageRating, mostBuyersSay } from '@nidra/shared/reviews/review.rules';
import type { AdminReview, ReviewReport } from '@nidra/shared/reviews/review.schema';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { ReviewReportRepository } from './review-report.repository.ts';
import { photosByReview, toMyReview } from './review-views.ts';
import type { ReviewRow, ReviewsRepository } from './reviews.repository.ts';

export type ReviewModerationService = ReturnType<typeof createReviewModerationService>;

/** Staff's side of reviews: the queue, approve, reject with a reason, reply as the store; each in the audit trail. */
export function createReviewModerationService(deps: {
  ctx: AppContext;
  repo: ReviewsRepository;
  report: ReviewReportRepository;
}) {
  const { ctx, repo } = deps;

  /** Changes one review and writes its audit event in one transaction; the rating row and pages follow. */
  async function decide(
    reviewId: string,
    admin: AuthUser,
    action: string,
    detail: string,
    change: (review: ReviewRow) => Partial<ReviewRow>,
  ): Promise<void> {
    const touched = await ctx.db.transaction(async (tx) => {
      const review = await repo.findById(reviewId, tx);
      if (!review) throw notFound(reviewMessages.reviewNotFound);
      const updated = await repo.update(reviewId, change(review), tx);
      await repo.addEvent(reviewId, action, admin.email, detail, tx);
      await repo.refreshRating(review, tx);
      return review.status === 'published' || updated.status === 'published';
    });
    if (touched) ctx.cache.invalidate();
  }

  return {
    /** Pending reviews (held by their text, photos or reports) or reviews with open reports, oldest first. */
    async queue(queue: 'pending' | 'reported'): Promise<AdminReview[]> {
      const rows = await repo.listQueue(queue);
      const ids = rows.map((r) => r.review.id);
      const [photos, reports] = await Promise.all([repo.photosOf(ids), repo.reportsOf(ids)]);
      const byReview = photosByReview(photos);
      return rows.map((r) => ({
        ...toMyReview(r.review, r.author, byReview.get(r.review.id) ?? [], r.productId),
        heldFor: r.review.heldFor,
        openReports: r.review.openReports,
        reports: reports
          .filter((x) => x.reviewId === r.review.id)
          .map((x) => ({ reason: x.reason, at: x.at.toISOString() })),
        productName: r.productName,
        email: r.email,
      }));
    },

    /** Publishes a review; reports so far are settled, and later ones no longer withdraw it. */
    approve: (reviewId: string, admin: AuthUser) =>
      decide(reviewId, admin, 'approved', '', (r) => ({
        status: 'published',
        heldFor: '',
        rejectReason: '',
        publishedAt: r.publishedAt ?? new Date(),
        openReports: 0,
        reportsClearedAt: r.openReports > 0 ? new Date() : r.reportsClearedAt,
      })),

    /** Takes a review down (or keeps it from going up) with a reason the shopper sees. */
    reject: (reviewId: string, admin: AuthUser, reason: string) =>
      decide(reviewId, admin, 'rejected', reason, () => ({
        status: 'rejected',
        heldFor: '',
        rejectReason: reason,
        openReports: 0,
      })),

    /** The store's public reply under a review (empty text removes it). */
    reply: (reviewId: string, admin: AuthUser, text: string) =>
      decide(reviewId, admin, text ? 'replied' : 'reply-removed', text, () => ({
        storeReply: text,
        storeReplyAt: text ? new Date() : null,
      })),

    /** A review's audit trail, oldest first. */
    async events(reviewId: string) {
      const rows = await repo.eventsOf(reviewId);
      return rows.map((e) => ({ action: e.action, actor: e.actor, detail: e.detail, at: e.at.toISOString() }));
    },

    /** Average rating and size feedback per design and per subcategory; "runs small" where most buyers say so. */
    async ratingsReport(): Promise<ReviewReport> {
      const rows = await deps.report.ratingsByDesign();
      const fitOf = (r: { fitSmall: number; fitTrue: number; fitLarge: number }) => ({
        small: r.fitSmall,
        true: r.fitTrue,
        large: r.fitLarge,
      });
      const designs = rows.map((r) => ({
        subcategory: r.subcategory,
        designKey: r.designKey,
        productName: r.productName,
        average: averageRating(r.total, r.count),
        count: r.count,
        fit: fitOf(r),
        runsSmall: mostBuyersSay(fitOf(r)) === 'small',
      }));
      const bySub = new Map<
        string,
        { count: number; total: number; fitSmall: number; fitTrue: number; fitLarge: number }
      >();
      for (const r of rows) {
        const s = bySub.get(r.subcategory) ?? { count: 0, total: 0, fitSmall: 0, fitTrue: 0, fitLarge: 0 };
        s.count += r.count;
        s.total += r.total;
        s.fitSmall += r.fitSmall;
        s.fitTrue += r.fitTrue;
        s.fitLarge += r.fitLarge;
        bySub.set(r.subcategory, s);
      }
      const subcategories = [...bySub].map(([subcategory, s]) => ({
        subcategory,
        average: averageRating(s.total, s.count),
        count: s.count,
        fit: fitOf(s),
        runsSmall: mostBuyersSay(fitOf(s)) === 'small',
      }));
      return { designs, subcategories };
    },
  };
}
