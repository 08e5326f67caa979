import { messages } from '@nidra/shared';
import { AdminAlert, AdminPage } from '../../../features/admin/components/admin-page.tsx';
import { useAdminProduct } from '../../../features/admin/products/api/get-admin-product.ts';
import { ProductForm } from '../../../features/admin/products/components/product-form.tsx';
import { useCategories } from '../../../features/catalogue/api/get-categories.ts';
import { Navigate, useLocation, useParams } from '../../../lib/router.tsx';
import { useSession } from '../../../lib/use-session.ts';

/** /admin/product/edit/{productId}: the stored product in the product form (spec §2, §5). */
export default function AdminProductEditPage() {
  const user = useSession();
  const productId = useParams().productId ?? '';
  const name = (useLocation().state as { productName?: string } | null)?.productName;
  const { data: product, isPending, isError } = useAdminProduct(productId, name);
  const categories = useCategories();
  // Spec §6: this screen itself sends anyone whose stored role is not admin to /login.
  if (user?.role !== 'admin') return <Navigate to="/login" replace />;
  return (
    <AdminPage
      title="Edit Product"
      heading={product ? `Edit ${product.productName}` : 'Edit product'}
      description="Fields marked * are required."
    >
      {isError ? (
        <AdminAlert>{messages.fetchProductError}</AdminAlert>
      ) : isPending ? (
        <div className="h-96 animate-pulse rounded-xl bg-white motion-reduce:animate-none" aria-busy="true" />
      ) : (
        <ProductForm key={product._id} mode="edit" product={product} categories={categories.data} />
      )}
    </AdminPage>
  );
}
