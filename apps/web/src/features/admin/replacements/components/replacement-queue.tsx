import { formatShopDate, orderLabel } from '@nidra/shared';
import { replacementReasonLabels, replacementStatusLabels } from '@nidra/shared/replacements/replacement.messages';
import { REPLACEMENT_STATUSES, type ReplacementStatus } from '@nidra/shared/replacements/replacement.rules';
import type { ReplacementRequest } from '@nidra/shared/replacements/replacement.schema';
import { type KeyboardEvent, useRef, useState } from 'react';
import { AdminAlert } from '../../components/admin-page.tsx';
import { useReplacements } from '../api/replacements.ts';
import { DecisionForm } from './decision-form.tsx';
import { RequestVideo } from './request-video.tsx';

const PANEL = 'replacement-tab-panel';
const tabId = (s: ReplacementStatus) => `replacement-tab-${s}`;

/** The queue with its status tabs: requested, approved, rejected, shipped. */
export function ReplacementQueue() {
  const [status, setStatus] = useState<ReplacementStatus>('REQUESTED');
  const { data, isPending, error } = useReplacements(status);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (e: KeyboardEvent) => {
    const i = REPLACEMENT_STATUSES.indexOf(status);
    const n = REPLACEMENT_STATUSES.length;
    const next = e.key === 'ArrowRight' ? (i + 1) % n : e.key === 'ArrowLeft' ? (i + n - 1) % n : -1;
    if (next < 0) return;
    e.preventDefault();
    setStatus(REPLACEMENT_STATUSES[next]);
    refs.current[next]?.focus();
  };
  return (
    <>
      <div
        role="tablist"
        aria-label="Request status"
        onKeyDown={onKeyDown}
        className="mb-4 flex gap-1 overflow-x-auto border-b border-plum-200"
      >
        {REPLACEMENT_STATUSES.map((s, i) => (
          <button
            key={s}
            ref={(el) => {
              refs.current[i] = el;
            }}
            id={tabId(s)}
            type="button"
            role="tab"
            aria-selected={s === status}
            aria-controls={PANEL}
            tabIndex={s === status ? 0 : -1}
            onClick={() => setStatus(s)}
            className={`-mb-px whitespace-nowrap border-b-2 px-2.5 py-2 sm:px-3.5 text-sm transition-colors ${
              s === status
                ? 'border-plum-900 font-semibold text-plum-900'
                : 'border-transparent text-plum-500 hover:border-plum-300 hover:text-plum-800'
            }`}
          >
            {replacementStatusLabels[s]}
          </button>
        ))}
      </div>
      <div id={PANEL} role="tabpanel" aria-labelledby={tabId(status)} aria-busy={isPending}>
        {error && <AdminAlert>Error fetching replacement requests</AdminAlert>}
        {data?.length === 0 && <p className="py-10 text-center text-sm text-plum-600">No requests here.</p>}
        <ul className="space-y-4">
          {data?.map((r) => (
            <RequestCard key={r._id} request={r} />
          ))}
        </ul>
      </div>
    </>
  );
}

function RequestCard({ request: r }: { request: ReplacementRequest }) {
  return (
    <li
      aria-label={`Replacement for ${orderLabel(r.orderNumber)}`}
      className="rounded-xl border border-plum-100 bg-white p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-medium text-plum-900">
          {orderLabel(r.orderNumber)} · {replacementReasonLabels[r.reason]}
        </h2>
        <span className="text-xs text-plum-600">Asked {formatShopDate(r.createdAt)}</span>
      </div>
      <p className="mt-1 text-sm text-plum-700">
        {r.customer.name} · {r.customer.email}
      </p>
      <ul className="mt-3 space-y-1 text-sm text-ink">
        {r.items.map((i) => (
          <li key={i.orderItemId}>
            {i.quantity} × {i.name} {i.size && `(${i.size})`} → {i.wantedSize || 'same'}
            {i.wantedName !== i.name && ` · ${i.wantedName}`}
          </li>
        ))}
      </ul>
      {r.note && <p className="mt-2 rounded-lg bg-blush-50 px-3 py-2 text-sm text-plum-900">“{r.note}”</p>}
      <div className="mt-3">
        <RequestVideo requestId={r._id} type={r.videoType} />
      </div>
      <div className="mt-4 border-t border-plum-100 pt-3 text-sm text-plum-800">
        {r.status === 'REQUESTED' && <DecisionForm requestId={r._id} />}
        {r.replacementOrderNumber && <p>Replacement order {orderLabel(r.replacementOrderNumber)} (₹0)</p>}
        {r.adminNote && <p>Note: {r.adminNote}</p>}
        {r.status === 'REJECTED' && <p>Rejected: {r.rejectReason}</p>}
      </div>
    </li>
  );
}
