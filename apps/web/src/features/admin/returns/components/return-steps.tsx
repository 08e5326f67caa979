import { formatINR, orderLabel, toRupees } from '@nidra/shared';
import { returnMessages, returnStatusLabels } from '@nidra/shared/returns/return.messages';
import { QC_PHOTO_LIMIT, QC_PHOTO_TYPES } from '@nidra/shared/returns/return.rules';
import { useId, useState } from 'react';
import { PhotoThumbs } from '../../../../ui/photo-thumbs.tsx';
import { AdminAlert, adminButton } from '../../components/admin-page.tsx';
import { useReturnRequest, useReturnStep, useUploadQcPhotos } from '../api/after-sales.ts';

const FIELD =
  'w-full rounded-lg border border-plum-200 bg-white px-3 py-2 text-sm text-ink outline-none focus:border-plum-500 focus:ring-2 focus:ring-plum-100';

/** A reason or reference typed before a step that needs one (reject, failed check, payout). */
function TextStep({
  label,
  submit,
  danger,
  onSend,
  onCancel,
  busy,
}: {
  label: string;
  submit: string;
  danger?: boolean;
  busy: boolean;
  onSend: (text: string) => void;
  onCancel: () => void;
}) {
  const [text, setText] = useState('');
  const id = useId();
  return (
    <form
      className="space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        onSend(text.trim());
      }}
    >
      <label htmlFor={id} className="block text-sm font-medium text-plum-900">
        {label}
      </label>
      <textarea id={id} rows={2} value={text} onChange={(e) => setText(e.currentTarget.value)} className={FIELD} />
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={busy || text.trim() === ''}
          className={adminButton(danger ? 'danger' : 'primary')}
        >
          {submit}
        </button>
        <button type="button" className={adminButton('ghost')} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** Photos taken during the quality check, uploaded as soon as they are chosen (up to QC_PHOTO_LIMIT in all). */
function QcPhotoUpload({ id, count }: { id: string; count: number }) {
  const upload = useUploadQcPhotos(id);
  const inputId = useId();
  if (count >= QC_PHOTO_LIMIT) return null;
  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-medium text-plum-900">
        {returnMessages.returnQcPhotosAdd}
      </label>
      <input
        id={inputId}
        type="file"
        multiple
        accept={QC_PHOTO_TYPES.join(',')}
        disabled={upload.isPending}
        className="mt-1 block w-full text-sm text-plum-800 file:mr-3 file:rounded-lg file:border-0 file:bg-plum-100 file:px-3 file:py-2 file:text-plum-900"
        onChange={(e) => {
          const files = [...(e.currentTarget.files ?? [])];
          e.currentTarget.value = '';
          if (files.length > 0) upload.mutate(files);
        }}
      />
      {upload.isPending && (
        <p role="status" className="mt-1 text-plum-600">
          Uploading…
        </p>
      )}
    </div>
  );
}

/** One return or exchange as staff handle it: the pieces, then the buttons of the step it is at. */
export function ReturnSteps({ id }: { id: string }) {
  const { data: r, error } = useReturnRequest(id);
  const step = useReturnStep(id);
  const [asking, setAsking] = useState<'reject' | 'qc-fail' | 'payout' | null>(null);
  if (error) return <AdminAlert>Error fetching the request</AdminAlert>;
  if (!r)
    return (
      <p role="status" className="text-sm text-plum-600">
        Loading…
      </p>
    );
  const busy = step.isPending;
  const done = () => setAsking(null);
  const receiving = r.status === 'PICKUP_SCHEDULED' || r.status === 'PICKED_UP';
  return (
    <div className="space-y-3 text-sm">
      <p className="text-plum-700">{r.customer.email}</p>
      <ul className="space-y-1 text-ink">
        {r.items.map((i) => (
          <li key={i.orderItemId}>
            {i.quantity} × {i.name} {i.size && `(${i.size})`}
            {i.wantedSize && ` → ${i.wantedSize}`}
          </li>
        ))}
      </ul>
      {r.note && <p className="rounded-lg bg-blush-50 px-3 py-2 text-plum-900">“{r.note}”</p>}
      <p className="font-medium text-plum-900" role="status">
        {returnStatusLabels[r.status]}
        {r.pickupAwb && ` · ${returnMessages.returnPickupAwb(r.pickupAwb)}`}
        {r.pickup === 'SELF' && ` · ${returnMessages.returnPickupSelf}`}
      </p>
      {r.kind === 'RETURN' && r.refundTo && (
        <p>
          {returnMessages.returnRefundTo}: {r.refundTo}
          {r.refundPaise > 0 && ` · ${formatINR(toRupees(r.refundPaise))}`}
          {r.refundState && ` · ${r.refundState.toLowerCase()}`}
          {r.creditNoteNumber && ` · ${returnMessages.returnCreditNote} ${r.creditNoteNumber}`}
        </p>
      )}
      {r.exchangeOrderNumber && <p>{returnMessages.returnExchangeOrder(orderLabel(r.exchangeOrderNumber))} (₹0)</p>}
      {r.rejectReason && <p>{returnMessages.returnRejectedBecause(r.rejectReason)}</p>}
      <PhotoThumbs photos={r.qcPhotos} label={returnMessages.returnQcPhotos} altOf={returnMessages.returnQcPhotoAlt} />
      {receiving && <QcPhotoUpload id={r._id} count={r.qcPhotos.length} />}
      {asking === 'reject' && (
        <TextStep
          label="Reason for rejecting"
          submit="Reject request"
          danger
          busy={busy}
          onCancel={done}
          onSend={(reason) => step.mutate({ step: 'reject', body: { reason } }, { onSuccess: done })}
        />
      )}
      {asking === 'qc-fail' && (
        <TextStep
          label="What the check found"
          submit={returnMessages.returnRejectQc}
          danger
          busy={busy}
          onCancel={done}
          onSend={(reason) =>
            step.mutate({ step: 'quality-check', body: { accept: false, reason } }, { onSuccess: done })
          }
        />
      )}
      {asking === 'payout' && (
        <TextStep
          label={returnMessages.returnPayoutReference}
          submit={returnMessages.returnRecordPayout}
          busy={busy}
          onCancel={done}
          onSend={(reference) => step.mutate({ step: 'payout', body: { reference } }, { onSuccess: done })}
        />
      )}
      {!asking && (
        <div className="flex flex-wrap gap-2">
          {r.status === 'REQUESTED' && (
            <>
              <button
                type="button"
                disabled={busy}
                className={adminButton('primary')}
                onClick={() => step.mutate({ step: 'approve', body: { pickup: 'COURIER' } })}
              >
                {returnMessages.returnSchedulePickup}
              </button>
              <button
                type="button"
                disabled={busy}
                className={adminButton('secondary')}
                onClick={() => step.mutate({ step: 'approve', body: { pickup: 'SELF' } })}
              >
                {returnMessages.returnShopperShips}
              </button>
              <button type="button" className={adminButton('ghost')} onClick={() => setAsking('reject')}>
                {returnMessages.reject}
              </button>
            </>
          )}
          {r.status === 'PICKUP_SCHEDULED' && r.pickup === 'COURIER' && (
            <button
              type="button"
              disabled={busy}
              className={adminButton('secondary')}
              onClick={() => step.mutate({ step: 'picked-up', body: {} })}
            >
              {returnMessages.returnMarkPickedUp}
            </button>
          )}
          {receiving && (
            <>
              <button
                type="button"
                disabled={busy}
                className={adminButton('primary')}
                onClick={() => step.mutate({ step: 'quality-check', body: { accept: true, reason: '' } })}
              >
                {returnMessages.returnAcceptQc}
              </button>
              <button type="button" className={adminButton('ghost')} onClick={() => setAsking('qc-fail')}>
                {returnMessages.returnRejectQc}
              </button>
            </>
          )}
          {r.status === 'RECEIVED' &&
            r.kind === 'RETURN' &&
            r.refundMethod === 'MANUAL' &&
            r.refundState === 'PENDING' && (
              <button type="button" className={adminButton('primary')} onClick={() => setAsking('payout')}>
                {returnMessages.returnRecordPayout}
              </button>
            )}
        </div>
      )}
    </div>
  );
}
