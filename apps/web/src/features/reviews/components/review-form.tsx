import { REVIEW_LIMITS, SIZE_FEEDBACK } from '@nidra/shared';
import type { MyReview } from '@nidra/shared/reviews/review.schema';
import { type FormEvent, useId, useState } from 'react';
import { useAllTexts } from '../../../lib/texts.tsx';
import { Button } from '../../../ui/button.tsx';
import { FormError } from '../../../ui/form-field.tsx';
import { toast } from '../../../ui/toast.tsx';
import { useWriteReview } from '../api/my-reviews.ts';

const field =
  'mt-1 block w-full rounded-lg border border-plum-200 bg-white px-3 py-2.5 text-ink outline-none focus:border-plum-500 focus:ring-2 focus:ring-plum-100';

/** Stars, title, text, size feedback and up to 3 photos for one delivered line; an existing review is edited. */
export function ReviewForm({
  orderItemId,
  productName,
  existing,
  onDone,
}: {
  orderItemId: string;
  productName: string;
  existing?: MyReview;
  onDone: () => void;
}) {
  const t = useAllTexts();
  const id = useId();
  const write = useWriteReview();
  const [rating, setRating] = useState(existing?.rating ?? 0);
  const [fit, setFit] = useState<string>(existing?.sizeFeedback ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!rating) return setError(t.chooseRating);
    if (!fit) return setError(t.chooseSizeFeedback);
    const data = new FormData(e.currentTarget);
    const photos = data.getAll('photos').filter((f) => f instanceof File && f.size > 0);
    if (photos.length > REVIEW_LIMITS.photos) return setError(t.tooManyPhotos);
    const form = new FormData();
    form.set('orderItemId', orderItemId);
    form.set('rating', String(rating));
    form.set('sizeFeedback', fit);
    form.set('title', String(data.get('title') ?? ''));
    form.set('body', String(data.get('body') ?? ''));
    for (const p of photos) form.append('photos', p);
    setError(null);
    write.mutate(form, {
      onSuccess: (saved) => {
        toast.success(saved.status === 'published' ? t.reviewPublished : t.reviewPending);
        onDone();
      },
      onError: (err) => setError(err.message),
    });
  };

  return (
    <form onSubmit={submit} className="w-[min(92vw,32rem)] space-y-5 p-5 sm:p-6" noValidate>
      <div>
        <h2 className="font-display text-2xl text-plum-900">{existing ? t.editReview : t.writeReview}</h2>
        <p className="mt-1 text-sm text-plum-600">{productName}</p>
      </div>
      <FormError message={error} />
      <fieldset>
        <legend className="text-sm font-medium text-plum-900">{t.yourRating}</legend>
        <div className="mt-2 flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="cursor-pointer">
              <input
                type="radio"
                name={`${id}-rating`}
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                className="peer sr-only"
              />
              <span className="sr-only">{t.starsLabel(n)}</span>
              <span
                aria-hidden="true"
                className={`block rounded text-3xl leading-none peer-focus-visible:outline-2 peer-focus-visible:outline-plum-500 ${n <= rating ? 'text-amber-500' : 'text-plum-200'}`}
              >
                ★
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-medium text-plum-900">{t.sizeFeedbackLabel}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {SIZE_FEEDBACK.map((f) => (
            <label
              key={f}
              className={`cursor-pointer rounded-full border px-4 py-2 text-sm has-focus-visible:outline-2 has-focus-visible:outline-plum-500 ${fit === f ? 'border-plum-900 bg-plum-900 text-white' : 'border-plum-300 bg-white text-plum-900'}`}
            >
              <input
                type="radio"
                name={`${id}-fit`}
                value={f}
                checked={fit === f}
                onChange={() => setFit(f)}
                className="sr-only"
              />
              {t.sizeFeedbackNames[f]}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="block text-sm font-medium text-plum-900">
        {t.reviewTitleLabel}
        <input name="title" defaultValue={existing?.title} maxLength={REVIEW_LIMITS.title} className={field} />
      </label>
      <label className="block text-sm font-medium text-plum-900">
        {t.reviewBodyLabel}
        <textarea name="body" defaultValue={existing?.body} maxLength={REVIEW_LIMITS.body} rows={4} className={field} />
      </label>
      <label className="block text-sm font-medium text-plum-900">
        {t.reviewPhotosLabel}
        <input
          name="photos"
          type="file"
          accept="image/*"
          multiple
          className="mt-1 block w-full text-sm text-plum-700 file:mr-3 file:rounded-full file:border-0 file:bg-plum-50 file:px-4 file:py-2 file:text-plum-900"
        />
      </label>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {t.cancelReport}
        </Button>
        <Button type="submit" disabled={write.isPending}>
          {t.submitReview}
        </Button>
      </div>
    </form>
  );
}
