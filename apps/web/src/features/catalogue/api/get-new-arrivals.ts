import type { ListedProduct } from '@nidra/shared/catalogue/catalogue.schema';
import { api } from '../../../lib/api-client.ts';
import { pageTexts } from '../../../lib/page-language.ts';
import { queryOptions, useQuery } from '../../../lib/query/use-query.tsx';

/** GET /api/products/new-arrivals?group=design (no auth): the newest designs, one card each (spec §7, ADR 0012). */
function getNewArrivals(signal?: AbortSignal): Promise<ListedProduct[]> {
  return api<ListedProduct[]>('/api/products/new-arrivals?group=design', {
    anonymous: true,
    fallback: pageTexts().networkNotOk,
    signal,
  });
}

export const newArrivalsQueryOptions = () =>
  queryOptions({ queryKey: ['new-arrivals'], queryFn: ({ signal }) => getNewArrivals(signal), staleTime: 5 * 60_000 });

export function useNewArrivals() {
  return useQuery(newArrivalsQueryOptions());
}
