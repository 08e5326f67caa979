import { AdminPage } from '../../../features/admin/components/admin-page.tsx';
import { ShipmentsDesk } from '../../../features/shipping/components/shipments-desk.tsx';

/** /admin/shipments: shipments by courier state, the NDR queue and returned parcels (ADR 0024). */
export default function AdminShipmentsPage() {
  return (
    <AdminPage
      title="Shipments"
      description="Courier shipments by state: failed deliveries, overdue pickups and returns."
    >
      <ShipmentsDesk />
    </AdminPage>
  );
}
