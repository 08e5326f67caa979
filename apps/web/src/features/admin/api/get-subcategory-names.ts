import { messages } from '@nidra/shared';
import { api } from '../../../lib/api-client.ts';
import { queryOptions, useQuery } from '../../../lib/query/use-query.tsx';

/** GET /api/subcategories (no auth): every subcategory name, for the admin filters and forms. */
function getSubcategoryNames(signal?: AbortSignal): Promise<string[]> {
  return api<string[]>('/api/subcategories', { anonymous: true, fallback: messages.networkNotOk, signal });
}

const subcategoryNamesQueryOptions = () =>
  queryOptions({
    queryKey: ['subcategories'],
    queryFn: ({ signal }) => getSubcategoryNames(signal),
    staleTime: 60_000,
  });

export function useSubcategoryNames() {
  return useQuery(subcategoryNamesQueryOptions());
}
