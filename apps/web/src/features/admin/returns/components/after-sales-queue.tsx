import { formatShopDate, orderLabel } from '@nidra/shared';
import { returnKindLabels, returnMessages } from '@nidra/shared/returns/return.messages';
import { useState } from 'react';
import { Link } from '../../../../lib/router.tsx';
import { AdminAlert, adminButton } from '../../components/admin-page.tsx';
import { type AfterSalesKind, type AfterSalesStatus, useAfterSales } from '../api/after-sales.ts';
import { ReturnSteps } from './return-steps.tsx';

const KINDS: AfterSalesKind[] = ['ALL', 'RETURN', 'EXCHANGE', 'REPLACEMENT'];
const SELECT =
  'rounded-lg border border-plum-200 bg-white px-2.5 py-1.5 text-sm text-ink outline-none focus:border-plum-500 focus:ring-2 focus:ring-plum-100';

/** One queue of replacements, returns and exchanges with a kind and an open/closed filter; a return opens in place. */
export function AfterSalesQueue() {
  const [kind, setKind] = useState<AfterSalesKind>('ALL');
  const [status, setStatus] = useState<AfterSalesStatus>('OPEN');
  const [open, setOpen] = useState<string | null>(null);
  const { data, isPending, error } = useAfterSales(kind, status);
  return (
    <section aria-label={returnMessages.afterSalesQueue}>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <label className="text-xs text-plum-700">
          Kind
          <select
            value={kind}
            onChange={(e) => setKind(e.currentTarget.value as AfterSalesKind)}
            className={`${SELECT} mt-1 block`}
          >
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {k === 'ALL' ? returnMessages.afterSalesAll : returnKindLabels[k]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-xs text-plum-700">
          State
          <select
            value={status}
            onChange={(e) => setStatus(e.currentTarget.value as AfterSalesStatus)}
            className={`${SELECT} mt-1 block`}
          >
            <option value="OPEN">Open</option>
            <option value="CLOSED">Closed</option>
          </select>
        </label>
      </div>
      {error && <AdminAlert>Error fetching after-sales requests</AdminAlert>}
      {data?.length === 0 && <p className="py-10 text-center text-sm text-plum-600">No requests here.</p>}
      <ul className="space-y-3" aria-busy={isPending}>
        {data?.map((r) => (
          <li
            key={r._id}
            aria-label={`${returnKindLabels[r.kind]} for ${orderLabel(r.orderNumber)}`}
            className="rounded-xl border border-plum-100 bg-white p-4"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="font-medium text-plum-900">
                {orderLabel(r.orderNumber)} · {r.statusLabel}
              </h2>
              <span className="text-xs text-plum-600">Asked {formatShopDate(r.createdAt)}</span>
            </div>
            <p className="mt-1 text-sm text-plum-700">
              {r.reason} · {r.customer} · {r.pieces}
            </p>
            <div className="mt-3">
              {r.kind === 'REPLACEMENT' ? (
                <Link to="/admin/replacements" className={adminButton('secondary')}>
                  Open in Replacements
                </Link>
              ) : open === r._id ? (
                <div className="border-t border-plum-100 pt-3">
                  <ReturnSteps id={r._id} />
                </div>
              ) : (
                <button type="button" className={adminButton('secondary')} onClick={() => setOpen(r._id)}>
                  Open
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
