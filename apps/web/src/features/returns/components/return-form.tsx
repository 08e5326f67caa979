import { orderLabel } from '@nidra/shared';
import { RETURN_REASONS, type ReturnKind, type ReturnReason } from '@nidra/shared/returns/return.rules';
import type { MyReturns, ReturnRequestView } from '@nidra/shared/returns/return.schema';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { Link } from '../../../lib/router.tsx';
import { useAllTexts, useFormat } from '../../../lib/texts.tsx';
import { Button } from '../../../ui/button.tsx';
import { FormError } from '../../../ui/form-field.tsx';
import { initialChoices, type LineChoice, LinePicker } from '../../../ui/line-picker.tsx';
import { useCreateReturn } from '../api/my-returns.ts';
import { emptyPayout, type PayoutDraft, PayoutFields, payoutBodyOf } from './payout-fields.tsx';
import { returnPickerLines } from './return-lines.tsx';

type Eligible = MyReturns['eligible'][number];
const OPTION =
  'flex cursor-pointer items-center gap-2 rounded-lg border border-plum-200 bg-white px-3 py-2.5 text-sm has-[:checked]:border-plum-700 has-[:checked]:bg-plum-50';

/** The request: pieces and how many, why, exchange (with the new size) or refund, and where a COD refund goes. */
export function ReturnForm({ order, onDone }: { order: Eligible; onDone: (r: ReturnRequestView) => void }) {
  const t = useAllTexts();
  const { date } = useFormat();
  const [kind, setKind] = useState<ReturnKind>('EXCHANGE');
  const lines = returnPickerLines(t, order.lines, kind === 'EXCHANGE');
  const [choices, setChoices] = useState<Record<string, LineChoice>>(() => initialChoices(lines));
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [note, setNote] = useState('');
  const [payout, setPayout] = useState<PayoutDraft>(emptyPayout);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateReturn();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const items = order.lines
      .filter((l) => choices[l.orderItemId]?.selected)
      .map((l) => {
        const c = choices[l.orderItemId];
        return {
          orderItemId: l.orderItemId,
          quantity: c.quantity,
          ...(kind === 'EXCHANGE' ? { wantedProductId: c.wantedProductId } : {}),
        };
      });
    if (items.length === 0) return setError(t.returnItemsRequired);
    if (!reason) return setError(t.returnReasonRequired);
    setError(null);
    create.mutate(
      {
        orderId: order.orderId,
        kind,
        reason,
        note,
        items,
        ...(kind === 'RETURN' && order.isCod ? { payout: payoutBodyOf(payout) } : {}),
      },
      {
        onSuccess: onDone,
        onError: (err) => setError(err instanceof ApiError ? err.message : t.unexpectedError),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <p className="text-sm text-plum-700">
        {t.orderLine(orderLabel(order.orderNumber))} · {t.returnReturnableUntil(date(order.until))}
      </p>
      <FormError message={error} />
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-plum-900">{t.returnWantLabel}</legend>
        <div className="grid grid-cols-2 gap-2">
          {(['EXCHANGE', 'RETURN'] as const).map((k) => (
            <label key={k} className={OPTION}>
              <input
                type="radio"
                name="kind"
                checked={kind === k}
                onChange={() => setKind(k)}
                className="accent-plum-800"
              />
              {k === 'EXCHANGE' ? t.returnWantExchange : t.returnWantRefund}
            </label>
          ))}
        </div>
      </fieldset>
      <LinePicker
        legend={t.returnChooseLines}
        piecesLabel={t.returnPieces}
        sizeLabel={kind === 'EXCHANGE' ? t.returnNewSize : null}
        lines={lines}
        choices={choices}
        onChange={(id, choice) => setChoices((all) => ({ ...all, [id]: choice }))}
      />
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-plum-900">{t.returnReasonLabel}</legend>
        <div className="grid grid-cols-2 gap-2">
          {RETURN_REASONS.map((r) => (
            <label key={r} className={OPTION}>
              <input
                type="radio"
                name="reason"
                checked={reason === r}
                onChange={() => setReason(r)}
                className="accent-plum-800"
              />
              {t.returnReasonLabels[r]}
            </label>
          ))}
        </div>
        <p className="mt-2 text-sm text-plum-700">
          {t.returnDamagedHint}{' '}
          <Link to={`/orders/${order.orderId}/replacement`} className="font-medium underline underline-offset-4">
            {t.requestReplacement}
          </Link>
        </p>
      </fieldset>
      {kind === 'RETURN' &&
        (order.isCod ? (
          <PayoutFields value={payout} onChange={setPayout} />
        ) : (
          <p className="rounded-lg bg-blush-50 px-4 py-3 text-sm text-plum-900">{t.returnPayoutSource}</p>
        ))}
      <div>
        <label htmlFor="return-note" className="mb-1 block text-sm font-medium text-plum-900">
          {t.returnNote}
        </label>
        <textarea
          id="return-note"
          value={note}
          maxLength={1000}
          rows={3}
          onChange={(e) => setNote(e.currentTarget.value)}
          className="w-full rounded-lg border border-plum-200 bg-white px-3 py-2.5 text-ink outline-none focus:border-plum-500 focus:ring-2 focus:ring-plum-100"
        />
      </div>
      <Button type="submit" disabled={create.isPending} className="w-full sm:w-auto sm:px-8">
        {create.isPending ? t.sending : t.returnSubmit}
      </Button>
    </form>
  );
}
