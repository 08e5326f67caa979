import type { PublicProduct } from '@nidra/shared/catalogue/catalogue.schema';
import { api } from '../../../lib/api-client.ts';
import { pageTexts } from '../../../lib/page-language.ts';
import { queryOptions, useQuery } from '../../../lib/query/use-query.tsx';

/** GET /api/analytics/recently-viewed-products/{userId} with the bearer token (spec §7). */
function getRecentlyViewed(userId: string, signal?: AbortSignal): Promise<PublicProduct[]> {
  return api<PublicProduct[]>(`/api/analytics/recently-viewed-products/${encodeURIComponent(userId)}`, {
    fallback: pageTexts().networkNotOk,
    signal,
  });
}

// staleTime 0: a product viewed a moment ago must show when the shopper comes back home.
const recentlyViewedQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['recently-viewed', userId],
    queryFn: ({ signal }) => getRecentlyViewed(userId, signal),
    staleTime: 0,
  });

/** The signed-in shopper's recently viewed products; disabled for visitors (spec §2). */
export function useRecentlyViewed(userId: string | undefined) {
  return useQuery({ ...recentlyViewedQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
