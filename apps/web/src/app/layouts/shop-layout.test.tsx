import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useParams } from '../../lib/router.tsx';
import { STORAGE_KEYS, saveSession } from '../../lib/session.ts';
import { type FetchMock, json, renderRoutes, stubApi } from '../../test/harness.tsx';
import { RequireAuth } from '../require-auth.tsx';
import { ShopLayout } from './shop-layout.tsx';

const MENUS = [
  { name: 'Nighties', submenus: ['Cotton Nighties', 'Maternity Nighties'] },
  { name: 'Night Suits', submenus: ['Pyjama Sets'] },
];
const USER = { _id: 'u1', name: 'Ananya Rao', email: 'ananya@example.in', phoneNumber: '9876543210', role: 'customer' };

function Subcategory() {
  return <p>Subcategory {useParams().subcategory}</p>;
}

function renderShell(path = '/', options: { toaster?: boolean } = {}) {
  return renderRoutes(
    [
      {
        element: <ShopLayout />,
        children: [
          { index: true, element: <p>Home screen</p> },
          { path: 'login', element: <p>Login screen</p> },
          { path: 'register', element: <p>Register screen</p> },
          { path: 'prod/:subcategory', element: <Subcategory /> },
          { element: <RequireAuth />, children: [{ path: 'orders', element: <p>Orders screen</p> }] },
          { path: '*', element: <p>Other screen</p> },
        ],
      },
    ],
    path,
    options,
  );
}

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = stubApi(async (url) => {
    if (url === '/api/menus') return json(MENUS);
    if (url === '/api/validate-token') return json({ user: USER });
  });
});

describe('shop layout', () => {
  it('shows the header and footer on shop pages and hides them on /login and /register', async () => {
    const { router } = renderShell('/');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();

    await act(() => router.navigate('/login'));
    expect(screen.getByText('Login screen')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();

    await act(() => router.navigate('/register'));
    expect(screen.getByText('Register screen')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();

    await act(() => router.navigate('/about-us'));
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('shows the submenus of a hovered menu and goes to the hyphenated subcategory on click', async () => {
    const user = userEvent.setup();
    const { router } = renderShell('/');
    const nav = screen.getByRole('banner');
    const menuButton = await within(nav).findByRole('button', { name: 'Nighties' });
    expect(within(nav).queryByRole('link', { name: 'Cotton Nighties' })).toBeNull();

    await user.hover(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    await user.click(within(nav).getByRole('link', { name: 'Cotton Nighties' }));

    expect(router.state.location.pathname).toBe('/prod/Cotton-Nighties');
    expect(screen.getByText('Subcategory Cotton-Nighties')).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Cotton Nighties' })).toBeNull();
  });

  it('toggles the mobile menu and closes it after a submenu is chosen', async () => {
    const user = userEvent.setup();
    const { router } = renderShell('/');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    // The phone menu's code loads when it is first opened.
    const mobile = await waitFor(() => {
      const menu = document.getElementById('mobile-menu');
      if (!menu) throw new Error('The phone menu is not drawn yet');
      return menu;
    });
    await user.click(await within(mobile).findByRole('button', { name: 'Night Suits' }));
    await user.click(within(mobile).getByRole('link', { name: 'Pyjama Sets' }));

    expect(router.state.location.pathname).toBe('/prod/Pyjama-Sets');
    expect(document.getElementById('mobile-menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('logs a menus failure and keeps the header usable', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation(async () => json({ message: 'down' }, 500));
    renderShell('/');
    await waitFor(() => expect(errors).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'Cart' })).toBeTruthy();
    errors.mockRestore();
  });

  it('opens the user menu with a Sign In link for visitors and closes it on an outside click', async () => {
    const user = userEvent.setup();
    renderShell('/');
    const profile = screen.getByRole('button', { name: 'Account' });

    await user.click(profile);
    expect(profile.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');

    await user.click(screen.getByText('Home screen'));
    expect(profile.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();

    await user.click(profile);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it("shows a signed-in shopper's name and links, and Sign Out clears the session and goes home", async () => {
    const user = userEvent.setup();
    saveSession('token-1', USER as never);
    const { router } = renderShell('/orders-elsewhere');

    await user.click(screen.getByRole('button', { name: 'Account: Ananya Rao' }));
    const menu = document.getElementById('user-menu')!;
    // The signed-in part of the menu loads when the menu is first opened.
    expect(await within(menu).findByText('Ananya Rao')).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Your Orders' }).getAttribute('href')).toBe('/orders');
    expect(within(menu).getByRole('link', { name: 'Your Address' }).getAttribute('href')).toBe('/address');
    expect(within(menu).getByRole('link', { name: 'Change Password' }).getAttribute('href')).toBe('/change-password');

    await user.click(within(menu).getByRole('button', { name: 'Sign Out' }));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('button', { name: 'Account' })).toBeTruthy();
  });

  it('signs out of all devices through the server, then clears the session and goes home', async () => {
    fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === '/api/menus') return json(MENUS);
      if (url === '/api/auth/logout-all') return json({ message: 'You have been signed out of all devices.' });
      return json({ message: 'Not found' }, 404);
    });
    const user = userEvent.setup();
    saveSession('token-2', USER as never);
    const { router } = renderShell('/orders-elsewhere');

    await user.click(screen.getByRole('button', { name: 'Account: Ananya Rao' }));
    await user.click(
      await within(document.getElementById('user-menu')!).findByRole('button', { name: 'Sign out of all devices' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/auth/logout-all');
    expect(call?.[1]).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer token-2' } });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('keeps this device signed in when the server could not sign out everywhere', async () => {
    fetchMock.mockImplementation(async (input: RequestInfo | URL) =>
      String(input) === '/api/menus' ? json(MENUS) : json({ message: 'Internal Server Error' }, 500),
    );
    const user = userEvent.setup();
    saveSession('token-3', USER as never);
    const { router } = renderShell('/orders-elsewhere', { toaster: true });

    await user.click(screen.getByRole('button', { name: 'Account: Ananya Rao' }));
    await user.click(
      await within(document.getElementById('user-menu')!).findByRole('button', { name: 'Sign out of all devices' }),
    );
    expect(await screen.findByText('Internal Server Error')).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('token-3');
    expect(router.state.location.pathname).toBe('/orders-elsewhere');
  });

  it('Sign Out on a guarded page (My Orders) lands on the home page, not on /login (spec §2)', async () => {
    const user = userEvent.setup();
    saveSession('token-1', USER as never);
    const { router } = renderShell('/orders');
    expect(screen.getByText('Orders screen')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Account: Ananya Rao' }));
    await user.click(await within(document.getElementById('user-menu')!).findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(screen.getByText('Home screen')).toBeTruthy());
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByText('Login screen')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('links the cart icon to /cart with an accessible label', () => {
    renderShell('/');
    expect(screen.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/cart');
  });

  it('shows the cookie banner until accepted, then keeps it hidden on the next visit', async () => {
    const user = userEvent.setup();
    const first = renderShell('/');
    const banner = await screen.findByRole('region', { name: 'Cookie consent' });
    await user.click(within(banner).getByRole('button', { name: 'Accept' }));

    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.cookieConsent)).toBe('true');

    first.unmount();
    renderShell('/login');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });
});
