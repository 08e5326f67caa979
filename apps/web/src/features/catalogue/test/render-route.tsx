import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/** jsdom role queries over a whole screen are slow on a busy machine: wait up to 5 s, not 1 s. */
export const SLOW = { timeout: 5000 };

/** Renders one route screen at `url` inside a data router and a fresh query client (no retries). */
export function renderRoute(path: string, Component: ComponentType, url: string) {
  const router = createMemoryRouter(
    [
      { path, Component },
      { path: 'login', Component: () => <p>Login screen</p> },
    ],
    { initialEntries: [url] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** Stubs `fetch` at the network boundary: `answer(url)` gives [status, JSON body]. */
export function stubFetch(answer: (url: string) => [number, unknown]) {
  return async (input: RequestInfo | URL) => {
    const [status, body] = answer(String(input));
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
}
