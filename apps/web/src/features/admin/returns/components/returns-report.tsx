import { returnKindLabels, returnReasonLabels } from '@nidra/shared/returns/return.messages';
import { useState } from 'react';
import { DataTable, TableMessage, TD, TD_NUM } from '../../components/data-table.tsx';
import { useReturnsReport } from '../api/after-sales.ts';

const thisMonth = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 7);

/** Return and exchange rates of a month's deliveries, per subcategory and per reason. */
export function ReturnsReport() {
  const [month, setMonth] = useState(thisMonth);
  const { data, isPending } = useReturnsReport(month);
  return (
    <section aria-labelledby="returns-report" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="returns-report" className="font-display text-xl text-plum-900">
          Return and exchange rates
        </h2>
        <label className="text-xs font-medium text-plum-700">
          Delivered in
          <input
            type="month"
            value={month}
            onChange={(e) => e.currentTarget.value && setMonth(e.currentTarget.value)}
            className="mt-1 block rounded-lg border border-plum-200 bg-white px-2.5 py-1.5 text-sm text-ink"
          />
        </label>
      </div>
      <DataTable
        caption="Return and exchange rate per subcategory"
        minWidth="32rem"
        columns={[
          { label: 'Subcategory' },
          { label: 'Delivered', numeric: true },
          { label: 'Returned', numeric: true },
          { label: 'Exchanged', numeric: true },
        ]}
      >
        {isPending || !data ? (
          <TableMessage colSpan={4}>Loading…</TableMessage>
        ) : data.bySubcategory.length === 0 ? (
          <TableMessage colSpan={4}>Nothing delivered in this month.</TableMessage>
        ) : (
          data.bySubcategory.map((s) => (
            <tr key={s.subcategory}>
              <th scope="row" className={`${TD} text-left font-normal`}>
                {s.subcategory}
              </th>
              <td className={TD_NUM}>{s.deliveredPieces}</td>
              <td className={TD_NUM}>
                {s.returnedPieces} · {s.returnRate} %
              </td>
              <td className={TD_NUM}>
                {s.exchangedPieces} · {s.exchangeRate} %
              </td>
            </tr>
          ))
        )}
      </DataTable>
      <DataTable
        caption="Requests per reason"
        minWidth="28rem"
        columns={[
          { label: 'Reason' },
          { label: 'Kind' },
          { label: 'Requests', numeric: true },
          { label: 'Pieces', numeric: true },
        ]}
      >
        {!data || data.byReason.length === 0 ? (
          <TableMessage colSpan={4}>{isPending ? 'Loading…' : 'No requests for this month’s deliveries.'}</TableMessage>
        ) : (
          data.byReason.map((r) => (
            <tr key={`${r.reason}-${r.kind}`}>
              <th scope="row" className={`${TD} text-left font-normal`}>
                {returnReasonLabels[r.reason]}
              </th>
              <td className={TD}>{returnKindLabels[r.kind]}</td>
              <td className={TD_NUM}>{r.requests}</td>
              <td className={TD_NUM}>{r.pieces}</td>
            </tr>
          ))
        )}
      </DataTable>
    </section>
  );
}
