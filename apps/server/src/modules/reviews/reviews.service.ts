import { messages, reviewMessages } from '@nidra/shared';
import { moderateReview, parseBlockedWords, REVIEW_LIMITS } from '@nidra/shared/reviews/review.rules';
import type { MyReview, ReviewFields, ReviewPage } from '@nidra/shared/reviews/review.schema';
import type { AppContext } from '../../app-context.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { ImageStore } from '../../lib/image-store.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { deleteImageFiles, saveProductUploads } from '../admin/product-image-files.ts';
import type { ReviewLimits } from './review-limits.ts';
import { photosByReview, toMyReview, toPublicReview, toSummary } from './review-views.ts';
import type { Design, ReviewsRepository } from './reviews.repository.ts';

export type ReviewsService = ReturnType<typeof createReviewsService>;

/** A shopper's reviews: writing (verified buyers only, one per design), reading, voting and reporting. */
export function createReviewsService(deps: {
  ctx: AppContext;
  repo: ReviewsRepository;
  images: ImageStore;
  limits: ReviewLimits;
}) {
  const { ctx, repo, images, limits } = deps;
  const blocked = parseBlockedWords(ctx.env.REVIEW_BLOCKED_WORDS);

  async function designOf(productId: string): Promise<Design> {
    const design = await repo.designOf(productId);
    if (!design) throw notFound(messages.productNotFound);
    return design;
  }

  const service = {
    /**
     * Writes or edits the caller's one review of the design of a delivered order line of theirs; the
     * text decides whether it publishes at once (ADR 0026), new photos always wait for staff.
     */
    async write(user: AuthUser, fields: ReviewFields, photos: Buffer[]): Promise<MyReview> {
      if (photos.length > REVIEW_LIMITS.photos) throw badRequest(reviewMessages.tooManyPhotos);
      await limits.take('review_write', user.id);
      const line = await repo.findOwnLine(user.id, fields.orderItemId);
      if (line?.orderStatus !== 'DELIVERED') throw new AppError(403, reviewMessages.reviewNotAllowed);
      // Re-encoded before the transaction (never slow work inside one); removed again if it fails.
      const saved = photos.length > 0 ? (await saveProductUploads(images, { images: photos }, ctx.log)).extra : [];
      let dropped: string[] = [];
      const result = await ctx.db
        .transaction(async (tx) => {
          const existing = await repo.findByShopperAndDesign(user.id, line, tx);
          const before = existing ? (await repo.photosOf([existing.id], tx)).map((p) => p.path) : [];
          const kept = saved.length > 0 || !fields.keepPhotos ? [] : before;
          const paths = saved.length > 0 ? saved : kept;
          dropped = before.filter((p) => !paths.includes(p));
          // Photos staff already approved on a published review do not hold an edit again.
          const unreviewedPhotos = saved.length > 0 || existing?.status !== 'published' ? paths.length : 0;
          const rules = moderateReview({ ...fields, photoCount: unreviewedPhotos }, blocked);
          // Staff rejected it: an edit goes back to them rather than publishing past their decision.
          const verdict =
            existing?.status === 'rejected' && rules.status === 'published'
              ? { status: 'pending' as const, heldFor: 'resubmitted' as const }
              : rules;
          const values = {
            orderItemId: line.orderItemId,
            size: line.size,
            rating: fields.rating,
            title: fields.title,
            body: fields.body,
            sizeFeedback: fields.sizeFeedback,
            status: verdict.status,
            heldFor: verdict.heldFor,
            rejectReason: '',
            photoCount: paths.length,
            ...(verdict.status === 'published' ? { publishedAt: existing?.publishedAt ?? new Date() } : {}),
          };
          const row = existing
            ? await repo.update(existing.id, values, tx)
            : await repo.insert(
                { ...values, userId: user.id, subcategoryId: line.subcategoryId, designKey: line.designKey },
                tx,
              );
          if (paths !== before) await repo.replacePhotos(row.id, paths, tx);
          await repo.addEvent(row.id, existing ? 'edited' : 'written', user.email, verdict.heldFor, tx);
          await repo.refreshRating(line, tx);
          return { row, paths, touchedPage: verdict.status === 'published' || existing?.status === 'published' };
        })
        .catch(async (err) => {
          await deleteImageFiles(images, saved, ctx.log);
          dropped = [];
          throw err;
        });
      await deleteImageFiles(images, dropped, ctx.log);
      if (result.touchedPage) ctx.cache.invalidate();
      return toMyReview(result.row, user.name, result.paths, line.productId);
    },

    /** A design's rating summary, from its stored row (no counting per view). */
    async summaryOfProduct(productId: string) {
      return toSummary(await repo.ratingOf(await designOf(productId)));
    },

    /** A page of the published reviews of the design `productId` is a size of. */
    async listForProduct(
      productId: string,
      query: { sort: 'helpful' | 'newest'; withPhotos: boolean; page: number },
    ): Promise<ReviewPage> {
      const design = await designOf(productId);
      const [rating, rows] = await Promise.all([repo.ratingOf(design), repo.listPublished(design, query)]);
      const page = rows.slice(0, 10);
      const photos = photosByReview(await repo.photosOf(page.map((r) => r.review.id)));
      return {
        summary: toSummary(rating),
        reviews: page.map((r) => toPublicReview(r.review, r.author, photos.get(r.review.id) ?? [])),
        hasMore: rows.length > page.length,
      };
    },

    /** The design's three most helpful published reviews (the product page's JSON-LD). */
    topReviews: async (productId: string) =>
      (await service.listForProduct(productId, { sort: 'helpful', withPhotos: false, page: 1 })).reviews.slice(0, 3),

    /** The caller's reviews (every status), newest change first. */
    async mine(userId: string): Promise<MyReview[]> {
      const rows = await repo.listByShopper(userId);
      const photos = photosByReview(await repo.photosOf(rows.map((r) => r.review.id)));
      return rows.map((r) => toMyReview(r.review, r.author, photos.get(r.review.id) ?? [], r.productId));
    },

    /** Counts the caller's "Helpful" once per review; their own review cannot be voted for. */
    async vote(user: AuthUser, reviewId: string): Promise<{ helpfulCount: number }> {
      await limits.take('review_vote', user.id);
      const review = await repo.findById(reviewId);
      if (review?.status !== 'published') throw notFound(reviewMessages.reviewNotFound);
      if (review.userId === user.id) throw badRequest(reviewMessages.cannotVoteOwnReview);
      const counted = await repo.addVote(reviewId, user.id);
      return { helpfulCount: review.helpfulCount + (counted ? 1 : 0) };
    },

    /**
     * Records the caller's report once; a review not yet cleared by staff after reports is withdrawn
     * until staff decide (ADR 0026), one staff has approved stays up and only returns to the queue.
     */
    async report(user: AuthUser, reviewId: string, reason: string): Promise<{ reported: true }> {
      await limits.take('review_report', user.id);
      const withdrawn = await ctx.db.transaction(async (tx) => {
        const review = await repo.findById(reviewId, tx);
        if (review?.status !== 'published') throw notFound(reviewMessages.reviewNotFound);
        if (!(await repo.addReport(reviewId, user.id, reason, tx))) return false;
        const withdraw = review.reportsClearedAt === null;
        await repo.update(
          reviewId,
          {
            openReports: review.openReports + 1,
            ...(withdraw ? { status: 'pending' as const, heldFor: 'reported' } : {}),
          },
          tx,
        );
        await repo.addEvent(reviewId, 'reported', user.email, reason, tx);
        if (withdraw) await repo.refreshRating(review, tx);
        return withdraw;
      });
      if (withdrawn) ctx.cache.invalidate();
      return { reported: true };
    },
  };
  return service;
}
