import { type ListParams, listParamsQuery, readListParams } from '@nidra/shared';
import { useMemo } from 'react';
import { useSearchParams } from '../../../lib/router.tsx';

/**
 * A list's sort and filters, kept in the URL (`?sort=price-asc&size=M&inStock=1`) so the list can be
 * shared, bookmarked and rendered on the server; other params (the search words) are kept.
 */
export function useListParams(): [ListParams, (next: ListParams) => void] {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readListParams(search), [search]);
  const setParams = (next: ListParams) => {
    const query = listParamsQuery(next);
    const q = search.get('q');
    if (q !== null) query.set('q', q);
    setSearch(query, { preventScrollReset: true });
  };
  return [params, setParams];
}
