import { orderLabel } from '@nidra/shared';
import { REPLACEMENT_REASONS, type ReplacementReason } from '@nidra/shared/replacements/replacement.rules';
import type { MyReplacements } from '@nidra/shared/replacements/replacement.schema';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useAllTexts, useFormat } from '../../../lib/texts.tsx';
import { Button } from '../../../ui/button.tsx';
import { FormError } from '../../../ui/form-field.tsx';
import { initialChoices, type LineChoice, LinePicker } from '../../../ui/line-picker.tsx';
import { useCreateReplacement } from '../api/my-replacements.ts';
import { useVideoUpload } from '../hooks/use-video-upload.ts';
import { replacementPickerLines } from './replacement-lines.tsx';
import { VideoUploadField } from './video-upload-field.tsx';

type Eligible = MyReplacements['eligible'][number];

/** The request: items and sizes, a reason, a note and the unboxing video; sent once the video is up. */
export function ReplacementForm({ order, onDone }: { order: Eligible; onDone: () => void }) {
  const t = useAllTexts();
  const fmt = useFormat();
  const lines = replacementPickerLines(order.lines, t);
  const [choices, setChoices] = useState<Record<string, LineChoice>>(() => initialChoices(lines));
  const [reason, setReason] = useState<ReplacementReason | ''>('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const video = useVideoUpload(order.orderId);
  const create = useCreateReplacement();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const items = Object.entries(choices)
      .filter(([, c]) => c.selected)
      .map(([orderItemId, c]) => ({ orderItemId, quantity: c.quantity, wantedProductId: c.wantedProductId }));
    if (items.length === 0) return setError(t.replacementItemsRequired);
    if (!reason) return setError(t.chooseReason);
    if (video.state.phase !== 'done') return setError(t.replacementVideoRequired);
    setError(null);
    create.mutate(
      { orderId: order.orderId, reason, note, items, videoId: video.state.videoId },
      {
        onSuccess: onDone,
        onError: (err) => setError(err instanceof ApiError ? err.message : t.unexpectedError),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <p className="text-sm text-plum-700">
        {t.replacementWindowLine(orderLabel(order.orderNumber), fmt.date(order.deliveredAt), fmt.date(order.until))}
      </p>
      <FormError message={error} />
      <LinePicker
        legend={t.itemsToReplace}
        piecesLabel={t.piecesLabel}
        sizeLabel={t.replaceWithSize}
        lines={lines}
        choices={choices}
        onChange={(id, choice) => setChoices((all) => ({ ...all, [id]: choice }))}
      />
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-plum-900">{t.reasonLegend}</legend>
        <p className="mb-2 text-sm text-plum-700">{t.replacementReasonPolicy}</p>
        <div className="grid grid-cols-2 gap-2">
          {REPLACEMENT_REASONS.map((r) => (
            <label
              key={r}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-plum-200 px-3 py-2.5 text-sm has-[:checked]:border-plum-700 has-[:checked]:bg-plum-50"
            >
              <input
                type="radio"
                name="reason"
                value={r}
                checked={reason === r}
                onChange={() => setReason(r)}
                className="accent-plum-800"
              />
              {t.replacementReasonLabels[r]}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor="replacement-note" className="mb-1 block text-sm font-medium text-plum-900">
          {t.replacementNoteLabel}
        </label>
        <textarea
          id="replacement-note"
          value={note}
          maxLength={1000}
          rows={3}
          onChange={(e) => setNote(e.currentTarget.value)}
          placeholder={t.replacementNotePlaceholder}
          className="w-full rounded-lg border border-plum-200 bg-white px-3 py-2.5 text-ink outline-none focus:border-plum-500 focus:ring-2 focus:ring-plum-100"
        />
      </div>
      <VideoUploadField state={video.state} onFile={video.start} onResume={video.resume} />
      <Button
        type="submit"
        disabled={create.isPending || video.state.phase === 'uploading'}
        className="w-full sm:w-auto sm:px-8"
      >
        {create.isPending ? t.sending : t.sendRequest}
      </Button>
    </form>
  );
}
