import type { ReviewPage } from '@nidra/shared/reviews/review.schema';
import { api } from '../../../lib/api-client.ts';
import { pageAllTexts } from '../../../lib/page-language.ts';
import { useQuery } from '../../../lib/query/use-query.tsx';

export type ReviewSort = 'helpful' | 'newest';

/** GET /api/reviews/product/{productId}: a page of the design's published reviews. */
function getReviews(productId: string, sort: ReviewSort, withPhotos: boolean, page: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ sort, withPhotos: String(withPhotos), page: String(page) });
  return api<ReviewPage>(`/api/reviews/product/${encodeURIComponent(productId)}?${query}`, {
    fallback: pageAllTexts().loadReviewsFailed,
    anonymous: true,
    signal,
  });
}

/**
 * One page of the design's reviews in the chosen order and filter. Pages are plain queries: the list
 * renders one per page.
 */
export function useReviewPage(productId: string, sort: ReviewSort, withPhotos: boolean, page: number) {
  return useQuery({
    queryKey: ['reviews', productId, sort, withPhotos, page],
    queryFn: ({ signal }) => getReviews(productId, sort, withPhotos, page, signal),
    staleTime: 60_000,
  });
}
