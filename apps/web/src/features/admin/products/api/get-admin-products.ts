import type { AdminProduct } from '@nidra/shared/catalogue/catalogue.schema';
import { api } from '../../../../lib/api-client.ts';
import { keepPreviousData, queryOptions, useQuery } from '../../../../lib/query/use-query.tsx';
import { ADMIN_KEY, ADMIN_STALE_MS } from '../../admin-query.ts';

/** GET /api/admin/products[?subcategory=]: one subcategory's products, or all of them. */
function getAdminProducts(subcategory: string, signal?: AbortSignal): Promise<AdminProduct[]> {
  const query = subcategory ? `?subcategory=${encodeURIComponent(subcategory)}` : '';
  return api<AdminProduct[]>(`/api/admin/products${query}`, { signal });
}

const adminProductsQueryOptions = (subcategory: string) =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'products', subcategory],
    queryFn: ({ signal }) => getAdminProducts(subcategory, signal),
    staleTime: ADMIN_STALE_MS,
    placeholderData: keepPreviousData,
  });

export function useAdminProducts(subcategory: string) {
  return useQuery(adminProductsQueryOptions(subcategory));
}
