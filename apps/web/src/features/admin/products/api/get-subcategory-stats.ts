import type { SubcategoryStats } from '@nidra/shared/admin/admin.schema';
import { api } from '../../../../lib/api-client.ts';
import { queryOptions, useQuery } from '../../../../lib/query/use-query.tsx';
import { ADMIN_KEY, ADMIN_STALE_MS } from '../../admin-query.ts';

/** GET /api/subcategories/stats: products, active products and sold-out count per subcategory. */
function getSubcategoryStats(signal?: AbortSignal): Promise<SubcategoryStats[]> {
  return api<SubcategoryStats[]>('/api/subcategories/stats', { signal });
}

const subcategoryStatsQueryOptions = () =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'subcategory-stats'],
    queryFn: ({ signal }) => getSubcategoryStats(signal),
    staleTime: ADMIN_STALE_MS,
  });

export function useSubcategoryStats() {
  return useQuery(subcategoryStatsQueryOptions());
}
