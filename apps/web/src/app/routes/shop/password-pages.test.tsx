import { messages } from '@nidra/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/session.ts';
import { renderRoutes, sentBody, stubApi } from '../../../test/harness.tsx';
import ChangePasswordPage from './change-password.tsx';
import ForgotPasswordPage from './forgot-password.tsx';
import ResetPasswordPage from './reset-password.tsx';

const SHOPPER = { _id: 'u1', name: 'Asha', email: 'asha@example.in', phoneNumber: '9876543210', role: 'customer' };

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password/:token', element: <ResetPasswordPage /> },
      { path: '/change-password', element: <ChangePasswordPage /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    path,
  ).router;
}

describe('forgot password', () => {
  it("shows the server's message or the error, each clearing the other", async () => {
    const answers = [
      () => Response.json({ message: messages.tooManyAttempts }, { status: 429 }),
      () => Response.json({ message: messages.forgotPasswordSent }),
    ];
    const fetchMock = stubApi(async () => answers.shift()!());
    const user = userEvent.setup();
    renderAt('/forgot-password');

    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.tooManyAttempts);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('status')).textContent).toBe(messages.forgotPasswordSent);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sentBody(fetchMock, 1)).toEqual({ email: 'asha@example.in' });
  });
});

describe('reset password', () => {
  it('makes no call when the passwords differ', async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup();
    renderAt('/reset-password/tok-123');
    await user.type(screen.getByLabelText('New password'), 'Sleep@2025');
    await user.type(screen.getByLabelText('Confirm new password'), 'Sleep@2026');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByRole('alert').textContent).toBe(messages.passwordsDoNotMatch);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the route's token, shows the server's message and goes to /login", async () => {
    const fetchMock = stubApi(async () => Response.json({ message: messages.passwordResetDone }));
    const user = userEvent.setup();
    const router = renderAt('/reset-password/tok-123');
    await user.type(screen.getByLabelText('New password'), 'Sleep@2025');
    await user.type(screen.getByLabelText('Confirm new password'), 'Sleep@2025');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect((await screen.findByRole('status')).textContent).toBe(messages.passwordResetDone);
    expect(sentBody(fetchMock, 0)).toEqual({
      token: 'tok-123',
      newPassword: 'Sleep@2025',
      confirmPassword: 'Sleep@2025',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 3000 });
  });
});

describe('change password', () => {
  it('shows the spec messages and makes no call while any remains', async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup();
    renderAt('/change-password');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByText(messages.currentPasswordRequired)).toBeTruthy();
    expect(screen.getByText(messages.newPasswordRequired)).toBeTruthy();

    await user.type(screen.getByLabelText('New password'), 'short');
    expect(screen.getByText(messages.newPasswordTooShort)).toBeTruthy();
    expect(screen.getByText(messages.passwordsDoNotMatch)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message on failure and the spec message on success, then goes home", async () => {
    const answers = [
      () => Response.json({ message: messages.currentPasswordWrong }, { status: 400 }),
      () => Response.json({ message: messages.passwordChanged, token: 'fresh-token', user: SHOPPER }),
    ];
    stubApi(() => answers.shift()!());
    const user = userEvent.setup();
    const router = renderAt('/change-password');
    await user.type(screen.getByLabelText('Current password'), 'Old@2025');
    await user.type(screen.getByLabelText('New password'), 'Newer@2026');
    await user.type(screen.getByLabelText('Confirm new password'), 'Newer@2026');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.currentPasswordWrong);

    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect((await screen.findByRole('status')).textContent).toBe(messages.passwordChanged);
    // The change ended the old token; this tab keeps the fresh one.
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('fresh-token');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toEqual(SHOPPER);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 3000 });
  });
});
