import { messages } from '@nidra/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { bearer, eventually } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import {
  login,
  person,
  readMails,
  register,
  resetTokenIn,
  STRONG_PASSWORD,
  signInTokenIn,
} from './accounts.test-helpers.ts';

const t = useTestApp();

/** Ten wrong passwords for the email, five from each of two addresses. */
async function failFromTwoAddresses(email: string) {
  for (let i = 0; i < 10; i++) {
    const res = await login(t.app, email, `Wrong#Pass${i}`, i < 5 ? '10.1.0.1' : '10.1.0.2');
    expect(res.statusCode).toBe(401);
  }
}

const expectLinkAnswer = (res: Awaited<ReturnType<typeof login>>) => {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ message: messages.signInLinkSent });
  expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
};

const useLink = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login-link', payload: { token }, remoteAddress: '10.1.0.9' });

const mailsTo = (email: string) => readMails(t.env).filter((m) => m.to === email);

/** Mails are queued before the answer, so the outbox table holds every mail a call will send. */
const queuedTo = async (email: string) =>
  (await t.database.db.select({ id: outbox.id }).from(outbox).where(sql`${outbox.payload}->>'to' = ${email}`)).length;

describe('sign-in links for an email locked by failed sign-ins (DESIGN §8)', () => {
  it('mails one link to the owner, which signs in once and clears the failures', async () => {
    const email = 'asha@example.com';
    await register(t.app, person(email));
    await failFromTwoAddresses(email);
    // The owner, from a new address and with the right password, is asked to use the mailbox.
    expectLinkAnswer(await login(t.app, email, STRONG_PASSWORD, '10.1.0.3'));
    const [mail] = await eventually(() => mailsTo(email).length === 1 && mailsTo(email), 'the sign-in link mail');
    expect(mail.text).toContain('http://localhost:3000/login/link/');
    // Further attempts while the link is live mail nothing new.
    expectLinkAnswer(await login(t.app, email, 'Wrong#Again1', '10.1.0.4'));
    expect(await queuedTo(email)).toBe(1);
    const signedIn = await useLink(signInTokenIn(mail));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ email, role: 'customer' });
    const who = await t.app.inject({
      method: 'GET',
      url: '/api/validate-token',
      headers: bearer(signedIn.json().token),
    });
    expect(who.statusCode).toBe(200);
    expect(mailsTo(email)).toHaveLength(1);

    const second = await useLink(signInTokenIn(mail));
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ message: messages.invalidSignInLink });
    // The failures are forgotten: the password works again from anywhere.
    expect((await login(t.app, email, STRONG_PASSWORD, '10.1.0.3')).statusCode).toBe(200);
  });

  it('answers an unknown email the same way and mails nothing', async () => {
    await failFromTwoAddresses('nobody@example.com');
    expectLinkAnswer(await login(t.app, 'nobody@example.com', STRONG_PASSWORD, '10.1.0.3'));
    expect(await queuedTo('nobody@example.com')).toBe(0);
  });

  it('refuses a made-up link', async () => {
    const res = await useLink('not-a-link-we-sent');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: messages.invalidSignInLink });
  });

  it('clears the failures when the owner resets the password', async () => {
    const email = 'rekha@example.com';
    await register(t.app, person(email));
    await failFromTwoAddresses(email);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const resetMail = await eventually(
      () => mailsTo(email).find((m) => m.text.includes('/reset-password/')),
      'the reset mail',
    );
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: resetTokenIn(resetMail), newPassword: 'Fresh#Pass2', confirmPassword: 'Fresh#Pass2' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(t.app, email, 'Fresh#Pass2', '10.1.0.3')).statusCode).toBe(200);
  });
});
