import { PendingOrders } from '../../../features/admin/orders/components/pending-orders.tsx';
import { STORE } from '../../../lib/store-info.ts';

/** /admin/pendingOrders: paid orders to dispatch, with printable From/To labels (spec §2). */
export default function AdminPendingOrdersPage() {
  return <PendingOrders from={{ name: STORE.name, phone: STORE.phone, addressLines: STORE.addressLines }} />;
}
