import type { CategoryWithSubcategories } from '@nidra/shared/catalogue/catalogue.schema';
import { api } from '../../../lib/api-client.ts';
import { pageTexts } from '../../../lib/page-language.ts';
import { queryOptions, useQuery } from '../../../lib/query/use-query.tsx';

/** GET /api/categories (no auth): each category with its subcategories and their display images (spec §7). */
function getCategories(signal?: AbortSignal): Promise<CategoryWithSubcategories[]> {
  return api<CategoryWithSubcategories[]>('/api/categories', {
    anonymous: true,
    fallback: pageTexts().networkNotOk,
    signal,
  });
}

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: ['categories'], queryFn: ({ signal }) => getCategories(signal), staleTime: 10 * 60_000 });

/** The home page's categories; a failure is only logged and the section stays empty (spec §8). */
export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
