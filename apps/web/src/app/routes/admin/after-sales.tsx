import { returnMessages } from '@nidra/shared/returns/return.messages';
import { AdminPage } from '../../../features/admin/components/admin-page.tsx';
import { AfterSalesQueue } from '../../../features/admin/returns/components/after-sales-queue.tsx';
import { HygieneSettings } from '../../../features/admin/returns/components/hygiene-settings.tsx';
import { ReturnsReport } from '../../../features/admin/returns/components/returns-report.tsx';

/** /admin/after-sales: replacements, returns and exchanges in one queue; hygiene subcategories; return rates. */
export default function AdminAfterSalesPage() {
  return (
    <AdminPage
      title={returnMessages.afterSalesQueue}
      description="Replacements, returns and size exchanges, newest first."
    >
      <div className="space-y-8">
        <AfterSalesQueue />
        <ReturnsReport />
        <HygieneSettings />
      </div>
    </AdminPage>
  );
}
