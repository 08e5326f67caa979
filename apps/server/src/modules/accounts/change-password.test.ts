import { messages } from '@nidra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { login, person, register, STRONG_PASSWORD } from './accounts.test-helpers.ts';

const t = useTestApp();

describe('POST /api/auth/change-password', () => {
  let token: string;
  beforeAll(async () => {
    await register(t.app, person('nisha@example.com'));
    token = (await login(t.app, 'nisha@example.com', STRONG_PASSWORD)).json().token;
  });
  const change = (body: Record<string, string>, headers: Record<string, string> = bearer(token)) =>
    t.app.inject({ method: 'POST', url: '/api/auth/change-password', headers, payload: body });

  it('needs a signed-in user', async () => {
    const res = await change(
      { currentPassword: STRONG_PASSWORD, newPassword: 'Fresh#Pass2', confirmPassword: 'Fresh#Pass2' },
      {},
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: messages.sessionExpired });
  });

  it.each([
    [
      { currentPassword: '', newPassword: 'Fresh#Pass2', confirmPassword: 'Fresh#Pass2' },
      messages.currentPasswordRequired,
    ],
    [{ currentPassword: STRONG_PASSWORD, newPassword: '', confirmPassword: '' }, messages.newPasswordRequired],
    [
      { currentPassword: STRONG_PASSWORD, newPassword: 'short', confirmPassword: 'short' },
      messages.newPasswordTooShort,
    ],
    [
      { currentPassword: STRONG_PASSWORD, newPassword: 'Fresh#Pass2', confirmPassword: 'Fresh#Pass3' },
      messages.passwordsDoNotMatch,
    ],
  ])('rejects %o with 400 and the rule message', async (body, message) => {
    const res = await change(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('refuses a wrong current password and keeps the old one', async () => {
    const res = await change({
      currentPassword: 'Wrong#Pass1',
      newPassword: 'Fresh#Pass2',
      confirmPassword: 'Fresh#Pass2',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: messages.currentPasswordWrong });
    expect((await login(t.app, 'nisha@example.com', STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('replaces the password: the old one stops working, the new one signs in', async () => {
    const res = await change({
      currentPassword: STRONG_PASSWORD,
      newPassword: 'Fresh#Pass2',
      confirmPassword: 'Fresh#Pass2',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: messages.passwordChanged, user: { email: 'nisha@example.com' } });
    expect((await login(t.app, 'nisha@example.com', STRONG_PASSWORD)).statusCode).toBe(401);
    expect((await login(t.app, 'nisha@example.com', 'Fresh#Pass2')).statusCode).toBe(200);
  });
});
