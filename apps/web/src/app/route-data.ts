import type { QueryClient } from '@tanstack/react-query';
import { data, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../lib/api-client.ts';

/**
 * Where the routes run. On the server a route's loader is awaited, so the HTML holds the page's data
 * (and an unknown product or subcategory becomes a 404); in the browser the loader only starts the
 * fetch beside the route's script chunk and the screen shows its own loading state, as before.
 */
export type RouteContext = { queryClient: QueryClient; server: boolean };

/** What a route asks for: the URL's path params and search params, and the query client to fill. */
type PrefetchArgs = { params: LoaderFunctionArgs['params']; url: URL; client: QueryClient };

/** A route module's data: prefetches the feature's query options built from the URL. */
export type RoutePrefetch = (args: PrefetchArgs) => Promise<unknown>;

/** The route thrown when the data says the page does not exist: the 404 page with its status. */
export function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

/** A React Router loader from a route's prefetch (see RouteContext). Returns nothing: screens read the query cache. */
export function prefetchLoader(ctx: RouteContext, prefetch: RoutePrefetch) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const run = prefetch({ params, url: new URL(request.url), client: ctx.queryClient });
    if (!ctx.server) {
      // The screen shows the failure from its own query.
      run.catch(() => {});
      return null;
    }
    try {
      await run;
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) notFound();
      throw err;
    }
    return null;
  };
}
