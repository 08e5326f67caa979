import { basenameFor, languageOfPath } from '@nidra/shared/i18n/language-path';
import type { Language } from '@nidra/shared/i18n/languages';
import { textsFor } from '@nidra/shared/i18n/texts-for';
import { PAGE_DATA_ID } from '@nidra/shared/page-scripts';
import type { ReactNode } from 'react';
// React's browser build of the static renderer: the Node build runs every render inside an
// AsyncLocalStorage, and the first render turns on Node's promise hooks for the whole process, which
// then cost every later request, page or API (~20 % more CPU per cached API answer, measured). Its
// development build warns once that Node 20 lacks ArrayBuffer.prototype.detached (a check for buffers
// transferred away, which this renderer never does); the production build has no such check.
import { prerender } from 'react-dom/static.browser';
import { loadPage, pageIn } from './app/lazy.ts';
import { serializePageData } from './app/page-data.ts';
import { AppProviders, createAppQueryClient } from './app/providers.tsx';
import { RouteFailure } from './app/route-data.ts';
import { type RouteFailures, RouteFailuresProvider } from './app/route-page.tsx';
import { AppRoutes, type RouteHandle, routes } from './app/routes.tsx';
import { cardsOnly } from './features/catalogue/api/card-product.ts';
import { ApiError, setApiTransport } from './lib/api-client.ts';
import { setPageLanguage } from './lib/page-language.ts';
import { dehydrate } from './lib/query/hydration.ts';
import { matchRoutes, StaticRouter } from './lib/router.tsx';
import { TextsProvider } from './lib/texts.tsx';

/** One storefront page rendered: its status, the markup inside `#root`, and the data block to hydrate from. */
type RenderedPage = { status: number; root: string; data: string };

/**
 * The server's side of the storefront: `fetch` answers the app's API calls (the server passes its own
 * routes, in process). Each render has its own query client; nothing is shared between visitors, and
 * nothing about a visitor is read (no token, no storage), so the HTML is the same for all.
 */
export function createPageRenderer(fetch: typeof globalThis.fetch) {
  setApiTransport(fetch);
  // Renders in either language share the API client; its calls here are catalogue reads, whose failures
  // become the route's status, never a message on the page (prefetchRoutes).
  setPageLanguage('en', textsFor('en'), textsFor('en'));
  return async function render(url: string): Promise<RenderedPage> {
    const queryClient = createAppQueryClient();
    const location = new URL(url);
    // The URL's language: `/hi/...` renders in Hindi under the `/hi` basename (ADR 0029).
    const lang = languageOfPath(location.pathname);
    const basename = basenameFor(lang);
    const failures = await prefetchRoutes(location, lang, queryClient);
    const status = Object.values(failures)[0] ?? 200;
    const root = await renderToString(
      <AppProviders client={queryClient}>
        <StaticRouter basename={basename} location={location.pathname + location.search}>
          <TextsProvider lang={lang} texts={textsFor(lang)} all={textsFor(lang)}>
            <RouteFailuresProvider failures={failures}>
              <AppRoutes />
            </RouteFailuresProvider>
          </TextsProvider>
        </StaticRouter>
      </AppProviders>,
    );
    const data = serializePageData({ queries: cardsOnly(dehydrate(queryClient), lang), failures });
    queryClient.clear();
    return {
      status,
      root,
      data: `<script type="application/json" id="${PAGE_DATA_ID}">${data}</script>`,
    };
  };
}

/**
 * The URL's routes' data, awaited (their modules loaded on the way): a page whose data does not exist
 * (a 404 from the API, or the page's own `notFound()`) is recorded as that route's failure, for its
 * error screen; any other error fails the render.
 */
async function prefetchRoutes(location: URL, lang: Language, client: ReturnType<typeof createAppQueryClient>) {
  const failures: RouteFailures = {};
  const matches = matchRoutes(routes, location.pathname, basenameFor(lang)) ?? [];
  await Promise.all(
    matches.map(async ({ route, params }) => {
      const handle = route.handle as RouteHandle | undefined;
      const prefetch = handle?.page ? (await loadPage(pageIn(handle.page, lang))).prefetch : handle?.prefetch;
      try {
        await prefetch?.({ params, url: location, client });
      } catch (err) {
        const status = err instanceof RouteFailure || err instanceof ApiError ? err.status : undefined;
        if (status !== 404 || !handle?.id) throw err;
        failures[handle.id] = status;
      }
    }),
  );
  return failures;
}

/**
 * React 19's static render, read to its end: the page is cached whole and served from the cache, so
 * there is nothing to gain from sending it in pieces (docs/decisions/0011, 0028). `prerender` waits for any
 * suspended part, which a plain `renderToString` would leave as its fallback. Any error fails the render.
 */
async function renderToString(element: ReactNode): Promise<string> {
  const failures: unknown[] = [];
  const { prelude } = await prerender(element, {
    onError: (err) => void failures.push(err),
    // Every Suspense boundary's content in place, in document order: React would otherwise move a
    // large one to the end of the page with an inline script to put it back, which the page's
    // Content Security Policy (script-src 'self') refuses and a browser without script never runs.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  if (failures.length > 0) throw failures[0];
  return new Response(prelude).text();
}

/**
 * The modules a page at `url` starts with, by their path from the repository's root: the app, the
 * words every page draws in the page's language, and the pages the URL's routes show. The server names
 * their files in the page's HTML, so the browser fetches them together (page-hints.ts).
 */
export function pageModules(url: string): string[] {
  const { pathname } = new URL(url);
  const lang = languageOfPath(pathname);
  const pages = (matchRoutes(routes, pathname, basenameFor(lang)) ?? []).flatMap(({ route }) => {
    const page = (route.handle as RouteHandle | undefined)?.page;
    const module = page && pageIn(page, lang).module;
    return module ? [module] : [];
  });
  return ['apps/web/src/main.tsx', `packages/shared/src/i18n/texts.${lang}.core.ts`, ...pages];
}
