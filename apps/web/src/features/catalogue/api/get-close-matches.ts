import type { SuggestionsResponse } from '@nidra/shared/catalogue/catalogue.schema';
import { api } from '../../../lib/api-client.ts';
import { pageTexts } from '../../../lib/page-language.ts';
import { queryOptions, useQuery } from '../../../lib/query/use-query.tsx';

/** GET /api/search/close?q=: the subcategories closest to words that found nothing. */
function getCloseMatches(q: string, signal?: AbortSignal): Promise<SuggestionsResponse> {
  return api<SuggestionsResponse>(`/api/search/close?${new URLSearchParams({ q })}`, {
    anonymous: true,
    fallback: pageTexts().suggestionsUnavailable,
    signal,
  });
}

export const closeMatchesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['search-close', q.trim().toLowerCase()],
    queryFn: ({ signal }) => getCloseMatches(q.trim(), signal),
    enabled: q.trim().length > 0,
    staleTime: 5 * 60_000,
  });

/** Close matches for a search that found nothing (asked only then). */
export function useCloseMatches(q: string, enabled: boolean) {
  return useQuery({ ...closeMatchesQueryOptions(q), enabled: enabled && q.trim().length > 0 });
}
