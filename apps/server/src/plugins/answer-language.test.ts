import { randomUUID } from 'node:crypto';
import { messages } from '@nidra/shared';
import { textsFor } from '@nidra/shared/i18n/texts-for';
import { returnMessages } from '@nidra/shared/returns/return.messages';
import { returnTextsFor } from '@nidra/shared/returns/return-texts';
import { describe, expect, it } from 'vitest';
import { createUser } from '../test/fixtures.ts';
import { useTestApp } from '../test/test-app.ts';

const t = useTestApp();
const hi = textsFor('hi');

const signIn = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'nobody@example.com', password: 'Wrong-password-1' },
    headers,
    remoteAddress: '10.0.9.1',
  });

describe('answers in the language the caller asks for', () => {
  it('words an error in Hindi for Accept-Language: hi, in English without one or for en', async () => {
    const hindi = await signIn({ 'accept-language': 'hi' });
    expect(hindi.statusCode).toBe(401);
    expect(hindi.json()).toEqual({ message: hi.invalidCredentials });
    expect(hindi.headers.vary).toContain('accept-language');

    for (const headers of [{}, { 'accept-language': 'en' }, { 'accept-language': '*' }] as Record<string, string>[]) {
      const english = await signIn(headers);
      expect(english.json()).toEqual({ message: messages.invalidCredentials });
      expect(english.headers.vary).toContain('accept-language');
    }
    // A browser's own list: the first of our languages it names.
    expect((await signIn({ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' })).json().message).toBe(hi.invalidCredentials);
    expect((await signIn({ 'accept-language': 'fr-FR,en;q=0.8,hi;q=0.5' })).json().message).toBe(
      messages.invalidCredentials,
    );
  });

  it('words a successful answer’s message too, and leaves data and unknown texts alone', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'nobody@example.com' },
      headers: { 'accept-language': 'hi' },
      remoteAddress: '10.0.9.2',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: hi.forgotPasswordSent });

    // The not-found answer names the path after the text: not a catalogue text, so as it is.
    const missing = await t.app.inject({ url: '/api/no-such-thing', headers: { 'accept-language': 'hi' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(`${messages.notFound}: GET /api/no-such-thing`);
    expect(missing.headers.vary ?? '').not.toContain('accept-language');

    const language = await t.app.inject({ url: '/api/language', headers: { 'accept-language': 'hi' } });
    expect(language.json()).toEqual({ language: 'en' });
  });

  it('words a returns answer too (the returns screens keep their words apart from the page catalogue)', async () => {
    const shopper = await createUser(t.app, t.database.db);
    const url = `/api/returns/${randomUUID()}`;
    const hindi = await t.app.inject({ url, headers: { ...shopper.headers, 'accept-language': 'hi' } });
    expect(hindi.statusCode).toBe(404);
    expect(hindi.json()).toEqual({ message: returnTextsFor('hi').returnNotFound });
    const english = await t.app.inject({ url, headers: shopper.headers });
    expect(english.json()).toEqual({ message: returnMessages.returnNotFound });
  });
});
