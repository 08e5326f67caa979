import { orderLabel } from '@nidra/shared';
import { AdminAlert, AdminPage } from '../../../features/admin/components/admin-page.tsx';
import { useAdminOrder } from '../../../features/admin/orders/api/get-admin-order.ts';
import { CodCollectPanel } from '../../../features/admin/orders/components/cod-collect-panel.tsx';
import { OrderEditForm } from '../../../features/admin/orders/components/order-edit-form.tsx';
import { useParams } from '../../../lib/router.tsx';

/** /admin/orders/edit/{orderId}: tracking number and order status (spec §2). */
export default function AdminOrderEditPage() {
  const orderId = useParams().orderId ?? '';
  const { data: order, isPending, isError } = useAdminOrder(orderId);
  return (
    <AdminPage title="Edit Order" heading={order ? `Edit order ${orderLabel(order.orderNumber)}` : 'Edit order'}>
      {isError ? (
        <AdminAlert>The order could not be loaded.</AdminAlert>
      ) : isPending ? (
        <div className="h-72 max-w-lg animate-pulse rounded-xl bg-white motion-reduce:animate-none" aria-busy="true" />
      ) : (
        <>
          <OrderEditForm key={order._id} order={order} />
          {order.paymentMethod === 'COD' && <CodCollectPanel order={order} />}
        </>
      )}
    </AdminPage>
  );
}
