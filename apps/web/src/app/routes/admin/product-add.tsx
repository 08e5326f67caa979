import { messages } from '@nidra/shared';
import { AdminAlert, AdminPage } from '../../../features/admin/components/admin-page.tsx';
import { useAdminProduct } from '../../../features/admin/products/api/get-admin-product.ts';
import { ProductForm } from '../../../features/admin/products/components/product-form.tsx';
import { useCategories } from '../../../features/catalogue/api/get-categories.ts';
import { useSearchParams } from '../../../lib/router.tsx';

/**
 * /admin/products/add: a new product with its images (spec §2, §5); `?from={productId}` starts from
 * that product as another size of its design ("Add another size", ADR 0012).
 */
export default function AdminProductAddPage() {
  const categories = useCategories();
  const from = useSearchParams()[0].get('from') ?? '';
  const template = useAdminProduct(from);
  return (
    <AdminPage
      title={messages.adminNavAddProduct}
      heading={from && template.data ? `${messages.addAnotherSize}: ${template.data.productName}` : undefined}
      description="Fields marked * are required."
    >
      {!from ? (
        <ProductForm mode="add" categories={categories.data} />
      ) : template.isError ? (
        <AdminAlert>{messages.fetchProductError}</AdminAlert>
      ) : template.isPending ? (
        <div className="h-96 animate-pulse rounded-xl bg-white motion-reduce:animate-none" aria-busy="true" />
      ) : (
        <ProductForm key={from} mode="add" categories={categories.data} template={template.data} />
      )}
    </AdminPage>
  );
}
