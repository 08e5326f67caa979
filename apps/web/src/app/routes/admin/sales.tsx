import { messages } from '@nidra/shared';
import { kolkataMonth } from '@nidra/shared/reports/tax-summary.rules';
import { AdminPage } from '../../../features/admin/components/admin-page.tsx';
import type { SalesRange } from '../../../features/admin/sales/api/get-sales-report.ts';
import { RevenueByMethod } from '../../../features/admin/sales/components/revenue-by-method.tsx';
import { SalesRangeForm } from '../../../features/admin/sales/components/sales-range-form.tsx';
import { SalesReportView } from '../../../features/admin/sales/components/sales-report.tsx';
import { TaxSummaryView } from '../../../features/admin/tax-summary/components/tax-summary.tsx';
import { useSearchParams } from '../../../lib/router.tsx';

const kolkataToday = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /admin/sales: 'Admin Sales' (spec §2) over the last 30 days or the range in ?from=&to=, then the
 * tax summary of the month in ?month= (this month by default).
 */
export default function AdminSalesPage() {
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const range: SalesRange | undefined = DATE.test(from) && DATE.test(to) ? { from, to } : undefined;
  const month = /^\d{4}-\d{2}$/.test(params.get('month') ?? '') ? params.get('month')! : kolkataMonth(new Date());
  const update = (changes: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  return (
    <AdminPage
      title={messages.adminNavSales}
      heading={messages.adminSales}
      description={
        range
          ? 'Paid orders, cancelled ones left out, over the chosen days, by Asia/Kolkata day.'
          : 'Paid orders, cancelled ones left out, over the last 30 days, by Asia/Kolkata day.'
      }
    >
      <div className="space-y-8">
        <div className="space-y-6">
          <SalesRangeForm
            key={range ? `${range.from}-${range.to}` : 'default'}
            range={range}
            today={kolkataToday()}
            onChange={(r) => update({ from: r?.from, to: r?.to })}
          />
          <SalesReportView range={range} />
          <RevenueByMethod range={range} />
        </div>
        <TaxSummaryView month={month} onMonthChange={(m) => update({ month: m })} />
      </div>
    </AdminPage>
  );
}
