import { messages } from '@nidra/shared';
import { AdminPage } from '../../../features/admin/components/admin-page.tsx';
import { AdminOrders } from '../../../features/admin/orders/components/admin-orders.tsx';

/** /admin/orders: every order with server-side status tabs (spec §2, DESIGN §13.4). */
export default function AdminOrdersPage() {
  return (
    <AdminPage title={messages.adminNavOrders}>
      <AdminOrders />
    </AdminPage>
  );
}
