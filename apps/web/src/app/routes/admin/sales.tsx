import { messages } from '@nidra/shared';
import { AdminPage } from '../../../features/admin/components/admin-page.tsx';
import { SALES_DAYS } from '../../../features/admin/sales/api/get-sales-report.ts';
import { RevenueByMethod } from '../../../features/admin/sales/components/revenue-by-method.tsx';
import { SalesReportView } from '../../../features/admin/sales/components/sales-report.tsx';

/** /admin/sales: 'Admin Sales' over the last 30 days' report (spec §2). */
export default function AdminSalesPage() {
  return (
    <AdminPage
      title={messages.adminNavSales}
      heading={messages.adminSales}
      description="Paid orders, cancelled ones left out, over the last 30 days, by Asia/Kolkata day."
    >
      <SalesReportView />
      <RevenueByMethod days={SALES_DAYS} />
    </AdminPage>
  );
}
