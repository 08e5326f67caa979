import type { QueryClient } from './cache.ts';
import type { QueryKey } from './keys.ts';

/**
 * The server render's answers as the page carries them to the browser: per query only its key, its
 * data and when it was read (staleness counts from the server's read), nothing of the cache's
 * bookkeeping, to keep the page's JSON small.
 */
export type DehydratedState = { queries: { queryKey: QueryKey; state: { data: unknown; dataUpdatedAt: number } }[] };

/** The queries that have data (a failed or unfinished one is left for the browser to ask again). */
export function dehydrate(client: QueryClient): DehydratedState {
  const queries = client.findAll({ predicate: (q) => q.state.status === 'success' });
  return {
    queries: queries.map((q) => ({
      queryKey: q.queryKey,
      state: { data: q.state.data, dataUpdatedAt: q.state.dataUpdatedAt },
    })),
  };
}

/**
 * Puts the server's answers in the cache, keeping any the browser already holds newer. `answeredAt`,
 * when given, is when the server sent the page, on the browser's clock: an answer counts as read then
 * if the server's read is older (a page kept in the server's cache, which every write drops).
 */
export function hydrate(client: QueryClient, { queries }: DehydratedState, answeredAt = 0): void {
  for (const { queryKey, state } of queries) {
    const query = client.build({ queryKey });
    const dataUpdatedAt = Math.max(state.dataUpdatedAt, answeredAt);
    if (query.state.dataUpdatedAt >= dataUpdatedAt) continue;
    query.setState({
      data: state.data,
      dataUpdatedAt,
      dataUpdateCount: query.state.dataUpdateCount + 1,
      error: null,
      status: 'success',
      isInvalidated: false,
    });
  }
}
