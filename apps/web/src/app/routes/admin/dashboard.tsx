import { messages } from '@nidra/shared';
import { AdminPage } from '../../../features/admin/components/admin-page.tsx';
import { StatsCards } from '../../../features/admin/dashboard/components/stats-cards.tsx';
import { UsersTable } from '../../../features/admin/dashboard/components/users-table.tsx';
import { CodConfirmationStats } from '../../../features/messaging/components/cod-confirmation-stats.tsx';
import { ShippingRates } from '../../../features/shipping/components/shipping-rates.tsx';

/** /admin and /admin/dashboard: the store's figures and its users (spec §2). */
export default function AdminDashboardPage() {
  return (
    <AdminPage title={messages.adminNavDashboard}>
      <StatsCards />
      <CodConfirmationStats />
      <ShippingRates />
      <UsersTable />
    </AdminPage>
  );
}
