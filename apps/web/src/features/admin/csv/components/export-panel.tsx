import { ORDER_STATUSES } from '@nidra/shared/orders/order.rules';
import { useState } from 'react';
import { AdminAlert, adminButton } from '../../components/admin-page.tsx';
import { DateField } from '../../components/date-field.tsx';
import { type OrderExportFilter, ordersExportUrl, useDownloadCsv } from '../api/download-export.ts';

const INPUT =
  'w-full rounded-lg border border-plum-200 bg-white px-3 py-2 text-sm text-ink outline-none focus:border-plum-500 focus:ring-2 focus:ring-plum-100';
const LABEL = 'mb-1 block text-xs font-medium text-plum-700';

/** Downloads of the orders (by dates and status) and of every product, as CSV. */
export function ExportPanel() {
  const [filter, setFilter] = useState<OrderExportFilter>({ from: '', to: '', status: '' });
  const download = useDownloadCsv();
  const reversed = filter.from !== '' && filter.to !== '' && filter.from > filter.to;
  const set = (key: keyof OrderExportFilter) => (value: string) => setFilter((f) => ({ ...f, [key]: value }));
  return (
    <section
      aria-labelledby="export-heading"
      className="min-w-0 rounded-xl border border-plum-100 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="export-heading" className="font-display text-xl text-plum-900">
        Export
      </h2>
      <p className="mt-1 text-sm text-plum-500">
        CSV files that open in a spreadsheet. Leave the dates empty for every order.
      </p>
      <form
        className="mt-4 grid gap-3 sm:grid-cols-3 sm:items-end"
        aria-label="Orders export"
        onSubmit={(e) => {
          e.preventDefault();
          if (!reversed) download.mutate({ url: ordersExportUrl(filter), fileName: 'orders.csv' });
        }}
      >
        <DateField id="export-from" label="Placed from" value={filter.from} onChange={set('from')} fullWidth />
        <DateField id="export-to" label="Placed until" value={filter.to} onChange={set('to')} fullWidth />
        <div>
          <label htmlFor="export-status" className={LABEL}>
            Status
          </label>
          <select
            id="export-status"
            value={filter.status}
            onChange={(e) => set('status')(e.target.value)}
            className={INPUT}
          >
            <option value="">All statuses</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className={adminButton('primary', 'py-2 sm:col-span-3 sm:justify-self-start')}
          disabled={reversed || download.isPending}
        >
          Download orders CSV
        </button>
        {reversed && (
          <p role="alert" className="text-sm text-red-700 sm:col-span-3">
            The start date must not be after the end date.
          </p>
        )}
      </form>
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-t border-plum-100 pt-4">
        <p className="text-sm text-plum-700">Every product, in the columns the import reads.</p>
        <button
          type="button"
          className={adminButton('secondary', 'py-2')}
          disabled={download.isPending}
          onClick={() => download.mutate({ url: '/api/admin/exports/products.csv', fileName: 'products.csv' })}
        >
          Download products CSV
        </button>
      </div>
      {download.isError && <AdminAlert>The file could not be downloaded. Try again.</AdminAlert>}
    </section>
  );
}
