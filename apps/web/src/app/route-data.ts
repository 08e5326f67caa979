import type { QueryClient } from '../lib/query/cache.ts';
import type { Params } from '../lib/router.tsx';

/** What a route asks for: the URL's path params and search params, and the query client to fill. */
type PrefetchArgs = { params: Params; url: URL; client: QueryClient };

/**
 * A route module's data: prefetches the feature's query options built from the URL. On the server it
 * is awaited before the render, so the HTML holds the page's data (and an unknown product or
 * subcategory becomes a 404); in the browser, on a visit inside the app, it only starts the fetch beside
 * the route's script chunk and the screen shows its own loading state. A page the browser draws alone
 * awaits it before its first render on a page load (main.tsx), so give such a page one only for data the
 * boot script has already asked for as the page started (the signed-in cart, ADR 0028).
 */
export type RoutePrefetch = (args: PrefetchArgs) => Promise<unknown>;

/** A route that failed before it could show: its HTTP status (404 for data that does not exist). */
export class RouteFailure extends Error {
  constructor(readonly status: number) {
    super(status === 404 ? 'Not Found' : 'Internal Server Error');
  }
}

/** Thrown when the data says the page does not exist: the 404 page with its status. */
export function notFound(): never {
  throw new RouteFailure(404);
}
