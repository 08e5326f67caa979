import { formatINR, messages } from '@nidra/shared';
import { AdminAlert } from '../../components/admin-page.tsx';
import { DataTable, TableMessage, TD, TD_NUM } from '../../components/data-table.tsx';
import { StatCard, StatValueSkeleton } from '../../components/stat-card.tsx';
import { SALES_DAYS, type SalesRange, useSalesReport } from '../api/get-sales-report.ts';
import { formatDay } from './chart-scale.ts';
import { OrdersChart, RevenueChart } from './revenue-chart.tsx';

// Sticky, so a chart scrolled sideways on a phone keeps its title in view.
const CHART_TITLE = 'sticky left-0 mb-1 w-fit text-xs font-semibold uppercase tracking-wide text-plum-500';

/**
 * On a screen too narrow for 30 days, the charts show the latest days, the ones looked at first: when
 * they appear and whenever the screen turns or resizes.
 */
const showLatestDays = (el: HTMLDivElement | null) => {
  if (!el) return;
  const toLatest = () => {
    el.scrollLeft = el.scrollWidth;
  };
  toLatest();
  if (typeof ResizeObserver === 'undefined') return;
  const observer = new ResizeObserver(toLatest);
  observer.observe(el);
  return () => observer.disconnect();
};

/**
 * Sales (money received: paid online or COD collected, not cancelled) of the last 30 days or of a chosen range: totals, revenue and orders
 * per day, top subcategories.
 */
export function SalesReportView({ range }: { range?: SalesRange }) {
  const { data, isPending, isError } = useSalesReport(range);
  const period = range ? `${formatDay(range.from)} – ${formatDay(range.to)}` : `Last ${SALES_DAYS} days`;
  if (isError) return <AdminAlert>The sales report could not be loaded.</AdminAlert>;
  const value = (v: string | undefined) => v ?? <StatValueSkeleton />;
  return (
    <div className="space-y-6">
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Revenue" value={value(data && formatINR(data.totals.revenue))} hint={period} />
        <StatCard
          label="Orders"
          value={value(data && String(data.totals.orders))}
          hint={messages.revenueReceivedHint}
        />
        <StatCard label="Average order value" value={value(data && formatINR(data.totals.averageOrderValue))} />
        <StatCard
          label="Discount given"
          value={value(data && formatINR(data.totals.discount ?? 0))}
          hint="Coupons and offers, free shipping included"
        />
      </dl>

      <section
        aria-labelledby="revenue-heading"
        className="rounded-xl border border-plum-100 bg-white p-4 shadow-sm sm:p-5"
      >
        <h2 id="revenue-heading" className="mb-3 font-display text-xl text-plum-900">
          Revenue and orders per day
        </h2>
        {isPending ? (
          <div className="aspect-[760/410] animate-pulse rounded-lg bg-plum-50 motion-reduce:animate-none" />
        ) : (
          <>
            <div className="overflow-x-auto" ref={showLatestDays}>
              <h3 className={CHART_TITLE}>Revenue</h3>
              <RevenueChart days={data.days} />
              <h3 className={`${CHART_TITLE} mt-4`}>Orders</h3>
              <OrdersChart days={data.days} />
            </div>
            <details className="mt-3 text-sm">
              <summary className="cursor-pointer text-plum-700 hover:text-plum-900">Daily figures</summary>
              <DataTable
                caption="Revenue and orders per day"
                minWidth="20rem"
                className="mt-2 max-w-md"
                columns={[{ label: 'Day' }, { label: 'Orders', numeric: true }, { label: 'Revenue', numeric: true }]}
              >
                {data.days.map((d) => (
                  <tr key={d.date}>
                    <th scope="row" className={`${TD} text-left font-normal`}>
                      {formatDay(d.date)}
                    </th>
                    <td className={TD_NUM}>{d.orders}</td>
                    <td className={TD_NUM}>{formatINR(d.revenue)}</td>
                  </tr>
                ))}
              </DataTable>
            </details>
          </>
        )}
      </section>

      <section aria-labelledby="top-subcategories-heading">
        <h2 id="top-subcategories-heading" className="mb-3 font-display text-xl text-plum-900">
          Top subcategories
        </h2>
        <DataTable
          caption="Top subcategories by revenue"
          minWidth="28rem"
          className="max-w-3xl"
          columns={[
            { label: 'Subcategory' },
            { label: 'Units sold', numeric: true },
            { label: 'Revenue', numeric: true },
          ]}
        >
          {isPending ? (
            <TableMessage colSpan={3}>Loading…</TableMessage>
          ) : data.topSubcategories.length === 0 ? (
            <TableMessage colSpan={3}>
              {range ? 'No paid orders in these days.' : `No paid orders in the last ${SALES_DAYS} days.`}
            </TableMessage>
          ) : (
            data.topSubcategories.map((s) => (
              <tr key={s.subcategory}>
                <th scope="row" className={`${TD} text-left font-medium`}>
                  {s.subcategory}
                </th>
                <td className={TD_NUM}>{s.quantity}</td>
                <td className={TD_NUM}>{formatINR(s.revenue)}</td>
              </tr>
            ))
          )}
        </DataTable>
      </section>
    </div>
  );
}
