import { formatINR, orderLabel, toRupees } from '@nidra/shared';
import type { ReturnStatus } from '@nidra/shared/returns/return.rules';
import type { ReturnRequestView } from '@nidra/shared/returns/return.schema';
import { useAllTexts, useFormat } from '../../../lib/texts.tsx';
import { PhotoThumbs } from '../../../ui/photo-thumbs.tsx';
import { useDownloadReturnCreditNote } from '../api/my-returns.ts';

/** The steps a request goes through, by kind; a rejected or expired one stops where it was. */
const STEPS: Record<ReturnRequestView['kind'], ReturnStatus[]> = {
  RETURN: ['REQUESTED', 'PICKUP_SCHEDULED', 'PICKED_UP', 'RECEIVED', 'REFUNDED'],
  EXCHANGE: ['REQUESTED', 'PICKUP_SCHEDULED', 'PICKED_UP', 'RECEIVED', 'EXCHANGE_SHIPPED'],
};

/** One request: its pieces, its steps (the current one marked), the pickup, the refund or exchange order. */
export function ReturnStatusCard({ request: r }: { request: ReturnRequestView }) {
  const t = useAllTexts();
  const { date } = useFormat();
  const download = useDownloadReturnCreditNote();
  const steps = STEPS[r.kind].filter((s) => s !== 'PICKED_UP' || r.pickup !== 'SELF');
  const closedEarly = r.status === 'REJECTED' || r.status === 'EXPIRED';
  const at = steps.indexOf(r.status);
  return (
    <article aria-label={t.returnForOrder(t.returnKindLabels[r.kind], orderLabel(r.orderNumber))} className="space-y-5">
      <header>
        <p className="text-sm text-plum-700">
          {orderLabel(r.orderNumber)} · {t.returnReasonLabels[r.reason]} · {t.returnAskedOn(date(r.createdAt))}
        </p>
        <p className="mt-1 font-display text-2xl text-plum-900" role="status">
          {t.returnKindLabels[r.kind]}: {t.returnStatusLabels[r.status]}
        </p>
      </header>
      <ul className="space-y-1 rounded-xl border border-plum-100 bg-white p-4 text-sm text-ink">
        {r.items.map((i) => (
          <li key={i.orderItemId}>
            {i.quantity} × {i.name} {i.size && `(${t.sizeLabel(i.size)})`}
            {i.wantedSize && ` → ${t.sizeLabel(i.wantedSize)}`}
          </li>
        ))}
      </ul>
      {closedEarly ? (
        <div className="space-y-3 rounded-lg border border-plum-200 bg-blush-50 px-4 py-3 text-sm text-plum-900">
          <p>{r.rejectReason ? t.returnRejectedBecause(r.rejectReason) : t.returnStatusLabels[r.status]}</p>
          <PhotoThumbs photos={r.qcPhotos} label={t.returnQcPhotos} altOf={t.returnQcPhotoAlt} />
        </div>
      ) : (
        <ol className="flex flex-wrap gap-2" aria-label="Steps">
          {steps.map((s, i) => (
            <li
              key={s}
              aria-current={i === at ? 'step' : undefined}
              className={`rounded-full border px-3 py-1 text-sm ${
                i === at
                  ? 'border-plum-900 bg-plum-900 font-medium text-white'
                  : i < at
                    ? 'border-plum-300 bg-plum-50 text-plum-900'
                    : 'border-plum-100 text-plum-500'
              }`}
            >
              {i < at && <span aria-hidden="true">✓ </span>}
              {t.returnStatusLabels[s]}
            </li>
          ))}
        </ol>
      )}
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {r.pickup && (r.pickupAwb || r.status === 'PICKUP_SCHEDULED') && (
          <div>
            <dt className="text-plum-600">{r.pickup === 'COURIER' ? t.returnPickupCourier : t.returnPickupSelf}</dt>
            <dd className="text-ink">{r.pickupAwb ? t.returnPickupAwb(r.pickupAwb) : t.returnSelfShipHint}</dd>
          </div>
        )}
        {r.kind === 'RETURN' && (
          <div>
            <dt className="text-plum-600">{t.returnRefundTo}</dt>
            <dd className="text-ink">
              {r.refundPaise > 0 && `${formatINR(toRupees(r.refundPaise))} · `}
              {r.refundToPayment ? t.returnPayoutSourceShort : r.refundTo}
            </dd>
          </div>
        )}
        {r.exchangeOrderNumber && (
          <div>
            <dt className="text-plum-600">{t.returnWantExchange}</dt>
            <dd className="text-ink">{t.returnExchangeOrder(orderLabel(r.exchangeOrderNumber))}</dd>
          </div>
        )}
      </dl>
      {r.creditNoteNumber && (
        <button
          type="button"
          onClick={() => download.mutate(r)}
          disabled={download.isPending}
          className="text-sm font-medium text-plum-800 underline underline-offset-4"
          aria-label={`Download credit note ${r.creditNoteNumber}`}
        >
          {t.returnCreditNote} {r.creditNoteNumber}
        </button>
      )}
    </article>
  );
}
