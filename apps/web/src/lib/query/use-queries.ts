import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { QueryOptions, QueryState } from './query.ts';
import { notifyLater, type QueryResult, toResult, useQueryClient } from './use-query.tsx';

const noop = () => {};

/**
 * Several queries of one kind at once (the signed-out wishlist's pieces, one per id): each fetched
 * when missing or stale, the results in the order asked. Its own file, loaded only by the screens
 * that use it.
 */
export function useQueries<T>({ queries }: { queries: QueryOptions<T>[] }): QueryResult<T>[] {
  const client = useQueryClient();
  const opts = queries.map((o) => client.defaults(o));
  const entries = opts.map((o) => client.build(o));
  const keys = entries.map((q) => q.queryHash).join('\n');
  const latest = useRef({ opts, entries });
  latest.current = { opts, entries };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the entries are the cache's for `keys`; a new list of keys subscribes anew
  const subscribe = useCallback(
    (notify: () => void) => {
      const { opts, entries } = latest.current;
      const offs = entries.map((q, i) => q.subscribe(() => notifyLater(notify), opts[i].enabled !== false));
      entries.forEach((q, i) => {
        if (opts[i].enabled !== false && q.isStale(opts[i].staleTime)) q.fetch(opts[i]).catch(noop);
      });
      return () => {
        for (const off of offs) off();
      };
    },
    [keys],
  );
  // One snapshot for all: the same array while no query's state has changed.
  const snapshot = useRef<QueryState<T>[]>([]);
  const read = () => {
    const states = latest.current.entries.map((q) => q.state as QueryState<T>);
    const same = states.length === snapshot.current.length && states.every((s, i) => s === snapshot.current[i]);
    if (!same) snapshot.current = states;
    return snapshot.current;
  };
  const states = useSyncExternalStore(subscribe, read, read);
  return states.map((state, i) =>
    toResult<T>(state, () => entries[i].fetch(entries[i].options, { restart: true }).then(noop, noop)),
  );
}
