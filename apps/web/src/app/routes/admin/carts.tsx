import { messages } from '@nidra/shared';
import { ActiveCarts } from '../../../features/admin/carts/components/active-carts.tsx';
import { AdminPage } from '../../../features/admin/components/admin-page.tsx';

/** /admin/carts: shoppers with items in their carts (spec §2). */
export default function AdminCartsPage() {
  return (
    <AdminPage title={messages.adminNavActiveCarts}>
      <ActiveCarts />
    </AdminPage>
  );
}
