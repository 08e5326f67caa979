/**
 * The app's query cache (docs/decisions/0028): the part of TanStack Query v5's API the app uses, with
 * its semantics — keys hashed as JSON with sorted object keys and matched by prefix, one fetch per key
 * at a time, staleness, retries, invalidation. React's side is `use-query.tsx`.
 */

export type QueryKey = readonly unknown[];

declare const dataTag: unique symbol;
/** A key that remembers its query's data type (from `queryOptions`), so reads and writes by it are typed. */
export type DataTag<T> = QueryKey & { [dataTag]: T };
/** The data type a tagged key remembers (`unknown` for a plain key). */
export type DataOf<K> = K extends { [dataTag]: infer T } ? T : unknown;

/** What a query function receives. */
export type QueryFunctionContext = { queryKey: QueryKey; signal: AbortSignal };

/** The cache's own call of a query function: whether it asks for the next page, and the data so far (infinite.ts). */
export type FetchContext<T = unknown> = QueryFunctionContext & { more: boolean; data: T | undefined };

export type QueryOptions<T = unknown, D = T> = {
  queryKey: QueryKey;
  queryFn?(context: QueryFunctionContext): Promise<T>;
  /** false: never fetched by a screen (nor refetched by an invalidation) until it turns true. */
  enabled?: boolean;
  /** How long an answer is fresh, ms: a screen mounting after that asks again. */
  staleTime?: number;
  /** Failed fetches tried again (1 s, then 2 s… apart). */
  retry?: boolean | number;
  select?(data: T): D;
  /** Shown while a new key's first answer loads; `keepPreviousData` keeps the screen's last one. */
  placeholderData?(previous: T | undefined, previousQuery: Query<T> | undefined): T | undefined;
  /** Polling: ms between fetches while the screen shows the query, or false. */
  refetchInterval?: number | false | ((query: Query<T>) => number | false | undefined);
  /** false: every answer is a new object (by default an equal answer keeps the old objects). */
  structuralSharing?: boolean;
};

export type QueryStatus = 'pending' | 'success' | 'error';

export type QueryState<T = unknown, E = Error> = {
  data: T | undefined;
  dataUpdatedAt: number;
  dataUpdateCount: number;
  error: E | null;
  errorUpdateCount: number;
  status: QueryStatus;
  fetchStatus: 'fetching' | 'idle';
  isInvalidated: boolean;
  /** The current (or last) fetch asked for the next page. */
  fetchingMore: boolean;
};

export type QueryFilters = { queryKey?: QueryKey; predicate?: (query: Query) => boolean };

/** Entries no screen has shown for this long are dropped. */
const GC_MS = 5 * 60_000;
const noop = () => {};

/** TanStack's hash: JSON, plain objects' keys sorted, so `{a, b}` and `{b, a}` are one key. */
export function hashKey(key: QueryKey): string {
  return JSON.stringify(key, (_, value) =>
    isPlainObject(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((k) => [k, (value as Record<string, unknown>)[k]]),
        )
      : value,
  );
}

/** Whether `key` starts with `prefix` (objects inside match when `prefix`'s properties match). */
export function matchesKey(key: unknown, prefix: unknown): boolean {
  if (key === prefix) return true;
  if (!key || !prefix || typeof key !== 'object' || typeof prefix !== 'object') return false;
  if (Array.isArray(prefix) && Array.isArray(key) && prefix.length > key.length) return false;
  return Object.keys(prefix).every((k) =>
    matchesKey((key as Record<string, unknown>)[k], (prefix as Record<string, unknown>)[k]),
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (Object.prototype.toString.call(value) !== '[object Object]') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** `next` with every part deep-equal to `prev`'s kept as `prev`'s object: an unchanged answer changes no reference. */
export function keepEqual<T>(prev: unknown, next: T): T {
  if (prev === next) return prev as T;
  const arrays = Array.isArray(prev) && Array.isArray(next);
  if (!arrays && !(isPlainObject(prev) && isPlainObject(next))) return next;
  const before = prev as Record<string, unknown>;
  const keys = Object.keys(next as object);
  const copy: Record<string, unknown> = arrays ? ([] as unknown as Record<string, unknown>) : {};
  let same = keys.length === Object.keys(before).length;
  for (const k of keys) {
    copy[k] = keepEqual(before[k], (next as Record<string, unknown>)[k]);
    if (copy[k] !== before[k] || !(k in before)) same = false;
  }
  return (same ? prev : copy) as T;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One key's entry: its state, the screens watching it (enabled or not), and its fetch in flight. */
export class Query<T = unknown, E = Error> {
  state: QueryState<T, E> = {
    data: undefined,
    dataUpdatedAt: 0,
    dataUpdateCount: 0,
    error: null,
    errorUpdateCount: 0,
    status: 'pending',
    fetchStatus: 'idle',
    isInvalidated: false,
    fetchingMore: false,
  };
  options: QueryOptions<T, unknown>;
  private readonly observers = new Map<() => void, boolean>();
  private promise: Promise<T> | undefined;
  private controller: AbortController | undefined;
  private gcTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    readonly queryKey: QueryKey,
    readonly queryHash: string,
    options: QueryOptions<T, unknown>,
    private readonly onGc: () => void,
  ) {
    this.options = options;
  }

  /** Calls `listener` on every change of state; `enabled` says whether the watcher wants fetches. */
  subscribe(listener: () => void, enabled: boolean): () => void {
    this.observers.set(listener, enabled);
    clearTimeout(this.gcTimer);
    return () => {
      this.observers.delete(listener);
      if (this.observers.size === 0) this.gcTimer = setTimeout(() => this.gc(), GC_MS);
    };
  }

  /** Shown by a screen that fetches it: what invalidation refetches at once. */
  isActive(): boolean {
    return [...this.observers.values()].some(Boolean);
  }

  isFetching(): boolean {
    return this.state.fetchStatus === 'fetching';
  }

  isStale(staleTime = 0): boolean {
    const { data, isInvalidated, dataUpdatedAt } = this.state;
    return data === undefined || isInvalidated || Date.now() >= dataUpdatedAt + staleTime;
  }

  setState(patch: Partial<QueryState<T, E>>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of [...this.observers.keys()]) listener();
  }

  /** A new answer: fresh, and (unless `structuralSharing: false`) sharing the objects equal to the last one's. */
  setData(data: T, patch: Partial<QueryState<T, E>> = {}): void {
    const shared = this.options.structuralSharing === false ? data : keepEqual(this.state.data, data);
    this.setState({
      data: shared,
      dataUpdatedAt: Date.now(),
      dataUpdateCount: this.state.dataUpdateCount + 1,
      error: null,
      status: 'success',
      isInvalidated: false,
      ...patch,
    });
  }

  /**
   * Fetches with `options`' function, or joins the fetch in flight. `restart` (a refetch, an
   * invalidation) drops a fetch in flight that already has data to replace: its answer may predate
   * the change. `more` asks an infinite query for its next page.
   */
  fetch(options: QueryOptions<T, unknown> = this.options, { restart = false, more = false } = {}): Promise<T> {
    this.options = options;
    if (this.promise && !(restart && this.state.data !== undefined)) return this.promise;
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    const firstData = this.state.dataUpdatedAt === 0;
    this.setState({
      fetchStatus: 'fetching',
      fetchingMore: more,
      ...(firstData && { status: 'pending', error: null }),
    });
    const context = { queryKey: this.queryKey, signal: controller.signal, more, data: this.state.data };
    const promise = this.run(options, context).then(
      (data) => {
        if (this.controller !== controller) return this.promise ?? data;
        this.promise = undefined;
        this.controller = undefined;
        this.setData(data, { fetchStatus: 'idle' });
        return this.state.data as T;
      },
      (error: E) => {
        if (this.controller !== controller) return this.promise ?? Promise.reject(error);
        this.promise = undefined;
        this.controller = undefined;
        this.setState({
          error,
          errorUpdateCount: this.state.errorUpdateCount + 1,
          status: 'error',
          fetchStatus: 'idle',
        });
        throw error;
      },
    );
    this.promise = promise;
    return promise;
  }

  private async run(options: QueryOptions<T, unknown>, context: FetchContext<T>): Promise<T> {
    const { queryFn, retry = 0 } = options;
    if (!queryFn) throw new Error(`Missing queryFn for ${this.queryHash}`);
    for (let failures = 0; ; failures++) {
      try {
        return await (queryFn as (c: FetchContext<T>) => Promise<T>)(context);
      } catch (error) {
        const again = retry === true || (typeof retry === 'number' && failures < retry);
        if (!again || context.signal.aborted) throw error;
        await sleep(Math.min(1000 * 2 ** failures, 30_000));
      }
    }
  }

  /** Drops the entry: a fetch in flight is aborted and its answer ignored. */
  destroy(): void {
    clearTimeout(this.gcTimer);
    this.controller?.abort();
    this.controller = undefined;
    this.promise = undefined;
    this.state = { ...this.state, fetchStatus: 'idle' };
  }

  private gc(): void {
    if (this.observers.size === 0 && !this.isFetching()) this.onGc();
  }
}

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
