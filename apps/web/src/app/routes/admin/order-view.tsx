import { messagingMessages, orderLabel } from '@nidra/shared';
import { AdminAlert, AdminPage, adminButton } from '../../../features/admin/components/admin-page.tsx';
import { useAdminOrder } from '../../../features/admin/orders/api/get-admin-order.ts';
import { OrderDetails } from '../../../features/admin/orders/components/order-details.tsx';
import { CodConfirmationStatus } from '../../../features/messaging/components/cod-confirmation-status.tsx';
import { Link, useParams } from '../../../lib/router.tsx';

/** /admin/orders/view/{orderId}: the order's products and status history (spec §2). */
export default function AdminOrderViewPage() {
  const orderId = useParams().orderId ?? '';
  const { data: order, isPending, isError } = useAdminOrder(orderId);
  return (
    <AdminPage
      title="View Order"
      heading={order ? `Order ${orderLabel(order.orderNumber)}` : 'Order'}
      actions={
        <>
          <Link to="/admin/orders" className={adminButton('secondary')}>
            Back to orders
          </Link>
          {order && (
            <Link to={`/admin/orders/edit/${order._id}`} className={adminButton('primary')}>
              Edit order
            </Link>
          )}
        </>
      }
    >
      {isError ? (
        <AdminAlert>The order could not be loaded.</AdminAlert>
      ) : isPending ? (
        <div className="h-48 animate-pulse rounded-xl bg-white motion-reduce:animate-none" aria-busy="true" />
      ) : (
        <>
          {order.paymentMethod === 'COD' && order.codConfirmation && (
            <section
              aria-labelledby="cod-confirmation"
              className="mb-5 flex flex-wrap items-center gap-3 rounded-xl border border-plum-100 bg-white p-4 shadow-sm"
            >
              <h2 id="cod-confirmation" className="text-sm font-semibold text-plum-900">
                {messagingMessages.codConfirmationHeading}
              </h2>
              <CodConfirmationStatus order={order} size="md" />
            </section>
          )}
          <OrderDetails order={order} />
        </>
      )}
    </AdminPage>
  );
}
