import { PendingOrders } from '../../../features/admin/orders/components/pending-orders.tsx';
import { CourierPanel } from '../../../features/shipping/components/courier-panel.tsx';
import { STORE } from '../../../lib/store-info.ts';

/** /admin/pendingOrders: paid orders to dispatch, with printable From/To labels (spec §2) and the courier's shipments. */
export default function AdminPendingOrdersPage() {
  return (
    <PendingOrders
      from={{ name: STORE.name, phone: STORE.phone, addressLines: STORE.addressLines }}
      courier={(orders) => <CourierPanel orders={orders} />}
    />
  );
}
