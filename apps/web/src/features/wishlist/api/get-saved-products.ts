import type { PublicProduct } from '@nidra/shared/catalogue/catalogue.schema';
import { ApiError, api } from '../../../lib/api-client.ts';
import { useQueries } from '../../../lib/query/use-queries.ts';

/** The products a signed-out shopper saved, read one by one from the public product detail; gone ones are skipped. */
export function useGuestSavedProducts(ids: string[]) {
  const results = useQueries({
    queries: [...ids].reverse().map((id) => ({
      queryKey: ['wishlist-product', id],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api<PublicProduct>(`/api/products/p/${encodeURIComponent(id)}`, { signal }).catch((err) => {
          if (err instanceof ApiError && err.status === 404) return null;
          throw err;
        }),
      staleTime: 60_000,
    })),
  });
  return {
    products: results.flatMap((r) => (r.data ? [r.data] : [])),
    isPending: results.some((r) => r.isPending),
    isError: results.some((r) => r.isError),
  };
}
