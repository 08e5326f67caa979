import { formatINR, type PromotionStatus } from '@nidra/shared';
import type { AdminPromotion } from '@nidra/shared/promotions/promotion.schema';
import { useState } from 'react';
import { usePromotions, usePromotionWrites } from './api.ts';
import { PromotionForm } from './promotion-form.tsx';

const STATUS: Record<PromotionStatus, { label: string; tone: string }> = {
  SCHEDULED: { label: 'Scheduled', tone: 'bg-sky-50 text-sky-800' },
  LIVE: { label: 'Live', tone: 'bg-emerald-50 text-emerald-800' },
  PAUSED: { label: 'Paused', tone: 'bg-amber-50 text-amber-800' },
  ENDED: { label: 'Ended', tone: 'bg-plum-50 text-plum-600' },
  USED_UP: { label: 'Used up', tone: 'bg-plum-50 text-plum-600' },
};

/** What a promotion gives, in a few words: "15% off (up to ₹500)", "Buy 2 get 1 free". */
function offerText(p: AdminPromotion): string {
  if (p.kind === 'PERCENTAGE') return `${p.percent}% off${p.maxDiscount ? ` (up to ${formatINR(p.maxDiscount)})` : ''}`;
  if (p.kind === 'FLAT') return `${formatINR(p.amount)} off`;
  if (p.kind === 'FREE_SHIPPING') return 'Free shipping';
  return `Buy ${p.buyQuantity} get ${p.getQuantity} ${p.percent === 100 ? 'free' : `at ${p.percent}% off`}`;
}

const button =
  'inline-flex items-center rounded-lg border border-plum-200 bg-white px-2.5 py-1 text-xs font-medium text-plum-900 hover:bg-plum-50 disabled:text-plum-300';

/** The admin's promotions: list with status, uses and revenue; create, edit, pause, resume, end. */
export function PromotionsScreen() {
  const list = usePromotions();
  const { save, act } = usePromotionWrites();
  const [editing, setEditing] = useState<AdminPromotion | 'new' | null>(null);

  return (
    <div>
      {editing === null ? (
        <button
          type="button"
          onClick={() => {
            save.reset();
            setEditing('new');
          }}
          className="mb-5 inline-flex items-center rounded-lg bg-plum-900 px-3 py-1.5 text-sm font-medium text-white hover:bg-plum-800"
        >
          + New promotion
        </button>
      ) : (
        <PromotionForm
          key={editing === 'new' ? 'new' : editing._id}
          promotion={editing === 'new' ? undefined : editing}
          busy={save.isPending}
          error={save.error instanceof Error ? save.error.message : null}
          onCancel={() => setEditing(null)}
          onSave={(body) =>
            save.mutate(
              { id: editing === 'new' ? undefined : editing._id, body },
              { onSuccess: () => setEditing(null) },
            )
          }
        />
      )}
      {list.isError && <p role="alert">The promotions could not be loaded.</p>}
      {list.data && list.data.length === 0 && (
        <p className="rounded-xl border border-dashed border-plum-200 bg-white p-8 text-center text-sm text-plum-600">
          No promotions yet. Create a coupon code or an automatic offer for your next sale.
        </p>
      )}
      {list.data && list.data.length > 0 && (
        <div className="overflow-x-auto rounded-xl border border-plum-100 bg-white">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <caption className="sr-only">Promotions</caption>
            <thead className="bg-plum-50/70 text-xs uppercase tracking-wide text-plum-600">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Promotion
                </th>
                <th scope="col" className="px-4 py-3">
                  Offer
                </th>
                <th scope="col" className="px-4 py-3">
                  Status
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Uses
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Revenue
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Discount given
                </th>
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-plum-100">
              {list.data.map((p) => {
                const open = p.status !== 'ENDED';
                return (
                  <tr key={p._id}>
                    <td className="px-4 py-3">
                      <p className="font-medium text-ink">{p.name}</p>
                      <p className="text-xs text-plum-500">{p.code ?? 'Automatic'}</p>
                    </td>
                    <td className="px-4 py-3 text-plum-800">{offerText(p)}</td>
                    <td className="px-4 py-3">
                      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS[p.status].tone}`}>
                        {STATUS[p.status].label}
                      </span>
                    </td>
                    <td className="px-4 py-3 text-right tabular-nums">
                      {p.uses}
                      {p.usageLimit !== null && <span className="text-plum-500"> / {p.usageLimit}</span>}
                    </td>
                    <td className="px-4 py-3 text-right tabular-nums">{formatINR(p.revenue)}</td>
                    <td className="px-4 py-3 text-right tabular-nums">{formatINR(p.discountGiven)}</td>
                    <td className="px-4 py-3">
                      {open && (
                        <div className="flex justify-end gap-1.5">
                          <button type="button" className={button} onClick={() => setEditing(p)}>
                            Edit<span className="sr-only"> {p.name}</span>
                          </button>
                          <button
                            type="button"
                            className={button}
                            disabled={act.isPending}
                            onClick={() =>
                              act.mutate({ id: p._id, action: p.status === 'PAUSED' ? 'resume' : 'pause' })
                            }
                          >
                            {p.status === 'PAUSED' ? 'Resume' : 'Pause'}
                            <span className="sr-only"> {p.name}</span>
                          </button>
                          <button
                            type="button"
                            className={button}
                            disabled={act.isPending}
                            onClick={() => act.mutate({ id: p._id, action: 'end' })}
                          >
                            End<span className="sr-only"> {p.name}</span>
                          </button>
                        </div>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
