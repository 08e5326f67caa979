import { messages } from '@nidra/shared';
import { AdminPage } from '../../../features/admin/components/admin-page.tsx';
import { ProductStatsTable } from '../../../features/admin/products/components/product-stats-table.tsx';

/** /admin/products/stats: products, active products and out of stock per subcategory (spec §2). */
export default function AdminProductStatsPage() {
  return (
    <AdminPage title={messages.adminNavProductStats}>
      <ProductStatsTable />
    </AdminPage>
  );
}
