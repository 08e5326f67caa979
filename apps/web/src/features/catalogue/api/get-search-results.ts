import { type ListParams, listParamsQuery } from '@nidra/shared';
import type { ProductListResponse } from '@nidra/shared/catalogue/catalogue.schema';
import { api } from '../../../lib/api-client.ts';
import { pageTexts } from '../../../lib/page-language.ts';
import { infiniteQueryOptions, useInfiniteQuery } from '../../../lib/query/infinite.ts';
import { PRODUCTS_PAGE_SIZE } from './get-products.ts';

/** GET /api/search?q=&page=&pageSize= plus the URL's sort and filters: one card per design (ADR 0013). */
function getSearchResults(q: string, params: ListParams, page: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ q, page: String(page), pageSize: String(PRODUCTS_PAGE_SIZE) });
  for (const [k, v] of listParamsQuery(params)) query.set(k, v);
  return api<ProductListResponse>(`/api/search?${query}`, {
    anonymous: true,
    fallback: pageTexts().fetchProductsFailed,
    signal,
  });
}

/** Keyed by the words and the URL's list params, like the subcategory list. */
export const searchResultsQueryOptions = (q: string, params: ListParams = {}) =>
  infiniteQueryOptions({
    queryKey: ['search', q, listParamsQuery(params).toString()],
    queryFn: ({ pageParam, signal }) => getSearchResults(q, params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    enabled: q.trim().length > 0,
    staleTime: 60_000,
  });

export function useSearchResults(q: string, params: ListParams = {}) {
  return useInfiniteQuery(searchResultsQueryOptions(q, params));
}
