import { messages } from '@nidra/shared';
import { screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '../../../lib/query/cache.ts';
import { QueryClientProvider } from '../../../lib/query/use-query.tsx';
import { createMemoryRouter, RouterProvider } from '../../../lib/router.tsx';
import { STORAGE_KEYS } from '../../../lib/session.ts';
import { render } from '../../../test/harness.tsx';
import LoginLinkPage from './login-link.tsx';

const SHOPPER = { _id: 'u1', name: 'Asha', email: 'asha@example.in', phoneNumber: '9876543210', role: 'customer' };

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/login/link/:token', element: <LoginLinkPage /> },
      { path: '/', element: <p>Home screen</p> },
      { path: '/login', element: <p>Login screen</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('sign-in link page', () => {
  it('posts the link once, keeps the session and goes home', async () => {
    const fetchMock = vi.fn(async () => Response.json({ token: 'link-token', user: SHOPPER }));
    vi.stubGlobal('fetch', fetchMock);
    const router = renderAt('/login/link/tok-42');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/login-link');
    expect(JSON.parse(String(init.body))).toEqual({ token: 'tok-42' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('link-token');
  });

  it("shows the server's message and a way to the sign-in page for a spent link", async () => {
    vi.stubGlobal('fetch', async () => Response.json({ message: messages.invalidSignInLink }, { status: 400 }));
    renderAt('/login/link/tok-used');
    expect((await screen.findByRole('alert')).textContent).toBe(messages.invalidSignInLink);
    expect(screen.getByRole('link', { name: messages.signIn }).getAttribute('href')).toBe('/login');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});
