import { messages } from '@nidra/shared';
import { AdminPage } from '../../../features/admin/components/admin-page.tsx';
import { ProductForm } from '../../../features/admin/products/components/product-form.tsx';
import { useCategories } from '../../../features/catalogue/api/get-categories.ts';

/** /admin/products/add: a new product with its images (spec §2, §5). */
export default function AdminProductAddPage() {
  const categories = useCategories();
  return (
    <AdminPage title={messages.adminNavAddProduct} description="Fields marked * are required.">
      <ProductForm mode="add" categories={categories.data} />
    </AdminPage>
  );
}
