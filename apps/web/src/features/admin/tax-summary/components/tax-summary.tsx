import { formatINR } from '@nidra/shared';
import type { TaxSummary } from '@nidra/shared/reports/tax-summary.schema';
import { AdminAlert, adminButton } from '../../components/admin-page.tsx';
import { DataTable, TableMessage, TD, TD_NUM } from '../../components/data-table.tsx';
import { StatCard, StatValueSkeleton } from '../../components/stat-card.tsx';
import { useDownloadTaxSummary, useTaxSummary } from '../api/get-tax-summary.ts';

const rupees = (paise: number) => formatINR(paise / 100);
type Figures = TaxSummary['net'];

const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

function FigureCells({ f }: { f: Figures }) {
  return (
    <>
      <td className={TD_NUM}>{rupees(f.taxablePaise)}</td>
      <td className={TD_NUM}>{rupees(f.cgstPaise)}</td>
      <td className={TD_NUM}>{rupees(f.sgstPaise)}</td>
      <td className={TD_NUM}>{rupees(f.igstPaise)}</td>
      <td className={TD_NUM}>{rupees(f.totalPaise)}</td>
    </>
  );
}

/**
 * The month's GST figures for GSTR-1 (B2C): invoices less credit notes by place of supply and rate,
 * as the documents print them, with the CSV for the accountant.
 */
export function TaxSummaryView({ month, onMonthChange }: { month: string; onMonthChange: (month: string) => void }) {
  const { data, isPending, isError } = useTaxSummary(month);
  const download = useDownloadTaxSummary();
  const tax = (f: Figures) => f.cgstPaise + f.sgstPaise + f.igstPaise;
  const value = (v: string | undefined) => v ?? <StatValueSkeleton />;
  return (
    <section aria-labelledby="tax-summary-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="tax-summary-heading" className="font-display text-xl text-plum-900">
            Tax summary
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-plum-500">
            Invoices less credit notes issued in the month (Asia/Kolkata), by place of supply and rate, as printed on
            them: the B2C tables of GSTR-1.
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor="tax-month" className="mb-1 block text-xs font-medium text-plum-700">
              Month
            </label>
            <input
              id="tax-month"
              type="month"
              value={month}
              required
              onChange={(e) => e.target.value && onMonthChange(e.target.value)}
              className="rounded-lg border border-plum-200 bg-white px-3 py-2 text-sm text-ink outline-none focus:border-plum-500 focus:ring-2 focus:ring-plum-100"
            />
          </div>
          <button
            type="button"
            className={adminButton('secondary', 'py-2')}
            disabled={download.isPending}
            onClick={() => download.mutate(month)}
          >
            {download.isPending ? 'Preparing…' : 'Download CSV'}
          </button>
        </div>
      </div>
      {download.isError && <AdminAlert>The CSV could not be downloaded. Try again.</AdminAlert>}
      {isError ? (
        <AdminAlert>The tax summary could not be loaded.</AdminAlert>
      ) : (
        <>
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <StatCard
              label="Invoices"
              value={value(data && String(data.invoices.count))}
              hint={data ? `${rupees(data.invoices.totalPaise)} invoiced` : undefined}
            />
            <StatCard
              label="Credit notes"
              value={value(data && String(data.creditNotes.count))}
              hint={data ? `${rupees(data.creditNotes.totalPaise)} credited` : undefined}
            />
            <StatCard
              label="Net tax"
              value={value(data && rupees(tax(data.net)))}
              hint={data ? `on ${rupees(data.net.taxablePaise)} taxable` : undefined}
            />
            <StatCard
              label="Refunds paid"
              value={value(data && String(data.refunds.count))}
              hint={data ? `${rupees(data.refunds.amountPaise)} paid back` : undefined}
            />
          </dl>
          <DataTable
            caption={`GST by place of supply and rate, ${monthName(month)}`}
            minWidth="44rem"
            columns={[
              { label: 'Place of supply' },
              { label: 'Rate', numeric: true },
              { label: 'Taxable value', numeric: true },
              { label: 'CGST', numeric: true },
              { label: 'SGST', numeric: true },
              { label: 'IGST', numeric: true },
              { label: 'Total', numeric: true },
            ]}
          >
            {isPending ? (
              <TableMessage colSpan={7}>Loading…</TableMessage>
            ) : data.rows.length === 0 ? (
              <TableMessage colSpan={7}>No invoices or credit notes in {monthName(month)}.</TableMessage>
            ) : (
              <>
                {data.rows.map((r) => (
                  <tr key={`${r.state}-${r.ratePercent}`}>
                    <th scope="row" className={`${TD} text-left font-normal`}>
                      {r.stateCode ? `${r.stateCode} · ${r.state}` : r.state}
                    </th>
                    <td className={TD_NUM}>{r.ratePercent} %</td>
                    <FigureCells f={r} />
                  </tr>
                ))}
                <tr className="border-t-2 border-plum-200 font-semibold">
                  <th scope="row" colSpan={2} className={`${TD} text-left`}>
                    Total
                  </th>
                  <FigureCells f={data.net} />
                </tr>
              </>
            )}
          </DataTable>
        </>
      )}
    </section>
  );
}
