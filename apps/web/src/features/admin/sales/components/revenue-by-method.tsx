import { formatINR, messages, paymentMethodLabel } from '@nidra/shared';
import { AdminAlert } from '../../components/admin-page.tsx';
import { DataTable, TableMessage, TD, TD_NUM } from '../../components/data-table.tsx';
import { useSalesByMethod } from '../api/get-sales-by-method.ts';
import type { SalesRange } from '../api/get-sales-report.ts';

/** Revenue split by payment method over the report's days (the chosen range or the last 30): online (PhonePe) and Cash on Delivery. */
export function RevenueByMethod({ range }: { range?: SalesRange }) {
  const { data, isPending, isError } = useSalesByMethod(range);
  if (isError) return <AdminAlert>The revenue by payment method could not be loaded.</AdminAlert>;
  const methods = data?.methods ?? [];
  const total = methods.reduce((n, m) => n + m.revenue, 0);
  return (
    <section
      aria-labelledby="by-method-heading"
      className="mt-6 rounded-xl border border-plum-100 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="by-method-heading" className="mb-3 font-display text-xl text-plum-900">
        {messages.revenueByMethod}
      </h2>
      <DataTable
        caption={messages.revenueByMethod}
        minWidth="20rem"
        columns={[
          { label: messages.paymentMethodColumn },
          { label: 'Orders', numeric: true },
          { label: 'Revenue', numeric: true },
          { label: 'Share', numeric: true },
        ]}
      >
        {isPending ? (
          <TableMessage colSpan={4}>Loading…</TableMessage>
        ) : (
          methods.map((m) => (
            <tr key={m.method}>
              <th scope="row" className={`${TD} text-left font-medium text-plum-900`}>
                {m.method === 'ONLINE' ? 'Online (PhonePe)' : paymentMethodLabel(m.method, messages)}
              </th>
              <td className={TD_NUM}>{m.orders}</td>
              <td className={TD_NUM}>{formatINR(m.revenue)}</td>
              <td className={TD_NUM}>{total > 0 ? `${Math.round((m.revenue / total) * 100)}%` : '—'}</td>
            </tr>
          ))
        )}
      </DataTable>
    </section>
  );
}
