import { useCallback } from 'react';
import type { DataTag } from './keys.ts';
import type { FetchContext, QueryFunctionContext, QueryOptions } from './query.ts';
import { type QueryResult, useQueryAndResult } from './use-query.tsx';

/**
 * Lists read page by page ("Load more"): `infiniteQueryOptions` turns a page's query function into the
 * query function of all the pages, so the cache, the server render and hydration treat the list as
 * one query whose data is `{ pages, pageParams }`.
 */

export type InfiniteData<P, Param = unknown> = { pages: P[]; pageParams: Param[] };

type Paging<P, Param> = {
  initialPageParam: Param;
  /** The next page's param, or undefined/null when the last page has been read. */
  getNextPageParam: (
    lastPage: P,
    allPages: P[],
    lastPageParam: Param,
    allPageParams: Param[],
  ) => Param | undefined | null;
};

type PageOptions<P, Param> = Omit<QueryOptions<InfiniteData<P, Param>>, 'queryFn' | 'select' | 'placeholderData'> &
  Paging<P, Param> & { queryFn: (context: QueryFunctionContext & { pageParam: Param }) => Promise<P> };

export type InfiniteQueryOptions<P, Param> = QueryOptions<InfiniteData<P, Param>> &
  Paging<P, Param> & { queryKey: DataTag<InfiniteData<P, Param>> };

const nextParam = <P, Param>({ getNextPageParam }: Paging<P, Param>, { pages, pageParams }: InfiniteData<P, Param>) =>
  pages.length === 0 ? undefined : getNextPageParam(pages.at(-1)!, pages, pageParams.at(-1)!, pageParams);

/**
 * A fetch reads the next page when asked for more, and otherwise (first load, refetch) as many
 * pages as the list holds, from its first, so a refreshed list keeps its length.
 */
export function infiniteQueryOptions<P, Param>(options: PageOptions<P, Param>): InfiniteQueryOptions<P, Param> {
  const { queryFn: pageFn, initialPageParam } = options;
  const withPage = async ({ pages, pageParams }: InfiniteData<P, Param>, param: Param, context: FetchContext) => ({
    pages: [...pages, await pageFn({ queryKey: context.queryKey, signal: context.signal, pageParam: param })],
    pageParams: [...pageParams, param],
  });
  const queryFn = async (context: FetchContext<InfiniteData<P, Param>>) => {
    const old = context.data;
    if (context.more && old) {
      const param = nextParam(options, old);
      return param == null ? old : withPage(old, param, context);
    }
    let data: InfiniteData<P, Param> = { pages: [], pageParams: [] };
    for (let i = 0; i < Math.max(1, old?.pages.length ?? 0); i++) {
      const param = i === 0 ? (old?.pageParams[0] ?? initialPageParam) : nextParam(options, data);
      if (param == null) break;
      data = await withPage(data, param, context);
    }
    return data;
  };
  return { ...options, queryFn } as unknown as InfiniteQueryOptions<P, Param>;
}

export type InfiniteQueryResult<P, Param> = QueryResult<InfiniteData<P, Param>> & {
  fetchNextPage: () => Promise<void>;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
};

export function useInfiniteQuery<P, Param>(options: InfiniteQueryOptions<P, Param>): InfiniteQueryResult<P, Param> {
  const [result, query] = useQueryAndResult(options);
  // A next page asked for while the list refreshes replaces that refresh (it reads on from the data shown).
  const fetchNextPage = useCallback(
    () =>
      query.fetch(query.options, { restart: true, more: true }).then(
        () => {},
        () => {},
      ),
    [query],
  );
  const more = query.state.fetchingMore;
  return {
    ...result,
    fetchNextPage,
    hasNextPage: result.data ? nextParam(options, result.data) != null : false,
    isFetchingNextPage: result.isFetching && more,
    isFetchNextPageError: result.isError && more,
  };
}
