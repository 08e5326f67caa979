import { describe, expect, it } from 'vitest';
import { hiTexts } from '../i18n/texts.hi.ts';
import { messages } from '../messages.ts';
import { shopperMessages as en } from '../shopper.messages.ts';
import {
  hasErrors,
  PASSWORD_SPECIALS,
  validateChangePassword,
  validateEmail,
  validatePassword,
  validatePhone,
  validateRegistration,
  validateResetPassword,
} from './account.rules.ts';
import { changePasswordBody, loginBody, registerBody, resetPasswordBody } from './account.schema.ts';

const valid = {
  name: 'Asha',
  email: 'asha@example.com',
  password: 'Night#Sleep1',
  confirmPassword: 'Night#Sleep1',
  phoneNumber: '9876543210',
};

describe('validateEmail', () => {
  it.each(['asha@example.com', 'a.b+c@mail.co.in'])('accepts %s', (email) => {
    expect(validateEmail(email, en)).toBeUndefined();
  });
  it.each([
    '',
    'asha',
    'asha@example',
    '@example.com',
    'asha @example.com',
    'asha@exa mple.com',
    'a@b@c.com',
  ])('rejects %j with the spec message', (email) => {
    expect(validateEmail(email, en)).toBe('Invalid email format');
  });
});

describe('validatePassword applies the rules in the spec order', () => {
  it.each([
    // Each password breaks the named rule and every later one, so only the order decides the message.
    ['', 'Password must be at least 8 characters long.'],
    ['a1!', 'Password must be at least 8 characters long.'],
    ['Ab1!xyz', 'Password must be at least 8 characters long.'],
    ['abcdefgh', 'Password must contain at least one uppercase letter.'],
    ['abcdefg1!', 'Password must contain at least one uppercase letter.'],
    ['ABCDEFGH', 'Password must contain at least one lowercase letter.'],
    ['ABCDEFG1!', 'Password must contain at least one lowercase letter.'],
    ['Abcdefgh', 'Password must contain at least one number.'],
    ['Abcdefgh!', 'Password must contain at least one number.'],
    ['Abcdefg1', 'Password must contain at least one special character.'],
    ['Abcdefg1-_', 'Password must contain at least one special character.'],
  ])('%j → %s', (password, message) => {
    expect(validatePassword(password, en)).toBe(message);
  });

  it('accepts each listed special character and exactly 8 characters', () => {
    expect(PASSWORD_SPECIALS).toBe('!@#$%^&*(),.?":{}|<>');
    for (const special of PASSWORD_SPECIALS) expect(validatePassword(`Abcdef1${special}`, en)).toBeUndefined();
  });
});

describe('validatePhone', () => {
  it('accepts digits of any length', () => {
    expect(validatePhone('9', true, en)).toBeUndefined();
    expect(validatePhone('98765432109876543210', true, en)).toBeUndefined();
  });
  it.each(['+919876543210', '98765 43210', '98765-43210', 'abc'])('rejects %j', (phone) => {
    expect(validatePhone(phone, false, en)).toBe('Phone number must contain only numbers');
  });
  it('lets an empty value pass while typing but not on submit', () => {
    expect(validatePhone('', false, en)).toBeUndefined();
    expect(validatePhone('', true, en)).toBe('Phone number must contain only numbers');
  });
});

describe('validateRegistration', () => {
  it('finds nothing wrong with a valid form', () => {
    expect(validateRegistration(valid, true, en)).toEqual({});
    expect(hasErrors(validateRegistration(valid, true, en))).toBe(false);
  });

  it('reports every field with its spec message', () => {
    const errors = validateRegistration(
      { name: '  ', email: 'bad', password: 'short', confirmPassword: 'x', phoneNumber: '12a' },
      true,
      en,
    );
    expect(errors).toEqual({
      name: 'Name is required',
      email: 'Invalid email format',
      password: 'Password must be at least 8 characters long.',
      confirmPassword: 'Passwords do not match',
      phoneNumber: 'Phone number must contain only numbers',
    });
    expect(hasErrors(errors)).toBe(true);
  });

  it('only fails an empty phone number on submit', () => {
    expect(validateRegistration({ ...valid, phoneNumber: '' }, false, en)).toEqual({});
    expect(validateRegistration({ ...valid, phoneNumber: '' }, true, en)).toEqual({
      phoneNumber: 'Phone number must contain only numbers',
    });
  });
});

describe('validateChangePassword', () => {
  it('accepts any new password of 8 characters that is confirmed', () => {
    expect(
      validateChangePassword({ currentPassword: 'old', newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' }, en),
    ).toEqual({});
  });

  it('reports the spec messages', () => {
    expect(validateChangePassword({ currentPassword: '', newPassword: '', confirmPassword: 'x' }, en)).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'New password is required',
      confirmPassword: 'Passwords do not match',
    });
    expect(
      validateChangePassword({ currentPassword: 'old', newPassword: 'short', confirmPassword: 'short' }, en),
    ).toEqual({
      newPassword: 'New password must be at least 8 characters long',
    });
  });
});

describe('validateResetPassword', () => {
  it('checks that the passwords match before their strength', () => {
    expect(validateResetPassword({ newPassword: 'weak', confirmPassword: 'other' }, en)).toBe('Passwords do not match');
    expect(validateResetPassword({ newPassword: 'weakpass', confirmPassword: 'weakpass' }, en)).toBe(
      'Password must contain at least one uppercase letter.',
    );
    expect(validateResetPassword({ newPassword: valid.password, confirmPassword: valid.password }, en)).toBeUndefined();
  });
});

describe('API schemas carry the same messages', () => {
  const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.success ? undefined : result.error?.issues[0]?.message;

  it('registerBody reports the first failing rule and trims name and email', () => {
    expect(firstMessage(registerBody.safeParse({ ...valid, password: 'abcdefgh', confirmPassword: 'abcdefgh' }))).toBe(
      messages.passwordNeedsUpper,
    );
    const parsed = registerBody.parse({ ...valid, name: ' Asha ', email: ' asha@example.com ' });
    expect(parsed).toMatchObject({ name: 'Asha', email: 'asha@example.com' });
  });

  it('loginBody needs both fields and lowercases the email', () => {
    expect(firstMessage(loginBody.safeParse({ email: '', password: 'x' }))).toBe(messages.emailRequired);
    expect(firstMessage(loginBody.safeParse({ email: 'a@b.co', password: '' }))).toBe(messages.passwordRequired);
    expect(loginBody.parse({ email: ' A@B.co ', password: 'x' }).email).toBe('a@b.co');
  });

  it('resetPasswordBody and changePasswordBody use the rules above', () => {
    expect(firstMessage(resetPasswordBody.safeParse({ token: 't', newPassword: 'a', confirmPassword: 'b' }))).toBe(
      messages.passwordsDoNotMatch,
    );
    expect(
      firstMessage(
        changePasswordBody.safeParse({ currentPassword: '', newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' }),
      ),
    ).toBe(messages.currentPasswordRequired);
  });
});

describe('the checks in a form on a Hindi page', () => {
  it('answer in the words they are given', () => {
    const input = { name: '', email: 'asha at example', password: 'Ab1!', confirmPassword: 'x', phoneNumber: '98x' };
    expect(validateRegistration(input, true, hiTexts)).toEqual({
      name: hiTexts.nameRequired,
      email: hiTexts.invalidEmail,
      password: hiTexts.passwordTooShort,
      confirmPassword: hiTexts.passwordsDoNotMatch,
      phoneNumber: hiTexts.phoneDigitsOnly,
    });
    expect(
      validateChangePassword({ currentPassword: '', newPassword: 'short', confirmPassword: 'short' }, hiTexts),
    ).toEqual({
      currentPassword: hiTexts.currentPasswordRequired,
      newPassword: hiTexts.newPasswordTooShort,
    });
    expect(validateResetPassword({ newPassword: 'abcdefgh1!', confirmPassword: 'abcdefgh1!' }, hiTexts)).toBe(
      hiTexts.passwordNeedsUpper,
    );
  });
});
