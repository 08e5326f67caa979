import { AdminShell } from '../../../features/admin/components/admin-shell.tsx';
import { Outlet } from '../../../lib/router.tsx';

/** /admin/*: the back office frame around every admin screen (lazy; never in the storefront bundle). */
export default function AdminLayout() {
  return (
    <AdminShell>
      <Outlet />
    </AdminShell>
  );
}
