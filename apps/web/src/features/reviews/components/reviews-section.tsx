import { imageAtWidth } from '@nidra/shared';
import type { PublicReview, RatingSummary } from '@nidra/shared/reviews/review.schema';
import { useState } from 'react';
import { STORE } from '../../../lib/store-info.ts';
import { useAllTexts, useFormat } from '../../../lib/texts.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { toast } from '../../../ui/toast.tsx';
import { type ReviewSort, useReviewPage } from '../api/get-reviews.ts';
import { useReportReview, useVoteHelpful } from '../api/vote-review.ts';

/** The reviews list (its own chunk, ADR 0026): sort, "with photos", photos opening large, Helpful and Report. */
export default function ReviewsSection({
  productId,
  summary,
}: {
  productId: string;
  summary: RatingSummary | undefined;
}) {
  const t = useAllTexts();
  const [order, setOrder] = useState<{ sort: ReviewSort; withPhotos: boolean }>({ sort: 'helpful', withPhotos: false });
  const [pages, setPages] = useState(1);
  const { sort, withPhotos } = order;
  const change = (next: Partial<typeof order>) => {
    setOrder({ ...order, ...next });
    setPages(1);
  };
  const last = useReviewPage(productId, sort, withPhotos, pages);
  const count = summary?.count ?? last.data?.summary.count ?? 0;

  if (count === 0 && !last.isPending) return <p className="mt-4 text-sm text-plum-600">{t.noReviewsYet}</p>;

  return (
    <div className="mt-4">
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2 text-sm text-plum-700">
          {t.reviewsSortLabel}
          <select
            value={sort}
            onChange={(e) => change({ sort: e.target.value as ReviewSort })}
            className="rounded-lg border border-plum-200 bg-white px-3 py-2 text-sm text-ink"
          >
            <option value="helpful">{t.sortMostHelpful}</option>
            <option value="newest">{t.reviewsNewest}</option>
          </select>
        </label>
        <label className="flex items-center gap-2 text-sm text-plum-700">
          <input
            type="checkbox"
            checked={withPhotos}
            onChange={(e) => change({ withPhotos: e.target.checked })}
            className="size-4 accent-plum-800"
          />
          {t.withPhotos}
        </label>
      </div>
      {last.isError && (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {t.loadReviewsFailed}
        </p>
      )}
      <ul className="mt-5 divide-y divide-plum-100">
        {Array.from({ length: pages }, (_, i) => i + 1).map((page) => (
          <ReviewPageItems key={page} productId={productId} order={order} page={page} />
        ))}
      </ul>
      {last.data?.hasMore && (
        <Button variant="secondary" className="mt-4" onClick={() => setPages(pages + 1)}>
          {t.showMoreReviews}
        </Button>
      )}
    </div>
  );
}

function ReviewPageItems({
  productId,
  order,
  page,
}: {
  productId: string;
  order: { sort: ReviewSort; withPhotos: boolean };
  page: number;
}) {
  const { data } = useReviewPage(productId, order.sort, order.withPhotos, page);
  return data?.reviews.map((r) => <ReviewItem key={r.id} review={r} />) ?? null;
}

function ReviewItem({ review }: { review: PublicReview }) {
  const t = useAllTexts();
  const fmt = useFormat();
  const user = useSession();
  const vote = useVoteHelpful();
  const report = useReportReview();
  const [helpful, setHelpful] = useState(review.helpfulCount);
  const [photo, setPhoto] = useState<number | null>(null);
  const [reporting, setReporting] = useState(false);
  const [reason, setReason] = useState('');
  const needSignIn = () => toast.error(t.signInToVote);

  return (
    <li className="py-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span role="img" aria-label={t.starsLabel(review.rating)}>
          <span className="text-sm tracking-widest text-amber-500">{'★'.repeat(review.rating)}</span>
          <span className="text-sm tracking-widest text-plum-200">{'★'.repeat(5 - review.rating)}</span>
        </span>
        {review.title && <h3 className="text-sm font-semibold text-ink">{review.title}</h3>}
      </div>
      <p className="mt-1 text-xs text-plum-500">
        {review.author} · {t.verifiedBuyer} · {fmt.date(review.createdAt)}
      </p>
      <p className="mt-1 text-xs text-plum-700">
        {t.sizeBought(review.size)} · {t.sizeFeedbackNames[review.sizeFeedback]}
      </p>
      {review.body && <p className="mt-2 whitespace-pre-line text-sm leading-relaxed text-plum-900">{review.body}</p>}
      {review.photos.length > 0 && (
        <ul className="mt-3 flex gap-2">
          {review.photos.map((p, i) => (
            <li key={p}>
              <button
                type="button"
                onClick={() => setPhoto(i)}
                className="block overflow-hidden rounded-lg ring-1 ring-plum-100"
              >
                <img
                  src={imageAtWidth(p, 240)}
                  alt={t.reviewPhoto(i + 1)}
                  width={64}
                  height={80}
                  loading="lazy"
                  className="h-20 w-16 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {review.storeReply && (
        <div className="mt-3 rounded-xl bg-blush-50 px-4 py-3 text-sm text-plum-800">
          <p className="text-xs font-medium text-plum-900">{t.storeReply(STORE.name)}</p>
          <p className="mt-1 whitespace-pre-line">{review.storeReply}</p>
        </div>
      )}
      <div className="mt-3 flex gap-2">
        <Button
          variant="ghost"
          className="!px-3 !py-1.5 text-xs"
          disabled={vote.isPending}
          onClick={() =>
            user ? vote.mutate(review.id, { onSuccess: (r) => setHelpful(r.helpfulCount) }) : needSignIn()
          }
        >
          {t.helpful(helpful)}
        </Button>
        <Button
          variant="ghost"
          className="!px-3 !py-1.5 text-xs"
          onClick={() => (user ? setReporting(true) : needSignIn())}
        >
          {t.report}
        </Button>
      </div>
      <Modal open={photo !== null} onClose={() => setPhoto(null)} label={t.reviewPhoto((photo ?? 0) + 1)}>
        {photo !== null && <img src={review.photos[photo]} alt="" className="max-h-[85vh] w-auto" />}
      </Modal>
      <Modal open={reporting} onClose={() => setReporting(false)} label={t.report}>
        <form
          className="w-[min(90vw,24rem)] p-5"
          onSubmit={(e) => {
            e.preventDefault();
            report.mutate({ reviewId: review.id, reason }, { onSuccess: () => setReporting(false) });
          }}
        >
          <label className="block text-sm font-medium text-plum-900">
            {t.reportReasonLabel}
            <textarea
              value={reason}
              maxLength={300}
              onChange={(e) => setReason(e.target.value)}
              className="mt-2 block h-24 w-full rounded-lg border border-plum-200 px-3 py-2 text-sm"
            />
          </label>
          <div className="mt-4 flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setReporting(false)}>
              {t.cancelReport}
            </Button>
            <Button type="submit" disabled={report.isPending}>
              {t.report}
            </Button>
          </div>
        </form>
      </Modal>
    </li>
  );
}
