import type { AdminProduct } from '@nidra/shared/catalogue/catalogue.schema';
import { api } from '../../../../lib/api-client.ts';
import { queryOptions, useQuery } from '../../../../lib/query/use-query.tsx';
import { ADMIN_KEY } from '../../admin-query.ts';

/** GET /api/products/grouped-by-name: the newest product of each name, for the add form's suggestions. */
function getProductsByName(signal?: AbortSignal): Promise<AdminProduct[]> {
  return api<AdminProduct[]>('/api/products/grouped-by-name', { signal });
}

const productsByNameQueryOptions = () =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'products-by-name'],
    queryFn: ({ signal }) => getProductsByName(signal),
    staleTime: 60_000,
  });

/** Only the add form asks for them (spec §5). */
export function useProductsByName(enabled: boolean) {
  return useQuery({ ...productsByNameQueryOptions(), enabled });
}
