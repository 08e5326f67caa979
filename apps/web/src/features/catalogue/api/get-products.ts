import { messages } from '@nidra/shared';
import type { ProductListResponse } from '@nidra/shared/catalogue/catalogue.schema';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Products per page of the subcategory list: a multiple of 2, 3 and 4 so every grid row is full. */
export const PRODUCTS_PAGE_SIZE = 24;

/** GET /api/products?subcategory={hyphenated name}&page=&pageSize= (public; spec §7). */
export function getProducts(subcategory: string, page: number, signal?: AbortSignal): Promise<ProductListResponse> {
  const query = new URLSearchParams({ subcategory, page: String(page), pageSize: String(PRODUCTS_PAGE_SIZE) });
  return api<ProductListResponse>(`/api/products?${query}`, {
    anonymous: true,
    fallback: messages.fetchProductsFailed,
    signal,
  });
}

export const productsQueryOptions = (subcategory: string) =>
  infiniteQueryOptions({
    queryKey: ['products', subcategory],
    queryFn: ({ pageParam, signal }) => getProducts(subcategory, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    staleTime: 2 * 60_000,
  });

/** The subcategory's products, page by page ("Load more" fetches the next page). */
export function useProducts(subcategory: string) {
  return useInfiniteQuery(productsQueryOptions(subcategory));
}
