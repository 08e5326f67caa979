import { type ListParams, listParamsQuery } from '@nidra/shared';
import type { ProductListResponse } from '@nidra/shared/catalogue/catalogue.schema';
import { api } from '../../../lib/api-client.ts';
import { pageTexts } from '../../../lib/page-language.ts';
import { infiniteQueryOptions, useInfiniteQuery } from '../../../lib/query/infinite.ts';

/** Products per page of the subcategory list: a multiple of 2, 3 and 4 so every grid row is full. */
export const PRODUCTS_PAGE_SIZE = 24;

/**
 * GET /api/products?subcategory={hyphenated name}&group=design&page=&pageSize= plus the URL's sort
 * and filters (public; spec §7, one card per design: ADR 0012).
 */
function getProducts(
  subcategory: string,
  params: ListParams,
  page: number,
  signal?: AbortSignal,
): Promise<ProductListResponse> {
  const query = new URLSearchParams({
    subcategory,
    group: 'design',
    page: String(page),
    pageSize: String(PRODUCTS_PAGE_SIZE),
  });
  for (const [k, v] of listParamsQuery(params)) query.set(k, v);
  return api<ProductListResponse>(`/api/products?${query}`, {
    anonymous: true,
    fallback: pageTexts().fetchProductsFailed,
    signal,
  });
}

/** Keyed by the subcategory and the URL's list params, so a server-rendered page can prefetch the same key. */
export const productsQueryOptions = (subcategory: string, params: ListParams = {}) =>
  infiniteQueryOptions({
    queryKey: ['products', subcategory, listParamsQuery(params).toString()],
    queryFn: ({ pageParam, signal }) => getProducts(subcategory, params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    staleTime: 2 * 60_000,
  });

/** The subcategory's designs, page by page ("Load more" fetches the next page). */
export function useProducts(subcategory: string, params: ListParams = {}) {
  return useInfiniteQuery(productsQueryOptions(subcategory, params));
}
