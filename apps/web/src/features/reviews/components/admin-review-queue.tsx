import { formatAdminDate, REVIEW_LIMITS, reviewMessages } from '@nidra/shared';
import type { AdminReview } from '@nidra/shared/reviews/review.schema';
import { useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { FormError } from '../../../ui/form-field.tsx';
import { type Queue, useDecideReview, useReviewQueue } from '../api/admin-reviews.ts';

/** Staff's moderation queue: waiting reviews (held by text, photos or reports) and reported ones. */
export function AdminReviewQueue() {
  const [queue, setQueue] = useState<Queue>('pending');
  const reviews = useReviewQueue(queue);
  return (
    <div>
      <div role="tablist" className="mb-4 flex gap-2">
        {(['pending', 'reported'] as const).map((q) => (
          <Button
            key={q}
            role="tab"
            aria-selected={queue === q}
            variant={queue === q ? 'primary' : 'secondary'}
            onClick={() => setQueue(q)}
          >
            {q === 'pending' ? reviewMessages.reviewQueuePending : reviewMessages.reviewQueueReported}
          </Button>
        ))}
      </div>
      {reviews.isError && <FormError message={reviews.error.message} />}
      {reviews.data?.length === 0 && <p className="text-sm text-plum-600">{reviewMessages.reviewQueueEmpty}</p>}
      <ul className="space-y-4">
        {reviews.data?.map((r) => (
          <QueueItem key={r.id} review={r} />
        ))}
      </ul>
    </div>
  );
}

function QueueItem({ review }: { review: AdminReview }) {
  const decide = useDecideReview();
  const [reason, setReason] = useState('');
  const [reply, setReply] = useState(review.storeReply);
  const [error, setError] = useState<string | null>(null);
  const onError = (err: Error) => setError(err.message);
  return (
    <li
      className="rounded-2xl border border-plum-100 bg-white p-4"
      aria-label={`${review.productName}, ${review.author}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium text-plum-900">
          {review.productName} · {reviewMessages.starsLabel(review.rating)} ·{' '}
          {reviewMessages.sizeFeedbackNames[review.sizeFeedback]}
        </p>
        <p className="text-xs text-plum-500">
          {review.email} · {formatAdminDate(review.createdAt)}
        </p>
      </div>
      {review.heldFor && (
        <p className="mt-1 text-xs font-medium text-blush-700">{reviewMessages.reviewHeldFor[review.heldFor]}</p>
      )}
      {review.title && <p className="mt-2 text-sm font-semibold text-ink">{review.title}</p>}
      {review.body && <p className="mt-1 whitespace-pre-line text-sm text-plum-800">{review.body}</p>}
      {review.photos.length > 0 && (
        <ul className="mt-3 flex gap-2">
          {review.photos.map((p, i) => (
            <li key={p}>
              <a href={p} target="_blank" rel="noreferrer">
                <img src={p} alt={reviewMessages.reviewPhoto(i + 1)} className="h-28 w-22 rounded-lg object-cover" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {review.reports.length > 0 && (
        <ul className="mt-2 list-disc pl-5 text-xs text-plum-700">
          {review.reports.map((x) => (
            <li key={x.at}>{x.reason || '—'}</li>
          ))}
        </ul>
      )}
      <FormError message={error} />
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <label className="text-xs font-medium text-plum-900">
          {reviewMessages.rejectReasonLabel}
          <input
            value={reason}
            maxLength={REVIEW_LIMITS.rejectReason}
            onChange={(e) => setReason(e.target.value)}
            className="mt-1 block w-full rounded-lg border border-plum-200 px-3 py-2 text-sm"
          />
        </label>
        <label className="text-xs font-medium text-plum-900">
          {reviewMessages.replyAsStore}
          <input
            value={reply}
            maxLength={REVIEW_LIMITS.reply}
            onChange={(e) => setReply(e.target.value)}
            className="mt-1 block w-full rounded-lg border border-plum-200 px-3 py-2 text-sm"
          />
        </label>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          disabled={decide.isPending}
          onClick={() => decide.mutate({ kind: 'approve', reviewId: review.id }, { onError })}
        >
          {reviewMessages.approveReview}
        </Button>
        <Button
          variant="danger"
          disabled={decide.isPending || !reason.trim()}
          onClick={() => decide.mutate({ kind: 'reject', reviewId: review.id, reason }, { onError })}
        >
          {reviewMessages.rejectReview}
        </Button>
        <Button
          variant="secondary"
          disabled={decide.isPending}
          onClick={() => decide.mutate({ kind: 'reply', reviewId: review.id, text: reply }, { onError })}
        >
          {reviewMessages.saveReply}
        </Button>
      </div>
    </li>
  );
}
