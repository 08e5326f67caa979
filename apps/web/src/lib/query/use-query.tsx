import { createContext, type ReactNode, useCallback, useContext, useRef, useSyncExternalStore } from 'react';
import type { QueryClient } from './cache.ts';
import { type DataTag, keepEqual } from './keys.ts';
import type { Query, QueryOptions, QueryState, QueryStatus } from './query.ts';

/**
 * React's side of the query cache (cache.ts, query.ts): the provider, `useQuery` and `queryOptions`, as
 * TanStack Query v5 named them. Screens read a query's state through `useSyncExternalStore`, so a
 * hydrating page reads the server's data in its first render and StrictMode's double effects share
 * one fetch.
 */

const ClientContext = createContext<QueryClient | null>(null);
const noop = () => {};

const waiting = new Set<() => void>();
/**
 * Tells React of a change on the next task, all changes of this one together, as TanStack's notify
 * manager did: a write's callbacks (`mutate(v, { onSuccess })`) still find their screen mounted
 * when the refetch they awaited has already changed what it shows.
 */
export function notifyLater(notify: () => void): void {
  if (waiting.size === 0)
    setTimeout(() => {
      const all = [...waiting];
      waiting.clear();
      for (const fn of all) fn();
    });
  waiting.add(notify);
}

export function QueryClientProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <ClientContext.Provider value={client}>{children}</ClientContext.Provider>;
}

export function useQueryClient(): QueryClient {
  const client = useContext(ClientContext);
  if (!client) throw new Error('useQueryClient needs a QueryClientProvider around it');
  return client;
}

/** Options as written, with the key tagged by the data type so `setQueryData(opts.queryKey, …)` is typed. */
export function queryOptions<T, D = T>(options: QueryOptions<T, D>): QueryOptions<T, D> & { queryKey: DataTag<T> } {
  return options as QueryOptions<T, D> & { queryKey: DataTag<T> };
}

/** `placeholderData` that keeps the screen's previous answer while the next key's loads (a page of a list). */
export const keepPreviousData = <T,>(previous: T | undefined): T | undefined => previous;

type ResultFlags = { isFetching: boolean; isPlaceholderData: boolean; refetch: () => Promise<void> };

export type QueryResult<D> = ResultFlags &
  (
    | { status: 'pending'; data: undefined; error: null; isPending: true; isSuccess: false; isError: false }
    | { status: 'success'; data: D; error: null; isPending: false; isSuccess: true; isError: false }
    | { status: 'error'; data: D | undefined; error: Error; isPending: false; isSuccess: false; isError: true }
  );

/** A hook's result from its query's state (`data` and `status` given when a placeholder or `select` changed them). */
export function toResult<D>(
  state: QueryState<unknown>,
  refetch: () => Promise<void>,
  shown: { data?: unknown; status?: QueryStatus; isPlaceholderData?: boolean } = {},
): QueryResult<D> {
  const status = shown.status ?? state.status;
  return {
    data: 'data' in shown ? shown.data : state.data,
    error: state.error,
    status,
    isPending: status === 'pending',
    isSuccess: status === 'success',
    isError: status === 'error',
    isFetching: state.fetchStatus === 'fetching',
    isPlaceholderData: shown.isPlaceholderData ?? false,
    refetch,
  } as QueryResult<D>;
}

/**
 * The query a hook shows and its state as React reads it. While subscribed (mounted) it fetches when
 * the data is missing or stale and polls when `refetchInterval` says so; the polling clock restarts at
 * every change of the query, as TanStack's observer did, so it runs without waiting for a render.
 */
function useWatchedQuery<T>(options: QueryOptions<T, unknown>) {
  const client = useQueryClient();
  const opts = client.defaults(options);
  const query = client.build(opts);
  const enabled = opts.enabled !== false;
  const latest = useRef(opts);
  latest.current = opts;
  const subscribe = useCallback(
    (notify: () => void) => {
      let timer: ReturnType<typeof setInterval> | undefined;
      const poll = () => {
        clearInterval(timer);
        const every = latest.current.refetchInterval;
        const ms = typeof every === 'function' ? every(query) : every;
        if (!enabled || !ms) return;
        timer = setInterval(() => {
          if (document.visibilityState !== 'hidden') query.fetch().catch(noop);
        }, ms);
      };
      const unsubscribe = query.subscribe(() => {
        poll();
        notifyLater(notify);
      }, enabled);
      if (enabled && query.isStale(latest.current.staleTime)) query.fetch(latest.current).catch(noop);
      poll();
      return () => {
        clearInterval(timer);
        unsubscribe();
      };
    },
    [query, enabled],
  );
  const state = useSyncExternalStore(
    subscribe,
    () => query.state,
    () => query.state,
  );
  const refetch = useCallback(() => query.fetch(query.options, { restart: true }).then(noop, noop), [query]);
  return { query, state, opts, refetch };
}

/** `useQuery`'s result and the query behind it (for `useInfiniteQuery`). */
export function useQueryAndResult<T, D = T>(options: QueryOptions<T, D>): [QueryResult<D>, Query<T>] {
  const { query, state, refetch } = useWatchedQuery<T>(options);
  // The last query this hook showed with data: what `placeholderData` is given when the key changes.
  const lastWithData = useRef<Query<T>>(undefined);
  const selected = useRef<{ data: T; select: (data: T) => D; result: D }>(undefined);
  if (state.data !== undefined) lastWithData.current = query;
  let data = state.data;
  let isPlaceholderData = false;
  const { placeholderData, select: pick } = options;
  if (data === undefined && state.status === 'pending' && placeholderData) {
    const previous = lastWithData.current;
    data = placeholderData(previous?.state.data, previous);
    isPlaceholderData = data !== undefined;
  }
  const select = (value: T): D => {
    if (!pick) return value as unknown as D;
    const last = selected.current;
    if (last?.data === value && last.select === pick) return last.result;
    // An inline `select` runs on every render; an equal result keeps the last one's objects.
    const result = keepEqual(last?.result, pick(value));
    selected.current = { data: value, select: pick, result };
    return result;
  };
  const shown = data === undefined ? undefined : select(data);
  const status = isPlaceholderData ? 'success' : state.status;
  return [toResult<D>(state, refetch, { data: shown, status, isPlaceholderData }), query];
}

export function useQuery<T, D = T>(options: QueryOptions<T, D>): QueryResult<D> {
  return useQueryAndResult(options)[0];
}
