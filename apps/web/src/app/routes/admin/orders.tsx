import { messages } from '@nidra/shared';
import { AdminPage } from '../../../features/admin/components/admin-page.tsx';
import { AdminOrders } from '../../../features/admin/orders/components/admin-orders.tsx';
import { CodConfirmationStatus } from '../../../features/messaging/components/cod-confirmation-status.tsx';

/** /admin/orders: every order with server-side status tabs (spec §2, DESIGN §13.4); COD orders show their confirmation. */
export default function AdminOrdersPage() {
  return (
    <AdminPage title={messages.adminNavOrders}>
      <AdminOrders paymentExtra={(order) => <CodConfirmationStatus order={order} />} />
    </AdminPage>
  );
}
