import { act, render, screen, waitFor } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client.ts';
import { QueryClient } from './cache.ts';
import { dehydrate, hydrate } from './hydration.ts';
import { infiniteQueryOptions, useInfiniteQuery } from './infinite.ts';
import { hashKey, type QueryKey } from './keys.ts';
import { useMutation } from './use-mutation.ts';
import { useQueries } from './use-queries.ts';
import { keepPreviousData, QueryClientProvider, queryOptions, useQuery } from './use-query.tsx';

/** A promise the test settles when it chooses. */
function later<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A query function answering `label:n` for its n-th call. */
function counter(label: string) {
  let calls = 0;
  return vi.fn(async () => `${label}:${++calls}`);
}

function Show({
  queryKey,
  queryFn,
  staleTime,
}: {
  queryKey: QueryKey;
  queryFn: () => Promise<string>;
  staleTime?: number;
}) {
  // An explicit `staleTime: undefined` would override the client's default, as in TanStack Query.
  const { data, status, isFetching } = useQuery({ queryKey, queryFn, ...(staleTime !== undefined && { staleTime }) });
  return <p data-testid={hashKey(queryKey)}>{`${status} ${data ?? '-'}${isFetching ? ' fetching' : ''}`}</p>;
}

const shown = (key: QueryKey) => screen.getByTestId(hashKey(key)).textContent;

function renderIn(client: QueryClient, ui: React.ReactNode) {
  return render(
    <StrictMode>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </StrictMode>,
  );
}

describe('query keys', () => {
  it('hash as JSON with object keys sorted, so the order of an object’s keys does not make another query', () => {
    expect(hashKey(['orders', { page: 1, status: 'ALL' }])).toBe(hashKey(['orders', { status: 'ALL', page: 1 }]));
    expect(hashKey(['orders', 1])).not.toBe(hashKey(['orders', '1']));
    const client = new QueryClient();
    client.setQueryData(['orders', { page: 1, status: 'ALL' }], ['o1']);
    expect(client.getQueryData(['orders', { status: 'ALL', page: 1 }])).toEqual(['o1']);
  });

  it('invalidate by prefix: a shown query refetches at once (awaited), a hidden one is only marked stale', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    const orders = counter('orders');
    const stats = counter('stats');
    const cart = counter('cart');
    const pageKey = ['admin', 'orders', { page: 1, status: 'ALL' }];
    renderIn(
      client,
      <>
        <Show queryKey={pageKey} queryFn={orders} />
        <Show queryKey={['cart', 'u1']} queryFn={cart} />
      </>,
    );
    await client.fetchQuery({ queryKey: ['admin', 'stats'], queryFn: stats });
    await waitFor(() => expect(shown(pageKey)).toBe('success orders:1'));

    await act(() => client.invalidateQueries({ queryKey: ['admin', 'orders', { status: 'ALL' }] }));
    expect(orders).toHaveBeenCalledTimes(2);
    expect(client.getQueryData(pageKey)).toBe('orders:2');

    await act(() => client.invalidateQueries({ queryKey: ['admin'] }));
    expect(orders).toHaveBeenCalledTimes(3);
    expect(stats).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(['admin', 'stats'])?.isInvalidated).toBe(true);
    expect(cart).toHaveBeenCalledTimes(1);
    // The next screen to show the stale query asks again.
    await client.fetchQuery({ queryKey: ['admin', 'stats'], queryFn: stats, staleTime: 60_000 });
    expect(stats).toHaveBeenCalledTimes(2);
  });

  it('removeQueries drops the matching entries only', () => {
    const client = new QueryClient();
    client.setQueryData(['menus'], []);
    client.setQueryData(['cart', 'u1'], { items: [] });
    client.removeQueries({ predicate: (q) => q.queryKey[0] !== 'menus' });
    expect(client.getQueryData(['menus'])).toEqual([]);
    expect(client.getQueryData(['cart', 'u1'])).toBeUndefined();
  });
});

describe('useQuery', () => {
  it('fetches a key once for every screen and prefetch asking at the same time', async () => {
    const client = new QueryClient();
    const answer = later<string>();
    const queryFn = vi.fn(() => answer.promise);
    renderIn(
      client,
      <>
        <Show queryKey={['menus']} queryFn={queryFn} />
        <Show queryKey={['menus']} queryFn={queryFn} />
      </>,
    );
    const prefetch = client.ensureQueryData({ queryKey: ['menus'], queryFn });
    expect(screen.getAllByText('pending - fetching')).toHaveLength(2);
    answer.resolve('menus');
    expect(await prefetch).toBe('menus');
    expect(await screen.findAllByText('success menus')).toHaveLength(2);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('refetches on mount only once the data is older than staleTime', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    const queryFn = counter('product');
    const view = renderIn(client, <Show queryKey={['product', 'p1']} queryFn={queryFn} />);
    await screen.findByText('success product:1');
    view.unmount();

    vi.advanceTimersByTime(59_000);
    const again = renderIn(client, <Show queryKey={['product', 'p1']} queryFn={queryFn} />);
    expect(screen.getByText('success product:1')).toBeTruthy();
    again.unmount();
    expect(queryFn).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(2_000);
    renderIn(client, <Show queryKey={['product', 'p1']} queryFn={queryFn} staleTime={60_000} />);
    // The stale answer shows while the new one loads.
    expect(screen.getByText('success product:1 fetching')).toBeTruthy();
    await screen.findByText('success product:2');
  });

  it('a disabled query does not fetch until enabled', async () => {
    const client = new QueryClient();
    const queryFn = counter('addresses');
    function Addresses() {
      const [enabled, setEnabled] = useState(false);
      const { data, isPending } = useQuery({ queryKey: ['addresses'], queryFn, enabled });
      return (
        <button type="button" onClick={() => setEnabled(true)}>
          {isPending ? 'waiting' : data}
        </button>
      );
    }
    renderIn(client, <Addresses />);
    expect(screen.getByRole('button').textContent).toBe('waiting');
    expect(queryFn).not.toHaveBeenCalled();
    act(() => screen.getByRole('button').click());
    expect(await screen.findByText('addresses:1')).toBeTruthy();
  });

  it('retries a failed read once by default here, then shows the error as thrown', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: 1 } } });
    const queryFn = vi.fn(async () => {
      throw new ApiError(404, 'Product not found');
    });
    function Product() {
      const { error, isError } = useQuery({ queryKey: ['product', 'gone'], queryFn });
      return <p>{isError ? `${error.name} ${error instanceof ApiError && error.status}` : 'loading'}</p>;
    }
    renderIn(client, <Product />);
    expect(await screen.findByText('ApiError 404', {}, { timeout: 3000 })).toBeTruthy();
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('setQueryData (a value or an updater) redraws the screens showing the key', async () => {
    const client = new QueryClient();
    const cart = queryOptions({ queryKey: ['cart', 'u1'], queryFn: async () => ({ count: 1 }), staleTime: 60_000 });
    function Count() {
      const { data } = useQuery(cart);
      return <p>{data ? `items ${data.count}` : 'loading'}</p>;
    }
    renderIn(client, <Count />);
    await screen.findByText('items 1');
    act(() => void client.setQueryData(cart.queryKey, { count: 3 }));
    expect(await screen.findByText('items 3')).toBeTruthy();
    act(() => void client.setQueryData(cart.queryKey, (old) => old && { count: old.count + 1 }));
    expect(await screen.findByText('items 4')).toBeTruthy();
  });

  it('keeps the previous page on screen, marked as a placeholder, while the next page loads', async () => {
    const client = new QueryClient();
    const pages = new Map([1, 2].map((n) => [n, later<string>()]));
    function Users() {
      const [page, setPage] = useState(1);
      const { data, isPlaceholderData } = useQuery({
        queryKey: ['users', page],
        queryFn: () => pages.get(page)!.promise,
        placeholderData: keepPreviousData,
      });
      return (
        <button type="button" onClick={() => setPage(2)}>
          {`${data ?? '-'}${isPlaceholderData ? ' (previous)' : ''}`}
        </button>
      );
    }
    renderIn(client, <Users />);
    pages.get(1)!.resolve('page 1');
    await screen.findByText('page 1');
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('page 1 (previous)');
    pages.get(2)!.resolve('page 2');
    expect(await screen.findByText('page 2')).toBeTruthy();
  });

  it('useQueries gives each query’s result in the order asked', async () => {
    const client = new QueryClient();
    function Saved({ ids }: { ids: string[] }) {
      const results = useQueries({
        queries: ids.map((id) => ({ queryKey: ['p', id], queryFn: async () => `piece ${id}` })),
      });
      return <p>{results.map((r) => r.data ?? '…').join(', ')}</p>;
    }
    renderIn(client, <Saved ids={['b', 'a']} />);
    expect(await screen.findByText('piece b, piece a')).toBeTruthy();
  });
});

describe('useMutation', () => {
  it('runs onMutate, the write, then awaits onSuccess and onSettled before it settles; mutate’s own callbacks last', async () => {
    const client = new QueryClient();
    const calls: string[] = [];
    const invalidation = later<void>();
    function Save() {
      const save = useMutation({
        mutationFn: async (name: string) => {
          calls.push(`write ${name}`);
          return name.toUpperCase();
        },
        onMutate: (name) => void calls.push(`onMutate ${name}`),
        onSuccess: (data) => {
          calls.push(`onSuccess ${data}`);
          return invalidation.promise;
        },
        onSettled: (data, error) => void calls.push(`onSettled ${data} ${error}`),
      });
      return (
        <button
          type="button"
          onClick={() =>
            save.mutate('asha', {
              onSuccess: (data, name) => void calls.push(`mutate onSuccess ${data} ${name}`),
              onSettled: () => void calls.push('mutate onSettled'),
            })
          }
        >
          {`${save.status} ${save.data ?? ''}`}
        </button>
      );
    }
    renderIn(client, <Save />);
    act(() => screen.getByRole('button').click());
    await waitFor(() => expect(calls).toContain('onSuccess ASHA'));
    expect(screen.getByRole('button').textContent).toBe('pending ');
    invalidation.resolve();
    expect(await screen.findByText('success ASHA')).toBeTruthy();
    expect(calls).toEqual([
      'onMutate asha',
      'write asha',
      'onSuccess ASHA',
      'onSettled ASHA null',
      'mutate onSuccess ASHA asha',
      'mutate onSettled',
    ]);
  });

  it('a failure reaches onError (the hook’s, then mutate’s), shows as error, and reset clears it', async () => {
    const client = new QueryClient();
    const seen: string[] = [];
    function Pay() {
      const pay = useMutation({
        mutationFn: async () => {
          throw new ApiError(409, 'This payment can no longer be completed.');
        },
        onError: (e) => void seen.push(`hook ${e.message}`),
      });
      return (
        <>
          <button
            type="button"
            onClick={() => pay.mutate(undefined, { onError: (e) => void seen.push(`call ${e.message}`) })}
          >
            Pay
          </button>
          <button type="button" onClick={pay.reset}>
            Reset
          </button>
          <p>{pay.isError ? pay.error.message : pay.status}</p>
        </>
      );
    }
    renderIn(client, <Pay />);
    act(() => screen.getByRole('button', { name: 'Pay' }).click());
    expect(await screen.findByText('This payment can no longer be completed.')).toBeTruthy();
    expect(seen).toEqual([
      'hook This payment can no longer be completed.',
      'call This payment can no longer be completed.',
    ]);
    act(() => screen.getByRole('button', { name: 'Reset' }).click());
    expect(await screen.findByText('idle')).toBeTruthy();
  });
});

describe('infinite queries', () => {
  type Page = { page: number; totalPages: number; items: string[] };
  const list = (fetchPage: (page: number) => Promise<Page>) =>
    infiniteQueryOptions({
      queryKey: ['products', 'nighties'],
      queryFn: ({ pageParam }) => fetchPage(pageParam),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
      staleTime: 60_000,
    });

  it('reads page by page, says when there is no next page, and a refresh reads every page again', async () => {
    const client = new QueryClient();
    let version = 'a';
    const fetchPage = vi.fn(async (page: number) => ({ page, totalPages: 2, items: [`${version}${page}`] }));
    const options = list(fetchPage);
    function Products() {
      const query = useInfiniteQuery(options);
      return (
        <button type="button" onClick={() => void query.fetchNextPage()}>
          {`${query.data?.pages.flatMap((p) => p.items).join(',') ?? '-'} more:${query.hasNextPage}`}
        </button>
      );
    }
    renderIn(client, <Products />);
    expect(await screen.findByText('a1 more:true')).toBeTruthy();
    act(() => screen.getByRole('button').click());
    expect(await screen.findByText('a1,a2 more:false')).toBeTruthy();
    expect(client.getQueryData(options.queryKey)?.pageParams).toEqual([1, 2]);

    version = 'b';
    await act(() => client.invalidateQueries({ queryKey: ['products'] }));
    expect(await screen.findByText('b1,b2 more:false')).toBeTruthy();
    expect(fetchPage.mock.calls.map(([page]) => page)).toEqual([1, 2, 1, 2]);
  });
});

describe('server data', () => {
  it('dehydrate → JSON → hydrate: the browser shows the server’s answer without asking again', async () => {
    const server = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    await server.ensureQueryData({ queryKey: ['menus'], queryFn: async () => [{ name: 'Nightwear' }] });
    await server.prefetchQuery({
      queryKey: ['product', 'gone'],
      queryFn: async () => {
        throw new ApiError(404, 'Product not found');
      },
    });
    const json = JSON.stringify(dehydrate(server));
    const [entry] = JSON.parse(json).queries;
    // Only the answers that succeeded, and of each only its key, data and time.
    expect(JSON.parse(json).queries).toHaveLength(1);
    expect(Object.keys(entry).sort()).toEqual(['queryKey', 'state']);
    expect(Object.keys(entry.state).sort()).toEqual(['data', 'dataUpdatedAt']);

    const browser = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    hydrate(browser, JSON.parse(json));
    const queryFn = vi.fn(async () => [{ name: 'changed' }]);
    function Menus() {
      const { data } = useQuery({ queryKey: ['menus'], queryFn });
      return <p>{data?.map((m) => m.name).join()}</p>;
    }
    renderIn(browser, <Menus />);
    expect(screen.getByText('Nightwear')).toBeTruthy();
    await act(() => Promise.resolve());
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('an answer read long ago counts from when the page was sent, if given: asked again only without it', async () => {
    const tenMinutesAgo = Date.now() - 10 * 60_000;
    const page = {
      queries: [{ queryKey: ['menus'], state: { data: [{ name: 'Nightwear' }], dataUpdatedAt: tenMinutesAgo } }],
    };
    const queryFn = vi.fn(async () => [{ name: 'Nightwear' }]);
    function Menus() {
      const { data } = useQuery({ queryKey: ['menus'], queryFn });
      return <p>{data?.map((m) => m.name).join()}</p>;
    }

    const sentNow = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    hydrate(sentNow, page, Date.now());
    const first = renderIn(sentNow, <Menus />);
    await act(() => Promise.resolve());
    expect(queryFn).not.toHaveBeenCalled();
    first.unmount();

    const sentWhenRead = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    hydrate(sentWhenRead, page);
    renderIn(sentWhenRead, <Menus />);
    await act(() => Promise.resolve());
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
