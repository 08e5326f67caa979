import { dehydrate } from '@tanstack/react-query';
import type { ReactNode } from 'react';
// React's browser build of the static renderer: the Node build runs every render inside an
// AsyncLocalStorage, and the first render turns on Node's promise hooks for the whole process, which
// then cost every later request, page or API (~20 % more CPU per cached API answer, measured). Its
// development build warns once that Node 20 lacks ArrayBuffer.prototype.detached (a check for buffers
// transferred away, which this renderer never does); the production build has no such check.
import { prerender } from 'react-dom/static.browser';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { PAGE_DATA_ID, serializePageData } from './app/page-data.ts';
import { AppProviders, createAppQueryClient } from './app/providers.tsx';
import { createRoutes } from './app/routes.tsx';
import { cardsOnly } from './features/catalogue/api/card-product.ts';
import { setApiTransport } from './lib/api-client.ts';

/** One storefront page rendered: its status, the markup inside `#root`, and the data block to hydrate from. */
type RenderedPage = { status: number; root: string; data: string };

/**
 * The server's side of the storefront: `fetch` answers the app's API calls (the server passes its own
 * routes, in process). Each render has its own query client and router; nothing is shared between
 * visitors, and nothing about a visitor is read (no token, no storage), so the HTML is the same for all.
 */
export function createPageRenderer(fetch: typeof globalThis.fetch) {
  setApiTransport(fetch);
  return async function render(url: string): Promise<RenderedPage> {
    const queryClient = createAppQueryClient();
    const handler = createStaticHandler(createRoutes({ queryClient, server: true }));
    const context = await handler.query(new Request(url));
    if (context instanceof Response) throw new Error(`A storefront route answered a redirect for ${url}`);
    const router = createStaticRouter(handler.dataRoutes, context);
    const root = await renderToString(
      <AppProviders client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
    );
    const data = serializePageData({
      queries: cardsOnly(dehydrate(queryClient)),
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
    });
    queryClient.clear();
    return {
      status: context.statusCode,
      root,
      data: `<script type="application/json" id="${PAGE_DATA_ID}">${data}</script>`,
    };
  };
}

/**
 * React 19's static render, read to its end: the page is cached whole and served from the cache, so
 * there is nothing to gain from sending it in pieces (docs/decisions/0011). `prerender` waits for any
 * suspended part, which a plain `renderToString` would leave as its fallback. Any error fails the render.
 */
async function renderToString(element: ReactNode): Promise<string> {
  const failures: unknown[] = [];
  const { prelude } = await prerender(element, { onError: (err) => void failures.push(err) });
  if (failures.length > 0) throw failures[0];
  return new Response(prelude).text();
}
