import { returnKindLabels, returnReasonLabels } from '@nidra/shared/returns/return.messages';
import { useState } from 'react';
import { DataTable, PHONE_CELL, PHONE_ROW, TableMessage, TD, TD_NUM } from '../../components/data-table.tsx';
import { useReturnsReport } from '../api/after-sales.ts';

/** A row's heading: the first cell on a wide screen, the card's title across it on a phone. */
const ROW_HEAD = `${TD} text-left font-normal max-md:col-span-2 max-md:font-semibold max-md:text-plum-900`;

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
        cardsOnPhone
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
            <tr key={s.subcategory} className={PHONE_ROW}>
              <th scope="row" className={ROW_HEAD}>
                {s.subcategory}
              </th>
              <td data-label="Delivered" className={`${TD_NUM} ${PHONE_CELL()}`}>
                {s.deliveredPieces}
              </td>
              <td data-label="Returned" className={`${TD_NUM} ${PHONE_CELL()}`}>
                {s.returnedPieces} · {s.returnRate} %
              </td>
              <td data-label="Exchanged" className={`${TD_NUM} ${PHONE_CELL()}`}>
                {s.exchangedPieces} · {s.exchangeRate} %
              </td>
            </tr>
          ))
        )}
      </DataTable>
      <DataTable
        caption="Requests per reason"
        minWidth="28rem"
        cardsOnPhone
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
            <tr key={`${r.reason}-${r.kind}`} className={PHONE_ROW}>
              <th scope="row" className={ROW_HEAD}>
                {returnReasonLabels[r.reason]}
              </th>
              <td data-label="Kind" className={`${TD} ${PHONE_CELL()}`}>
                {returnKindLabels[r.kind]}
              </td>
              <td data-label="Requests" className={`${TD_NUM} ${PHONE_CELL()}`}>
                {r.requests}
              </td>
              <td data-label="Pieces" className={`${TD_NUM} ${PHONE_CELL()}`}>
                {r.pieces}
              </td>
            </tr>
          ))
        )}
      </DataTable>
    </section>
  );
}
