import { type DataOf, hashKey, matchesKey, type QueryKey } from './keys.ts';
import { Query, type QueryOptions, type QueryState } from './query.ts';

/**
 * The app's query cache (docs/decisions/0028): the part of TanStack Query v5's API the app uses, with
 * its semantics — one entry per key (query.ts), staleness and retries from the client's defaults,
 * invalidation by key prefix that refetches what is shown. React's side is `use-query.tsx`.
 */

export type QueryFilters = { queryKey?: QueryKey; predicate?: (query: Query) => boolean };

const noop = () => {};

type DefaultOptions = { queries?: Pick<QueryOptions, 'staleTime' | 'retry'> };

/** The cache: one per browser tab, one per server render. */
export class QueryClient {
  private readonly queries = new Map<string, Query<unknown>>();
  private readonly defaultOptions: DefaultOptions;

  constructor({ defaultOptions = {} }: { defaultOptions?: DefaultOptions } = {}) {
    this.defaultOptions = defaultOptions;
  }

  /** `options` over the client's defaults for queries. */
  defaults<O extends { queryKey: QueryKey }>(options: O): O & DefaultOptions['queries'] {
    return { ...this.defaultOptions.queries, ...options };
  }

  /** The entry for `options.queryKey`, made if new; its options become these (the latest screen's). */
  build<T>(options: QueryOptions<T, unknown>): Query<T> {
    const hash = hashKey(options.queryKey);
    const cached = this.queries.get(hash) as Query<T> | undefined;
    if (cached) {
      if (options.queryFn) cached.options = options;
      return cached;
    }
    const query: Query<T> = new Query<T>(options.queryKey, hash, options, () => this.remove(query));
    this.queries.set(hash, query);
    return query;
  }

  find<T>(queryKey: QueryKey): Query<T> | undefined {
    return this.queries.get(hashKey(queryKey)) as Query<T> | undefined;
  }

  findAll({ queryKey, predicate }: QueryFilters = {}): Query[] {
    return [...this.queries.values()].filter(
      (q) => (!queryKey || matchesKey(q.queryKey, queryKey)) && (!predicate || predicate(q)),
    );
  }

  getQueryData<K extends QueryKey>(queryKey: K): DataOf<K> | undefined {
    return this.find<DataOf<K>>(queryKey)?.state.data;
  }

  getQueryState<K extends QueryKey>(queryKey: K): QueryState<DataOf<K>> | undefined {
    return this.find<DataOf<K>>(queryKey)?.state;
  }

  /** Writes a key's data (or what `updater` makes of it) as a fresh answer; its screens redraw. */
  setQueryData<K extends QueryKey>(
    queryKey: K,
    updater: DataOf<K> | ((old: DataOf<K> | undefined) => DataOf<K> | undefined),
  ): DataOf<K> | undefined {
    const query = this.build<DataOf<K>>({ queryKey });
    const data = typeof updater === 'function' ? (updater as (old: unknown) => DataOf<K>)(query.state.data) : updater;
    if (data !== undefined) query.setData(data);
    return query.state.data;
  }

  /** The data if cached (fresh or not), else fetched: what a route's prefetch awaits. */
  ensureQueryData<T>(options: QueryOptions<T, unknown>): Promise<T> {
    const opts = this.defaults(options);
    const query = this.build(opts);
    return query.state.data !== undefined ? Promise.resolve(query.state.data) : query.fetch(opts);
  }

  /** The data, fetched when missing or stale. */
  fetchQuery<T>(options: QueryOptions<T, unknown>): Promise<T> {
    const opts = this.defaults(options);
    const query = this.build(opts);
    return query.isStale(opts.staleTime) ? query.fetch(opts) : Promise.resolve(query.state.data as T);
  }

  /** `fetchQuery` whose failure is left to the screen that shows it. */
  prefetchQuery<T>(options: QueryOptions<T, unknown>): Promise<void> {
    return this.fetchQuery(options).then(noop, noop);
  }

  /**
   * Marks the matching queries stale and refetches those a screen shows; resolves when those
   * refetches end (never rejects: a failure is the screen's to show).
   */
  invalidateQueries(filters: QueryFilters = {}): Promise<void> {
    const queries = this.findAll(filters);
    for (const q of queries) q.setState({ isInvalidated: true });
    const refetches = queries.filter((q) => q.isActive()).map((q) => q.fetch(q.options, { restart: true }).catch(noop));
    return Promise.all(refetches).then(noop);
  }

  removeQueries(filters: QueryFilters = {}): void {
    for (const q of this.findAll(filters)) this.remove(q);
  }

  clear(): void {
    this.removeQueries();
  }

  /** How many queries are fetching now. */
  isFetching(): number {
    return this.findAll({ predicate: (q) => q.isFetching() }).length;
  }

  private remove(query: Query): void {
    query.destroy();
    if (this.queries.get(query.queryHash) === query) this.queries.delete(query.queryHash);
  }
}
