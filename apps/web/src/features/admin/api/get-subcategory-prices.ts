import { messages } from '@nidra/shared';
import type { SubcategoryPrice } from '@nidra/shared/admin/admin.schema';
import { api } from '../../../lib/api-client.ts';
import { queryOptions, useQuery } from '../../../lib/query/use-query.tsx';
import { ADMIN_KEY, ADMIN_STALE_MS } from '../admin-query.ts';

/** GET /api/subcategory-prices: throws 'Failed to fetch subcategory prices' when not ok (spec §7). */
function getSubcategoryPrices(signal?: AbortSignal): Promise<SubcategoryPrice[]> {
  return api<SubcategoryPrice[]>('/api/subcategory-prices', { signal }).catch((error: unknown) => {
    if (signal?.aborted) throw error;
    throw new Error(messages.fetchPricesFailed);
  });
}

export const subcategoryPricesQueryOptions = () =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'subcategory-prices'],
    queryFn: ({ signal }) => getSubcategoryPrices(signal),
    staleTime: ADMIN_STALE_MS,
  });

export function useSubcategoryPrices() {
  return useQuery(subcategoryPricesQueryOptions());
}
