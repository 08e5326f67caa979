import { SUGGEST_MIN_CHARS } from '@nidra/shared';
import type { SuggestionsResponse } from '@nidra/shared/catalogue/catalogue.schema';
import { api } from '../../../lib/api-client.ts';
import { pageTexts } from '../../../lib/page-language.ts';
import { keepPreviousData, queryOptions, useQuery } from '../../../lib/query/use-query.tsx';

/** GET /api/search/suggestions?q=: subcategories and designs for the words typed so far (ADR 0013). */
function getSuggestions(q: string, signal?: AbortSignal): Promise<SuggestionsResponse> {
  return api<SuggestionsResponse>(`/api/search/suggestions?${new URLSearchParams({ q })}`, {
    anonymous: true,
    fallback: pageTexts().suggestionsUnavailable,
    signal,
  });
}

const suggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['search-suggestions', q.trim().toLowerCase()],
    queryFn: ({ signal }) => getSuggestions(q.trim(), signal),
    enabled: q.trim().length >= SUGGEST_MIN_CHARS,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

/** Suggestions for already debounced words. */
export function useSuggestions(q: string) {
  return useQuery(suggestionsQueryOptions(q));
}
