import { toSlug } from '@nidra/shared';
import type { AdminProduct } from '@nidra/shared/catalogue/catalogue.schema';
import { api } from '../../../../lib/api-client.ts';
import { queryOptions, useQuery } from '../../../../lib/query/use-query.tsx';
import { ADMIN_KEY } from '../../admin-query.ts';

/** GET /api/admin/products/{productName}/{productId}: the product for the edit form (the name is decorative). */
function getAdminProduct(productId: string, productName: string, signal?: AbortSignal) {
  const name = encodeURIComponent(toSlug(productName) || 'product');
  return api<AdminProduct>(`/api/admin/products/${name}/${encodeURIComponent(productId)}`, { signal });
}

const adminProductQueryOptions = (productId: string, productName = '') =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'product', productId],
    queryFn: ({ signal }) => getAdminProduct(productId, productName, signal),
    // The form must start from what is stored now, not from a cached copy.
    staleTime: 0,
    enabled: productId !== '',
  });

export function useAdminProduct(productId: string, productName?: string) {
  return useQuery(adminProductQueryOptions(productId, productName));
}
