import { messages } from '@nidra/shared';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { bearer } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { login, person, register, STRONG_PASSWORD } from './accounts.test-helpers.ts';

const t = useTestApp();

const loginCountOf = async (email: string) => {
  const [row] = await t.database.db
    .select({ n: users.loginCount })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row?.n;
};

describe('POST /api/auth/register', () => {
  it('creates a customer and answers 201 with the message and the user, never a hash', async () => {
    const res = await register(t.app, { ...person('Asha.Rao@Example.com'), name: '  Asha Rao ' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      message: messages.registrationSuccess,
      user: {
        _id: expect.any(String),
        name: 'Asha Rao',
        email: 'asha.rao@example.com',
        phoneNumber: '9876543210',
        role: 'customer',
      },
    });
    expect(JSON.stringify(body)).not.toMatch(/hash|argon/i);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, body.user._id));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.loginCount).toBe(0);
  });

  it('refuses an email that is taken in any letter case with 409', async () => {
    await register(t.app, person('meera@example.com'));
    const res = await register(t.app, person('MEERA@Example.COM'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: messages.emailTaken });
  });

  it.each([
    ['name', { name: '   ' }, messages.nameRequired],
    ['email', { email: 'not an email' }, messages.invalidEmail],
    ['password length', { password: 'Ab1!', confirmPassword: 'Ab1!' }, messages.passwordTooShort],
    ['password special', { password: 'Abcdefg1', confirmPassword: 'Abcdefg1' }, messages.passwordNeedsSpecial],
    ['confirmation', { confirmPassword: 'Other#Pass1' }, messages.passwordsDoNotMatch],
    ['phone letters', { phoneNumber: '98765abc' }, messages.phoneDigitsOnly],
    ['phone empty', { phoneNumber: '' }, messages.phoneDigitsOnly],
  ])('rejects a bad %s with 400 and the rule message', async (_field, overrides, message) => {
    const res = await register(t.app, person('rules@example.com'), overrides);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('answers 400, not 500, for a missing field or a body that is not JSON', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'x@example.com' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toEqual(expect.any(String));
    const garbled = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().message).toEqual(expect.any(String));
  });
});

describe('POST /api/auth/login', () => {
  beforeAll(async () => {
    await register(t.app, person('kavya@example.com'));
  });

  it('returns a token and the session user, and counts every sign-in', async () => {
    const first = await login(t.app, 'kavya@example.com', STRONG_PASSWORD);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      token: expect.any(String),
      user: {
        _id: expect.any(String),
        name: 'kavya',
        email: 'kavya@example.com',
        phoneNumber: '9876543210',
        role: 'customer',
      },
    });
    expect(await loginCountOf('kavya@example.com')).toBe(1);
    const second = await login(t.app, '  KAVYA@example.com ', STRONG_PASSWORD);
    expect(second.statusCode).toBe(200);
    expect(await loginCountOf('kavya@example.com')).toBe(2);
  });

  it('answers a wrong password and an unknown email alike with 401, without counting a sign-in', async () => {
    const wrong = await login(t.app, 'kavya@example.com', 'Wrong#Pass1');
    const unknown = await login(t.app, 'nobody@example.com', STRONG_PASSWORD);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: messages.invalidCredentials });
    }
    expect(await loginCountOf('kavya@example.com')).toBe(2);
  });

  it('requires both fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'kavya@example.com', password: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(messages.passwordRequired);
  });
});

describe('GET /api/validate-token', () => {
  it('returns the user for a valid token', async () => {
    await register(t.app, person('lata@example.com'));
    const { token, user } = (await login(t.app, 'lata@example.com', STRONG_PASSWORD)).json();
    const res = await t.app.inject({ method: 'GET', url: '/api/validate-token', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user });
  });

  it('answers 401 without a token, with garbage, with an expired token and with a token signed elsewhere', async () => {
    const secret = new TextEncoder().encode(t.env.JWT_SECRET);
    const [row] = await t.database.db.select({ id: users.id }).from(users).limit(1);
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ role: 'customer' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(row.id)
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 60)
      .sign(secret);
    const forged = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(row.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-000000'));
    const cases = [{}, bearer('garbage'), { authorization: 'Basic abc' }, bearer(expired), bearer(forged)];
    for (const headers of cases) {
      const res = await t.app.inject({ method: 'GET', url: '/api/validate-token', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.json()).toEqual({ message: messages.sessionExpired });
    }
  });
});

describe('POST /api/google-login without a configured client id', () => {
  it('answers 400 with a clear message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/google-login', payload: { token: 'a.b.c' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: messages.googleNotConfigured });
  });
});
