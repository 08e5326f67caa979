import { messages } from '@nidra/shared';
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outbox, passwordResets, users } from '../../db/schema/index.ts';
import { eventually } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import {
  login,
  type OutboxMail,
  person,
  readMails,
  register,
  resetTokenIn,
  STRONG_PASSWORD,
} from './accounts.test-helpers.ts';

const t = useTestApp();
beforeAll(async () => {
  await register(t.app, { ...person('priya@example.com'), name: 'Priya <Sharma>' });
});

const forgot = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
const reset = (token: string, newPassword: string, confirmPassword = newPassword) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword, confirmPassword } });

/** A newly registered shopper: each test gets its own, as reset mails are limited per email. */
async function newShopper(local: string): Promise<string> {
  const email = `${local}@example.com`;
  expect((await register(t.app, person(email))).statusCode).toBe(201);
  return email;
}

/** Asks for a reset link and returns the mail that carries it. */
async function mailedResetLink(email: string): Promise<OutboxMail> {
  const before = readMails(t.env).length;
  expect((await forgot(email)).statusCode).toBe(200);
  return eventually(() => readMails(t.env)[before], 'the reset mail');
}

describe('POST /api/auth/forgot-password', () => {
  it('answers the same for an unknown and a known email, and mails only the account holder', async () => {
    const unknown = await forgot('stranger@example.com');
    const known = await forgot('PRIYA@example.com');
    for (const res of [unknown, known]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: messages.forgotPasswordSent });
    }
    expect(unknown.body).toBe(known.body);
    const mails = await eventually(() => readMails(t.env).length > 0 && readMails(t.env), 'the reset mail');
    // Every queued mail is in the outbox table before the answer, so one row means nothing else will arrive.
    const [queued] = await t.database.db.select({ n: count() }).from(outbox);
    expect(queued.n).toBe(1);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.to).toBe('priya@example.com');
    expect(mail.subject).toBe('Reset your Nidra password');
    const token = resetTokenIn(mail);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.text).toContain(`http://localhost:3000/reset-password/${token}`);
    expect(mail.html).toContain(`href="http://localhost:3000/reset-password/${token}"`);
    expect(mail.html).toContain('Priya &lt;Sharma&gt;');
  });

  it('stores only a hash of the token, expiring in one hour', async () => {
    const token = resetTokenIn(await mailedResetLink(await newShopper('hash')));
    const rows = await t.database.db
      .select({
        tokenHash: passwordResets.tokenHash,
        minutes: sql<number>`round(extract(epoch from (${passwordResets.expiresAt} - now())) / 60)::int`,
      })
      .from(passwordResets)
      .where(eq(passwordResets.used, false));
    expect(rows.some((r) => r.tokenHash.includes(token))).toBe(false);
    expect(rows.every((r) => r.minutes >= 59 && r.minutes <= 60)).toBe(true);
  });

  it('requires an email', async () => {
    const res = await forgot('');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(messages.emailRequired);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password with the mailed token, once', async () => {
    const email = await newShopper('once');
    const token = resetTokenIn(await mailedResetLink(email));
    const first = await reset(token, 'Moonlit#Nap7');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: messages.passwordResetDone });
    expect((await login(t.app, email, STRONG_PASSWORD)).statusCode).toBe(401);
    expect((await login(t.app, email, 'Moonlit#Nap7')).statusCode).toBe(200);

    const again = await reset(token, 'Another#Nap8');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: messages.invalidResetToken });
    expect((await login(t.app, email, 'Moonlit#Nap7')).statusCode).toBe(200);
  });

  it('voids the other links mailed before once one is used', async () => {
    const email = await newShopper('void');
    const older = resetTokenIn(await mailedResetLink(email));
    const newer = resetTokenIn(await mailedResetLink(email));
    expect((await reset(newer, 'Dreamy#Nap9')).statusCode).toBe(200);
    const res = await reset(older, 'Sleepy#Nap10');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: messages.invalidResetToken });
  });

  it('lets only one of two simultaneous uses of a token through', async () => {
    const token = resetTokenIn(await mailedResetLink(await newShopper('race')));
    const results = await Promise.all([reset(token, 'Racing#Nap11'), reset(token, 'Racing#Nap12')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses an expired token', async () => {
    const email = await newShopper('late');
    const token = resetTokenIn(await mailedResetLink(email));
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResets.userId, user.id));
    const res = await reset(token, 'Late#Nap13');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: messages.invalidResetToken });
  });

  it('refuses a made-up token', async () => {
    const res = await reset('x'.repeat(43), 'Made#Up14');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: messages.invalidResetToken });
  });

  it('applies the password rules without spending the token', async () => {
    const email = await newShopper('rules');
    const token = resetTokenIn(await mailedResetLink(email));
    const mismatch = await reset(token, 'Match#Nap15', 'Match#Nap16');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({ message: messages.passwordsDoNotMatch });
    const weak = await reset(token, 'weakpass');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ message: messages.passwordNeedsUpper });
    expect((await reset(token, 'Strong#Nap17')).statusCode).toBe(200);
    expect((await login(t.app, email, 'Strong#Nap17')).statusCode).toBe(200);
    const [row] = await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, email));
    expect(row.hash).toMatch(/^\$argon2id\$/);
  });
});
