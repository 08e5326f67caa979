import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { messages } from '@nidra/shared';
import { count, eq } from 'drizzle-orm';
import { type CryptoKey, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { bearer } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { login, person, register, STRONG_PASSWORD } from './accounts.test-helpers.ts';

const CLIENT_ID = 'nidra-test.apps.googleusercontent.com';
const KID = 'google-test-key';

let t: TestApp;
let jwksServer: Server;
let googleKey: CryptoKey;
let otherKey: CryptoKey;

beforeAll(async () => {
  const google = await generateKeyPair('RS256');
  googleKey = google.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  const jwks = JSON.stringify({
    keys: [{ ...(await exportJWK(google.publicKey)), kid: KID, alg: 'RS256', use: 'sig' }],
  });
  jwksServer = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(jwks));
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const { port } = jwksServer.address() as AddressInfo;
  t = await createTestApp({ GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/oauth2/v3/certs`, GOOGLE_CLIENT_ID: CLIENT_ID });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => jwksServer.close(resolve));
});

type Claims = { sub: string; email: string; email_verified?: unknown; name?: string };
type Options = { key?: CryptoKey; audience?: string; issuer?: string; expiresAt?: number };

/** An ID token shaped like Google's, signed by the key our JWKS server publishes unless told otherwise. */
function idToken(claims: Claims, opts: Options = {}) {
  const now = Math.floor(Date.now() / 1000);
  const { sub, ...rest } = claims;
  return new SignJWT({ email_verified: true, ...rest })
    .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
    .setSubject(sub)
    .setIssuer(opts.issuer ?? 'https://accounts.google.com')
    .setAudience(opts.audience ?? CLIENT_ID)
    .setIssuedAt(now - 60)
    .setExpirationTime(opts.expiresAt ?? now + 3600)
    .sign(opts.key ?? googleKey);
}

const googleLogin = (token: string) => t.app.inject({ method: 'POST', url: '/api/google-login', payload: { token } });

describe('POST /api/google-login', () => {
  it('creates a customer on the first sign-in and reuses it afterwards, counting both', async () => {
    const claims = { sub: 'google-sub-1', email: 'Radha@Gmail.com', name: 'Radha Iyer' };
    const first = await googleLogin(await idToken(claims));
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toEqual({
      token: expect.any(String),
      user: {
        _id: expect.any(String),
        name: 'Radha Iyer',
        email: 'radha@gmail.com',
        phoneNumber: null,
        role: 'customer',
      },
    });
    const session = await t.app.inject({ method: 'GET', url: '/api/validate-token', headers: bearer(body.token) });
    expect(session.json()).toEqual({ user: body.user });

    const second = await googleLogin(await idToken(claims));
    expect(second.statusCode).toBe(200);
    expect(second.json().user._id).toBe(body.user._id);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, body.user._id));
    expect(row.loginCount).toBe(2);
    expect(row.passwordHash).toBeNull();
  });

  it('links to an existing account with the same email, which keeps its password', async () => {
    const registered = (await register(t.app, person('sita@example.com'))).json();
    const res = await googleLogin(await idToken({ sub: 'google-sub-2', email: 'sita@example.com' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toEqual(registered.user);
    expect((await login(t.app, 'sita@example.com', STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('does not move an account already linked to another Google account', async () => {
    const res = await googleLogin(await idToken({ sub: 'google-sub-intruder', email: 'sita@example.com' }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: messages.googleLoginFailed });
  });

  it.each([
    [
      'a wrong audience',
      () => idToken({ sub: 'g-3', email: 'x3@gmail.com' }, { audience: 'someone-else.apps.googleusercontent.com' }),
    ],
    [
      'an expired token',
      () => idToken({ sub: 'g-4', email: 'x4@gmail.com' }, { expiresAt: Math.floor(Date.now() / 1000) - 10 }),
    ],
    ['a token signed by another key', () => idToken({ sub: 'g-5', email: 'x5@gmail.com' }, { key: otherKey })],
    ['a wrong issuer', () => idToken({ sub: 'g-6', email: 'x6@gmail.com' }, { issuer: 'https://evil.example.com' })],
    ['an unverified email', () => idToken({ sub: 'g-7', email: 'x7@gmail.com', email_verified: false })],
    ['garbage', async () => 'not.a.jwt'],
  ])('refuses %s with 401 and creates nobody', async (_case, makeToken) => {
    const [before] = await t.database.db.select({ n: count() }).from(users);
    const res = await googleLogin(await makeToken());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: messages.googleLoginFailed });
    const [after] = await t.database.db.select({ n: count() }).from(users);
    expect(after.n).toBe(before.n);
  });

  it('gives a Google-only account no password to sign in with or change', async () => {
    const { token } = (await googleLogin(await idToken({ sub: 'google-sub-8', email: 'uma@gmail.com' }))).json();
    expect((await login(t.app, 'uma@gmail.com', STRONG_PASSWORD)).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(token),
      payload: { currentPassword: 'anything', newPassword: 'Fresh#Pass2', confirmPassword: 'Fresh#Pass2' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: messages.googleOnlyAccount });
  });
});
