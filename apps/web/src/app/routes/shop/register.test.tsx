import { messages } from '@nidra/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes, stubApi } from '../../../test/harness.tsx';
import RegisterPage from './register.tsx';

function renderRegister() {
  return renderRoutes(
    [
      { path: '/register', element: <RegisterPage /> },
      { path: '/login', element: <p>Login screen</p> },
    ],
    '/register',
  ).router;
}

const errorOf = (label: string) => {
  const input = screen.getByLabelText(label);
  const id = input.getAttribute('aria-describedby');
  return id?.endsWith('-error') ? document.getElementById(id)?.textContent : undefined;
};

describe('register screen', () => {
  it('shows each validation message as fields change and blocks submit while any remains', async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup();
    renderRegister();

    await user.type(screen.getByLabelText('Full name'), 'A');
    expect(errorOf('Full name')).toBeUndefined();
    await user.clear(screen.getByLabelText('Full name'));
    expect(errorOf('Full name')).toBe(messages.nameRequired);

    await user.type(screen.getByLabelText('Email'), 'asha at example');
    expect(errorOf('Email')).toBe(messages.invalidEmail);

    const password = screen.getByLabelText('Password');
    const steps: [string, string][] = [
      ['Ab1!', messages.passwordTooShort],
      ['abcdefg1!', messages.passwordNeedsUpper],
      ['ABCDEFG1!', messages.passwordNeedsLower],
      ['Abcdefgh!', messages.passwordNeedsNumber],
      ['Abcdefg1', messages.passwordNeedsSpecial],
    ];
    for (const [value, message] of steps) {
      await user.clear(password);
      await user.type(password, value);
      expect(errorOf('Password')).toBe(message);
    }

    await user.type(screen.getByLabelText('Confirm password'), 'Different1!');
    expect(errorOf('Confirm password')).toBe(messages.passwordsDoNotMatch);

    await user.type(screen.getByLabelText('Phone number'), '98765x');
    expect(errorOf('Phone number')).toBe(messages.phoneDigitsOnly);

    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByLabelText('Full name'));
  });

  it('fails an empty phone number on submit', async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup();
    renderRegister();
    await user.type(screen.getByLabelText('Full name'), 'Asha');
    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.type(screen.getByLabelText('Password'), 'Sleep@2025');
    await user.type(screen.getByLabelText('Confirm password'), 'Sleep@2025');
    expect(errorOf('Phone number')).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(errorOf('Phone number')).toBe(messages.phoneDigitsOnly);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('registers, shows the success message and goes to /login after the delay', async () => {
    const fetchMock = stubApi(async () =>
      Response.json({ message: 'Registered', user: { _id: 'u2' } }, { status: 201 }),
    );
    const user = userEvent.setup();
    const router = renderRegister();
    await user.type(screen.getByLabelText('Full name'), 'Asha Menon');
    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.type(screen.getByLabelText('Password'), 'Sleep@2025');
    await user.type(screen.getByLabelText('Confirm password'), 'Sleep@2025');
    await user.type(screen.getByLabelText('Phone number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect((await screen.findByRole('status')).textContent).toBe(messages.registrationSuccess);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/auth/register');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Asha Menon',
      email: 'asha@example.in',
      password: 'Sleep@2025',
      confirmPassword: 'Sleep@2025',
      phoneNumber: '9876543210',
    });
    expect(router.state.location.pathname).toBe('/register');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 3000 });
  });

  it("shows the server's message, or the spec fallback, above the form", async () => {
    stubApi(() => new Response('', { status: 500 }));
    const user = userEvent.setup();
    renderRegister();
    await user.type(screen.getByLabelText('Full name'), 'Asha');
    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.type(screen.getByLabelText('Password'), 'Sleep@2025');
    await user.type(screen.getByLabelText('Confirm password'), 'Sleep@2025');
    await user.type(screen.getByLabelText('Phone number'), '98');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.registrationFailed);
  });
});
