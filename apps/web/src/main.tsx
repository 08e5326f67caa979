import { loadCoreTexts } from '@nidra/shared/i18n/catalogue';
import { basenameFor, languageOfPath, pathWithoutLanguage } from '@nidra/shared/i18n/language-path';
import { PAGE_DATA_ID } from '@nidra/shared/page-scripts';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadPage, pageIn } from './app/lazy.ts';
import { pageAnsweredAt, parsePageData } from './app/page-data.ts';
import { AppProviders, createAppQueryClient } from './app/providers.tsx';
import { RouteFailuresProvider } from './app/route-page.tsx';
import { AppRoutes, type RouteHandle, routes } from './app/routes.tsx';
import { setUnauthorizedHandler } from './lib/api-client.ts';
import { setPageLanguage } from './lib/page-language.ts';
import { hydrate } from './lib/query/hydration.ts';
import { BrowserRouter, matchRoutes, useNavigate } from './lib/router.tsx';
import { applyStylesheetWhenNeeded } from './lib/stylesheet.ts';
import { TextsProvider } from './lib/texts.tsx';

const queryClient = createAppQueryClient();
const container = document.getElementById('root')!;
const dataScript = document.getElementById(PAGE_DATA_ID);
const pageData = dataScript?.textContent ? parsePageData(dataScript.textContent) : undefined;
/** The URL's language decides the page's (ADR 0029); its prefix is the router's basename. */
const lang = languageOfPath(window.location.pathname);
const basename = basenameFor(lang);

/**
 * Marks the document once the app has taken over the page (`<html data-app-ready>`): before that, a
 * server-rendered page reads but does not respond. The browser tests wait for it after a page load.
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}

/** A 401 on any call signs out and returns to /login, remembering where the user was (DESIGN §13.5). */
function SignInOnUnauthorized() {
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      const from = pathWithoutLanguage(window.location.pathname) + window.location.search;
      navigate('/login', { replace: true, state: { from } });
    });
  }, [navigate]);
  return null;
}

/**
 * The page's route modules, loaded before the first render (its HTML names their files, so they are
 * already on their way): a server-rendered page hydrates with the modules it was rendered with (in
 * its language, lazy.ts), and a page the browser draws alone draws its screen at once, not the app's
 * empty fallback first (which React would then hold for its reveal throttle). A page the browser draws
 * alone also awaits its data (route-data.ts: only data the boot script asked for as the page started),
 * so the cart's first paint has its lines and their preloaded pictures, not a skeleton before them; a
 * rendered page's data is in the page data.
 */
async function loadRoutePages() {
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route, params }) => {
      const page = (route.handle as RouteHandle)?.page;
      if (!page) return;
      const mod = await loadPage(pageIn(page, lang));
      // A failed read is the screen's to show: it asks again and draws its error.
      if (!pageData)
        await mod.prefetch?.({ params, url: new URL(window.location.href), client: queryClient }).catch(() => {});
    }),
  );
}

/** The page the server rendered: its queries and route failures, and its route modules loaded first. */
async function start() {
  // The page's inline rules style what the server drew; the whole stylesheet follows when needed.
  const watched = pageData ? applyStylesheetWhenNeeded() : undefined;
  // Only the page's language (server answers come worded in it: the API client asks for it), and only
  // the words every storefront page draws; the screens beyond them load the rest (useAllTexts).
  const texts = await loadCoreTexts(lang);
  setPageLanguage(lang, texts);
  // Fresh for the queries' stale times from when the page was sent: no second read as the app takes over.
  if (pageData) hydrate(queryClient, pageData.queries, pageAnsweredAt());
  await loadRoutePages();
  await watched;
  const app = (
    <StrictMode>
      <AppProviders client={queryClient}>
        <BrowserRouter basename={basename}>
          <SignInOnUnauthorized />
          <TextsProvider lang={lang} texts={texts}>
            <RouteFailuresProvider failures={pageData?.failures ?? {}}>
              <AppRoutes />
            </RouteFailuresProvider>
          </TextsProvider>
        </BrowserRouter>
      </AppProviders>
      <AppReady />
    </StrictMode>
  );
  // Hydrating as a transition lets React yield to the browser between components, so the page's
  // taps and scrolls are not held behind one long task (TBT). Sign-in, cart, checkout, orders and
  // the back office are drawn by the browser alone, also as a transition: a render outside one is
  // not sliced, and the cart's, lines and all, was one task of 80–160 ms on a 4× slowed CPU.
  if (pageData) startTransition(() => void hydrateRoot(container, app));
  else startTransition(() => createRoot(container).render(app));
}

void start();
