import { messages } from '@nidra/shared';
import type { ProductDetail } from '@nidra/shared/catalogue/catalogue.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * GET /api/products/{productName}/{productId}: the product detail. It carries the bearer token when
 * signed in, so the server records the view for the recently viewed list.
 */
function getProduct(productName: string, productId: string, signal?: AbortSignal): Promise<ProductDetail> {
  const path = `/api/products/${encodeURIComponent(productName)}/${encodeURIComponent(productId)}`;
  return api<ProductDetail>(path, { fallback: messages.fetchProductError, signal });
}

const productQueryOptions = (productName: string, productId: string) =>
  queryOptions({
    queryKey: ['product', productId],
    queryFn: ({ signal }) => getProduct(productName, productId, signal),
    staleTime: 60_000,
  });

export function useProduct(productName: string, productId: string) {
  return useQuery(productQueryOptions(productName, productId));
}
