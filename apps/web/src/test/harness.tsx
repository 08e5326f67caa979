import { enTexts } from '@nidra/shared/i18n/texts.en';
import { type RenderOptions, render as rtlRender } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { QueryClient } from '../lib/query/cache.ts';
import { QueryClientProvider } from '../lib/query/use-query.tsx';
import { createMemoryRouter, type InitialEntry, type RouteObject, RouterProvider } from '../lib/router.tsx';
import { TextsProvider } from '../lib/texts.tsx';
import { Toaster } from '../ui/toast.tsx';

/**
 * The one harness for component and route tests: `fetch` stubbed at the network boundary, a fresh
 * query client per render, and a memory data router. Stubs, spies and fake timers are undone after
 * every test by `setup.ts`.
 */

/** jsdom role queries over a whole screen are slow on a busy machine: wait up to 5 s, not 1 s. */
export const SLOW = { timeout: 5000 };

/** [status, JSON body]. */
type Answer = [status: number, body: unknown];
type Reply = Answer | Response | undefined;
type Responder = (url: string, init: RequestInit | undefined) => Reply | Promise<Reply>;

/** A JSON response as the API sends it. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Stubs `fetch`: `answer(url, init)` gives [status, JSON body] or a whole Response; anything it leaves
 * unanswered gets 404 {message}. Returns the mock, whose calls record every request.
 */
export function stubApi(answer: Responder = () => undefined) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const reply = await answer(String(input), init);
    if (reply instanceof Response) return reply;
    const [status, body] = reply ?? [404, { message: 'Not found' }];
    return json(body, status);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export type FetchMock = ReturnType<typeof stubApi>;

/** The URLs requested so far. */
export const requestedUrls = (fetchMock: FetchMock) => fetchMock.mock.calls.map(([u]) => String(u));

/** The JSON body of the `n`th request. */
export const sentBody = (fetchMock: FetchMock, n = 0): unknown => JSON.parse(String(fetchMock.mock.calls[n][1]?.body));

/** A query client that neither retries nor shares its cache with another test. */
export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** Renders `ui` inside a fresh query client (and the toaster when asked). */
export function renderWithClient(ui: ReactNode, { client = createTestQueryClient(), toaster = false } = {}) {
  const view = rtlRender(
    <QueryClientProvider client={client}>
      <TextsProvider lang="en" texts={enTexts} all={enTexts}>
        {ui}
      </TextsProvider>
      {toaster && <Toaster />}
    </QueryClientProvider>,
  );
  return { client, ...view };
}

/** Renders a memory data router over `routes`, starting at `at`. */
export function renderRoutes(routes: RouteObject[], at: InitialEntry, options: { toaster?: boolean } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  return { router, ...renderWithClient(<RouterProvider router={router} />, options) };
}

/**
 * Renders one screen at `url` (matching `path`), beside a stand-in /login and a catch-all, so tests
 * can see where the screen sends the user.
 */
export function renderRoute(path: string, element: ReactNode, url: InitialEntry = path, options = {}) {
  return renderRoutes(
    [
      { path, element },
      { path: '/login', element: <p>Login screen</p> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    url,
    options,
  );
}

/** English texts around a screen (what an English page's TextsProvider gives). */
function InEnglish({ children }: { children: ReactNode }) {
  return (
    <TextsProvider lang="en" texts={enTexts} all={enTexts}>
      {children}
    </TextsProvider>
  );
}

/** Testing Library's render inside an English page's texts. */
export const render = (ui: ReactNode, options: Omit<RenderOptions, 'wrapper'> = {}) =>
  rtlRender(ui, { wrapper: InEnglish, ...options });
