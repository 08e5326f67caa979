import { messages } from '@nidra/shared';
import { describe, expect, it } from 'vitest';
import { bearer, eventually } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { login, person, readMails, register, resetTokenIn, STRONG_PASSWORD } from './accounts.test-helpers.ts';

const t = useTestApp();

const NEW_PASSWORD = 'Fresh#Pass2';

/** A newly registered shopper signed in twice, as from two devices. */
async function shopperOnTwoDevices(email: string): Promise<[string, string]> {
  expect((await register(t.app, person(email))).statusCode).toBe(201);
  const first = (await login(t.app, email, STRONG_PASSWORD)).json().token as string;
  const second = (await login(t.app, email, STRONG_PASSWORD)).json().token as string;
  return [first, second];
}

const whoAmI = (token: string) => t.app.inject({ method: 'GET', url: '/api/validate-token', headers: bearer(token) });

const expectEnded = async (token: string) => {
  const res = await whoAmI(token);
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ message: messages.sessionExpired });
};

describe('sessions end when the password changes (DESIGN §8)', () => {
  it('ends every earlier token on change-password and answers a fresh one for this tab', async () => {
    const [thisTab, otherDevice] = await shopperOnTwoDevices('meera@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(thisTab),
      payload: { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(messages.passwordChanged);
    expect(body.user).toMatchObject({ email: 'meera@example.com', role: 'customer' });
    await expectEnded(thisTab);
    await expectEnded(otherDevice);
    const fresh = await whoAmI(body.token);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().user.email).toBe('meera@example.com');
  });

  it('ends every earlier token when a reset link sets a new password', async () => {
    const [token] = await shopperOnTwoDevices('lata@example.com');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'lata@example.com' } }))
        .statusCode,
    ).toBe(200);
    const mail = await eventually(() => readMails(t.env).find((m) => m.to === 'lata@example.com'), 'the reset mail');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: resetTokenIn(mail), newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    await expectEnded(token);
    const again = await login(t.app, 'lata@example.com', NEW_PASSWORD);
    expect(again.statusCode).toBe(200);
    expect((await whoAmI(again.json().token)).statusCode).toBe(200);
  });

  it('signs out of all devices: every token so far stops working, a new sign-in works', async () => {
    const [thisTab, otherDevice] = await shopperOnTwoDevices('kavya@example.com');
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: bearer(thisTab) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: messages.signedOutEverywhere });
    await expectEnded(thisTab);
    await expectEnded(otherDevice);
    const again = await login(t.app, 'kavya@example.com', STRONG_PASSWORD);
    expect((await whoAmI(again.json().token)).statusCode).toBe(200);
  });

  it('needs a signed-in user to sign out everywhere', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout-all' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: messages.sessionExpired });
  });
});
