import { randomUUID } from 'node:crypto';
import { messages } from '@nidra/shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, type TestUser } from '../test/fixtures.ts';
import { useTestApp } from '../test/test-app.ts';

/**
 * A body that fails the schema answers the form's own message where the specification has one
 * (spec §5), elsewhere a sentence naming the field — never the validator's wording.
 */
const t = useTestApp();
let admin: TestUser;
let customer: TestUser;
let address: number;

beforeAll(async () => {
  admin = await createUser(t.app, t.database.db, 'admin');
  customer = await createUser(t.app, t.database.db, 'customer');
});

async function post(url: string, payload: unknown, token?: string) {
  // A fresh client address each time, so the per-IP request limit of the sign-in calls stays out of the way.
  address = (address ?? 0) + 1;
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: token ? bearer(token) : {},
    remoteAddress: `10.9.${address >> 8}.${address & 255}`,
  });
  return { status: res.statusCode, message: res.json().message as string };
}
const refused = (message: string) => ({ status: 400, message });

const strong = 'Moonlit#2026';
const registration = {
  name: 'Kavya Reddy',
  email: 'kavya@example.in',
  password: strong,
  confirmPassword: strong,
  phoneNumber: '9876543210',
};

describe('register (spec §5: the field messages in form order)', () => {
  it('answers the first failing field of the form, also for missing fields and wrong types', async () => {
    expect(await post('/api/auth/register', {})).toEqual(refused(messages.nameRequired));
    expect(await post('/api/auth/register', { ...registration, name: 7 })).toEqual(refused(messages.nameRequired));
    expect(await post('/api/auth/register', { ...registration, email: undefined })).toEqual(
      refused(messages.invalidEmail),
    );
    expect(await post('/api/auth/register', { ...registration, password: 12345678 })).toEqual(
      refused(messages.passwordTooShort),
    );
    expect(await post('/api/auth/register', { ...registration, confirmPassword: null })).toEqual(
      refused(messages.passwordsDoNotMatch),
    );
    expect(await post('/api/auth/register', { ...registration, phoneNumber: undefined })).toEqual(
      refused(messages.phoneRequired),
    );
  });

  it('refuses control characters and lone surrogates in any text field, naming the field', async () => {
    expect(await post('/api/auth/register', { ...registration, name: 'Kavya\u0000' })).toEqual(
      refused(messages.fieldHasForbiddenCharacters('Name')),
    );
    expect(await post('/api/auth/register', { ...registration, phoneNumber: '98\ud800' })).toEqual(
      refused(messages.fieldHasForbiddenCharacters('Phone number')),
    );
  });
});

describe('sign-in and password forms', () => {
  it('login, forgot and reset password answer their own messages', async () => {
    expect(await post('/api/auth/login', {})).toEqual(refused(messages.emailRequired));
    expect(await post('/api/auth/login', { email: 'kavya@example.in' })).toEqual(refused(messages.passwordRequired));
    expect(await post('/api/auth/login', { email: 'ka\u0000vya@example.in', password: 'x' })).toEqual(
      refused(messages.fieldHasForbiddenCharacters('Email')),
    );
    expect(await post('/api/auth/forgot-password', { email: ['a'] })).toEqual(refused(messages.emailRequired));
    expect(await post('/api/auth/forgot-password', { email: 'a\u0000@example.in' })).toEqual(
      refused(messages.fieldHasForbiddenCharacters('Email')),
    );
    expect(await post('/api/auth/reset-password', {})).toEqual(refused(messages.invalidResetToken));
  });

  it('change password names the missing password as spec §5 does', async () => {
    expect(await post('/api/auth/change-password', {}, customer.token)).toEqual(
      refused(messages.currentPasswordRequired),
    );
    expect(await post('/api/auth/change-password', { currentPassword: 'x' }, customer.token)).toEqual(
      refused(messages.newPasswordRequired),
    );
  });
});

describe('shop and back office forms', () => {
  it('address: every field required, by its label; control characters refused', async () => {
    expect(await post(`/api/address/${customer.id}`, {}, customer.token)).toEqual(
      refused(messages.fillOutField('Full name')),
    );
    const filled = {
      name: 'Kavya',
      houseNumber: '12',
      street: 'MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560001',
      phoneNumber: '9876543210',
    };
    expect(await post(`/api/address/${customer.id}`, { ...filled, city: 'Bengal\u0007uru' }, customer.token)).toEqual(
      refused(messages.fieldHasForbiddenCharacters('City')),
    );
  });

  it("subcategory price: the price form's message for any failure", async () => {
    expect(await post('/api/subcategory-price', {}, admin.token)).toEqual(refused(messages.priceFormInvalid));
    expect(await post('/api/subcategory-price', { subcategory: 'Nighties', actualPrice: 'abc' }, admin.token)).toEqual(
      refused(messages.priceFormInvalid),
    );
    expect(await post('/api/subcategory-price', { subcategory: 'Nighties', actualPrice: -5 }, admin.token)).toEqual(
      refused(messages.priceFormInvalid),
    );
  });

  it("checkout: a missing delivery address answers 'Please select a delivery address.'", async () => {
    const body = {
      userId: customer.id,
      shippingAddress: '',
      mobileNumber: '9876543210',
      totalAmount: 100,
      cartId: randomUUID(),
      shippingFee: 50,
      addressId: randomUUID(),
    };
    expect(await post('/api/payment', body, customer.token)).toEqual(refused(messages.selectAddress));
  });

  it('elsewhere a sentence naming the field, never the validator wording', async () => {
    const cart = `/api/cart/${customer.id}/add`;
    expect(await post(cart, { productId: 'not-a-product' }, customer.token)).toEqual(
      refused(messages.fieldInvalid('product')),
    );
    expect(await post(cart, { productId: randomUUID(), quantity: 2.5 }, customer.token)).toEqual(
      refused(messages.fieldWholeNumber('Quantity')),
    );
    expect(await post(cart, { productId: randomUUID(), quantity: 50 }, customer.token)).toEqual(
      refused(messages.fieldTooLarge('Quantity', 10)),
    );
    expect(await post(cart, [], customer.token)).toEqual(refused(messages.formNotObject));
  });
});

describe('unknown ids and database refusals', () => {
  it('an admin reading the cart of an unknown user gets 404, and no cart is made for it', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/cart/${randomUUID()}`, headers: bearer(admin.token) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: messages.userNotFound });
  });
});
