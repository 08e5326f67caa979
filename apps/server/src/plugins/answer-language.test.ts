import { randomUUID } from 'node:crypto';
import { messages } from '@nidra/shared';
import { textsFor } from '@nidra/shared/i18n/texts-for';
import { returnMessages } from '@nidra/shared/returns/return.messages';
import { describe, expect, it } from 'vitest';
import { createProduct, createUser } from '../test/fixtures.ts';
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

  it('words a returns answer too (the returns screens’ words are in the catalogue)', async () => {
    const shopper = await createUser(t.app, t.database.db);
    const url = `/api/returns/${randomUUID()}`;
    const hindi = await t.app.inject({ url, headers: { ...shopper.headers, 'accept-language': 'hi' } });
    expect(hindi.statusCode).toBe(404);
    expect(hindi.json()).toEqual({ message: textsFor('hi').returnNotFound });
    const english = await t.app.inject({ url, headers: shopper.headers });
    expect(english.json()).toEqual({ message: returnMessages.returnNotFound });
  });
});

describe('answers written with a value in them', () => {
  const kerala = {
    name: 'Asha Rao',
    houseNumber: '12-3',
    street: 'MG Road',
    city: 'Kochi',
    state: 'Kerala',
    postalCode: '682011',
    phoneNumber: '9876543210',
  };
  const inBoth = async (send: (headers: Record<string, string>) => Promise<{ json: () => { message: string } }>) => ({
    hindi: (await send({ 'accept-language': 'hi' })).json().message,
    english: (await send({ 'accept-language': 'en' })).json().message,
  });

  it('words "Only N left in stock." with the shop’s N', async () => {
    const shopper = await createUser(t.app, t.database.db);
    const product = await createProduct(t.database.db, { quantity: 3 });
    const add = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/cart/${shopper.id}/add`,
        headers: { ...shopper.headers, ...headers },
        payload: { productId: product.id, quantity: 4 },
      });
    expect(await inBoth(add)).toEqual({ hindi: 'स्टॉक में सिर्फ़ 3 बचे हैं।', english: messages.notEnoughStock(3) });
  });

  it('words an address’s refusals with the state and the field they name', async () => {
    const shopper = await createUser(t.app, t.database.db);
    const save = (payload: object) => (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/address/${shopper.id}`,
        headers: { ...shopper.headers, ...headers },
        payload,
      });

    expect(await inBoth(save({ ...kerala, postalCode: '110001' }))).toEqual({
      hindi: hi.pinCodeNotInState('Kerala'),
      english: messages.pinCodeNotInState('Kerala'),
    });
    expect(await inBoth(save({ ...kerala, phoneNumber: '' }))).toEqual({
      hindi: 'कृपया फ़ोन नंबर भरें।',
      english: messages.fillOutField('Phone number'),
    });
  });

  it('words validation answers: the field named as the page names it, the most specific text', async () => {
    const shopper = await createUser(t.app, t.database.db);
    const post = (url: string, payload: object) => (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url, headers: { ...shopper.headers, ...headers }, payload });
    const add = (payload: object) => post(`/api/cart/${shopper.id}/add`, payload);

    // Validation names the field in lower case; the page's "Product" is the Hindi word.
    expect(await inBoth(add({ productId: 'not-a-product' }))).toEqual({
      hindi: 'कृपया सही प्रोडक्ट लिखें।',
      english: messages.fieldInvalid('product'),
    });
    // A field no page names keeps its English name inside the Hindi sentence.
    expect(await inBoth(add({ productId: randomUUID(), quantity: 50 }))).toEqual({
      hindi: 'Quantity ज़्यादा से ज़्यादा 10 हो सकता है।',
      english: messages.fieldTooLarge('Quantity', 10),
    });
    // "… must be at most 20 characters long." also reads as "… must be at most {max}." with max "20
    // characters long": the text with more English words of its own wins.
    const payment = {
      userId: shopper.id,
      shippingAddress: 'Asha Rao, 12-3, MG Road, Kochi',
      mobileNumber: '9'.repeat(21),
      totalAmount: 100,
      cartId: randomUUID(),
      shippingFee: 50,
    };
    expect(await inBoth(post('/api/payment', payment))).toEqual({
      hindi: hi.fieldTooLong('Mobile number', 20),
      english: messages.fieldTooLong('Mobile number', 20),
    });
  });
});
