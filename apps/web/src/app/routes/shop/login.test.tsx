import { messages } from '@nidra/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/session.ts';
import { renderRoutes, stubApi } from '../../../test/harness.tsx';
import LoginPage from './login.tsx';

const USER = { _id: 'u1', name: 'Meera', email: 'meera@example.in', phoneNumber: '9000000000', role: 'customer' };

function renderLogin(from?: string) {
  return renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <p>Landed</p> },
    ],
    { pathname: '/login', state: from ? { from } : null },
  ).router;
}

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login screen', () => {
  it('has the spec fields, a Register button and a Forgot Password link', () => {
    renderLogin();
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Forgot Password?' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('requires both fields and makes no call without them', async () => {
    const fetchMock = stubApi(() => new Response('{}'));
    renderLogin();
    await fillAndSubmit('', '');
    expect(screen.getByText(messages.emailRequired)).toBeTruthy();
    expect(screen.getByText(messages.passwordRequired)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the spec fallback above the form when the server sends no message', async () => {
    stubApi(() => new Response('', { status: 500 }));
    renderLogin();
    await fillAndSubmit('meera@example.in', 'Secret#123');
    expect((await screen.findByRole('alert')).textContent).toBe(messages.loginFailed);
  });

  it("shows the server's message when it sends one", async () => {
    stubApi(() => Response.json({ message: messages.invalidCredentials }, { status: 401 }));
    renderLogin();
    await fillAndSubmit('meera@example.in', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe(messages.invalidCredentials);
  });

  it('signs in without an authorization header, keeps the session and returns to the saved origin', async () => {
    const fetchMock = stubApi(() => Response.json({ token: 'jwt-1', user: USER }));
    localStorage.setItem(STORAGE_KEYS.token, 'stale');
    const router = renderLogin('/orders');
    await fillAndSubmit('meera@example.in', 'Secret#123');

    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/auth/login');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'meera@example.in', password: 'Secret#123' });
    expect((init?.headers ?? {}) as Record<string, string>).not.toHaveProperty('Authorization');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('jwt-1');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!)).toEqual(USER);
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
