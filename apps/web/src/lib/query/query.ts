import { keepEqual, type QueryKey } from './keys.ts';

/**
 * One key's entry in the query cache (cache.ts): its state, the screens watching it, and one fetch
 * at a time with retries, as TanStack Query v5 ran them.
 */

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

/** Entries no screen has shown for this long are dropped. */
const GC_MS = 5 * 60_000;

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
