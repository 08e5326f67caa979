import { messages } from '@nidra/shared';
import { AdminPage, adminButton } from '../../../features/admin/components/admin-page.tsx';
import { ProductList } from '../../../features/admin/products/components/product-list.tsx';
import { Link } from '../../../lib/router.tsx';

/** /admin/products/list: every product with its availability buttons and Edit (spec §2). */
export default function AdminProductListPage() {
  return (
    <AdminPage
      title={messages.adminNavProductList}
      actions={
        <Link to="/admin/products/add" className={adminButton('primary')}>
          Add Product
        </Link>
      }
    >
      <ProductList />
    </AdminPage>
  );
}
