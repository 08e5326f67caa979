import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { Toaster } from '../../../ui/toast.tsx';

export const ADMIN_USER = {
  _id: '6b1d6c3e-0000-4000-8000-0000000000ad',
  name: 'Store Admin',
  email: 'admin@nidra.test',
  phoneNumber: null,
  role: 'admin',
};

/** Signs the admin in the way the app does: token and user in local storage. */
export function signInAdmin() {
  localStorage.setItem('token', 'admin-token');
  localStorage.setItem('user', JSON.stringify(ADMIN_USER));
}

/** Every test of the file starts with the admin signed in, and ends with fetch and spies restored. */
export function withAdminSignedIn() {
  beforeEach(signInAdmin);
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

type Answer = [status: number, body: unknown];

/**
 * Stubs `fetch` at the network boundary: `answer(url, init)` gives [status, JSON body]; unknown
 * paths answer 404. Returns the mock, whose calls record every request.
 */
export function stubApi(answer: (url: string, init: RequestInit | undefined) => Answer | undefined) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const [status, body] = answer(String(input), init) ?? [404, { message: 'Not found' }];
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The URLs requested so far. */
export const requestedUrls = (fetchMock: ReturnType<typeof stubApi>) => fetchMock.mock.calls.map(([u]) => String(u));

/** Renders an admin screen at `url` in a data router with a fresh query client and the toaster. */
export function renderAdmin(path: string, element: ReactNode, url = path) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '/login', element: <p>Login screen</p> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}
