import type { ProductDetail } from '@nidra/shared/catalogue/catalogue.schema';
import { api } from '../../../lib/api-client.ts';
import { pageTexts } from '../../../lib/page-language.ts';
import { queryOptions, useQuery } from '../../../lib/query/use-query.tsx';

/**
 * GET /api/products/{productName}/{productId}: the product detail, asked anonymously like the
 * server's render of the page, so every visitor shares one cacheable answer; the page records a
 * signed-in shopper's view itself (record-view.ts).
 */
function getProduct(productName: string, productId: string, signal?: AbortSignal): Promise<ProductDetail> {
  const path = `/api/products/${encodeURIComponent(productName)}/${encodeURIComponent(productId)}`;
  return api<ProductDetail>(path, { fallback: pageTexts().fetchProductError, signal, anonymous: true });
}

export const productQueryOptions = (productName: string, productId: string) =>
  queryOptions({
    queryKey: ['product', productId],
    queryFn: ({ signal }) => getProduct(productName, productId, signal),
    staleTime: 60_000,
  });

export function useProduct(productName: string, productId: string) {
  return useQuery(productQueryOptions(productName, productId));
}
