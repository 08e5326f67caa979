import { messages } from '@nidra/shared';
import { count, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authAttempts, outbox, passwordResets } from '../../db/schema/index.ts';
import { eventually } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { login, person, readMails, register, STRONG_PASSWORD } from './accounts.test-helpers.ts';

const t = useTestApp();
beforeAll(async () => {
  for (const email of ['alice@example.com', 'bob@example.com', 'carol@example.com', 'dev@example.com'])
    expect((await register(t.app, person(email))).statusCode).toBe(201);
});

const expectTooMany = (res: Awaited<ReturnType<typeof login>>, maxSeconds: number) => {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ message: messages.tooManyAttempts });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
};

describe('failed sign-ins (DESIGN §8)', () => {
  // First in the file: the limiter sweeps old rows on its first use in a process.
  it('sweeps attempts older than any window', async () => {
    await t.database.db
      .insert(authAttempts)
      .values({ kind: 'login_failed', key: 'email:old@example.com', at: sql`now() - interval '2 hours'` });
    await login(t.app, 'someone@example.com', 'Wrong#Pass1', '10.0.0.9');
    const [old] = await t.database.db
      .select({ n: count() })
      .from(authAttempts)
      .where(sql`${authAttempts.at} < now() - interval '1 hour'`);
    expect(old.n).toBe(0);
  });

  it('throttles an attacker address on one email while the owner signs in from another address', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await login(t.app, 'alice@example.com', `Wrong#Pass${i}`, '10.0.1.66');
      expect(res.statusCode).toBe(401);
    }
    expectTooMany(await login(t.app, 'alice@example.com', 'Wrong#Pass10', '10.0.1.66'), 15 * 60);
    // The throttled pair is refused even with the right password, so the limit is no oracle.
    expectTooMany(await login(t.app, 'ALICE@example.com', STRONG_PASSWORD, '10.0.1.66'), 15 * 60);
    expect((await login(t.app, 'alice@example.com', STRONG_PASSWORD, '10.0.1.7')).statusCode).toBe(200);
  });

  it('does not block other shoppers on the same address, nor count successful sign-ins', async () => {
    for (let i = 0; i < 12; i++) {
      const res = await login(t.app, 'bob@example.com', STRONG_PASSWORD, '10.0.1.1');
      expect(res.statusCode).toBe(200);
    }
    const [rows] = await t.database.db
      .select({ n: count() })
      .from(authAttempts)
      .where(sql`${authAttempts.key} like '%bob@example.com%'`);
    expect(rows.n).toBe(0);
  });

  it('lets the shoppers behind one carrier address sign in after many failures there', async () => {
    const ip = '10.0.2.1';
    for (let i = 0; i < 50; i++) {
      const res = await login(t.app, `guess${Math.floor(i / 10)}@example.com`, `Wrong#Pass${i}`, ip);
      expect(res.statusCode).toBe(401);
    }
    expect((await login(t.app, 'carol@example.com', STRONG_PASSWORD, ip)).statusCode).toBe(200);
  });

  it('caps failures per address at 500 in 15 minutes, whatever the email', async () => {
    const ip = '10.0.2.9';
    const failures = Array.from({ length: 500 }, () => ({ kind: 'login_failed' as const, key: `ip:${ip}`, ip }));
    await t.database.db.insert(authAttempts).values(failures);
    expectTooMany(await login(t.app, 'carol@example.com', STRONG_PASSWORD, ip), 15 * 60);
    expect((await login(t.app, 'carol@example.com', STRONG_PASSWORD, '10.0.2.10')).statusCode).toBe(200);
  });

  it('counts a wrong current password on change-password as a failed sign-in', async () => {
    const { token } = (await login(t.app, 'dev@example.com', STRONG_PASSWORD, '10.0.3.1')).json();
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: { authorization: `Bearer ${token}` },
        payload: { currentPassword, newPassword: 'Fresh#Pass2', confirmPassword: 'Fresh#Pass2' },
        remoteAddress: '10.0.3.1',
      });
    for (let i = 0; i < 10; i++) expect((await change(`Wrong#Pass${i}`)).statusCode).toBe(400);
    expectTooMany(await change(STRONG_PASSWORD), 15 * 60);
  });
});

describe('request volume per address (@fastify/rate-limit)', () => {
  it('lets 60 forgot-password requests a minute through from one address, then answers 429 with Retry-After', async () => {
    for (let i = 0; i < 60; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: `someone${i}@example.com` },
        remoteAddress: '10.0.4.1',
      });
      expect(res.statusCode, `request ${i + 1}`).toBe(200);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'someone@example.com' },
      remoteAddress: '10.0.4.1',
    });
    expectTooMany(res, 60);
  });

  it('does not cap successful sign-ins from one address at the form limit (carrier-grade NAT)', async () => {
    await register(t.app, person('office@example.com'));
    for (let i = 0; i < 61; i++) {
      const res = await login(t.app, 'office@example.com', STRONG_PASSWORD, '10.0.4.2');
      expect(res.statusCode, `sign-in ${i + 1}`).toBe(200);
    }
  });
});

describe('reset mails (DESIGN §8)', () => {
  it('sends at most 5 a hour per email while answering every request the same', async () => {
    const [before] = await t.database.db.select({ n: count() }).from(outbox);
    const bodies = new Set<string>();
    for (let i = 0; i < 7; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'carol@example.com' },
        remoteAddress: `10.0.5.${i}`,
      });
      expect(res.statusCode).toBe(200);
      bodies.add(res.body);
    }
    expect([...bodies]).toEqual([JSON.stringify({ message: messages.forgotPasswordSent })]);
    // Mails are queued before the answer: the outbox table is the full count of what will be sent.
    const [after] = await t.database.db.select({ n: count() }).from(outbox);
    expect(after.n - before.n).toBe(5);
    const [links] = await t.database.db.select({ n: count() }).from(passwordResets);
    expect(links.n).toBe(5);
    const mails = await eventually(() => {
      const found = readMails(t.env).filter((m) => m.to === 'carol@example.com');
      return found.length === 5 && found;
    }, 'five reset mails');
    expect(mails).toHaveLength(5);
  });
});
