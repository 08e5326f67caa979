import { shopperMessages as messages } from '../shopper.messages.ts';

/** The special characters a password must contain one of (spec §5). */
export const PASSWORD_SPECIALS = '!@#$%^&*(),.?":{}|<>';
export const MIN_PASSWORD_LENGTH = 8;
export const roles = ['customer', 'admin'] as const;
export type Role = (typeof roles)[number];
/** Redirect delay after registration, reset and password change (spec §9). */
export const REDIRECT_DELAY_MS = 2000;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** Email looks like name@host.tld with no spaces. */
export function validateEmail(email: string): string | undefined {
  return EMAIL_PATTERN.test(email) ? undefined : messages.invalidEmail;
}

/** Password strength, checked in the spec's order; the first failing rule wins. */
export function validatePassword(password: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return messages.passwordTooShort;
  if (!/[A-Z]/.test(password)) return messages.passwordNeedsUpper;
  if (!/[a-z]/.test(password)) return messages.passwordNeedsLower;
  if (!/[0-9]/.test(password)) return messages.passwordNeedsNumber;
  if (![...password].some((c) => PASSWORD_SPECIALS.includes(c))) return messages.passwordNeedsSpecial;
  return undefined;
}

/** Digits only; on submit an empty value fails too. No length limit (spec §5). */
export function validatePhone(phone: string, onSubmit: boolean): string | undefined {
  if (phone === '') return onSubmit ? messages.phoneDigitsOnly : undefined;
  return /^[0-9]+$/.test(phone) ? undefined : messages.phoneDigitsOnly;
}

export type RegistrationInput = {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  phoneNumber: string;
};

/** Every registration rule of spec §5; `onSubmit` also fails an empty phone number. */
export function validateRegistration(input: RegistrationInput, onSubmit = true): FieldErrors<keyof RegistrationInput> {
  const errors: FieldErrors<keyof RegistrationInput> = {};
  if (input.name.trim() === '') errors.name = messages.nameRequired;
  const email = validateEmail(input.email);
  if (email) errors.email = email;
  const password = validatePassword(input.password);
  if (password) errors.password = password;
  if (input.confirmPassword !== input.password) errors.confirmPassword = messages.passwordsDoNotMatch;
  const phone = validatePhone(input.phoneNumber, onSubmit);
  if (phone) errors.phoneNumber = phone;
  return errors;
}

export type ChangePasswordInput = { currentPassword: string; newPassword: string; confirmPassword: string };

/** Change-password rules of spec §5. */
export function validateChangePassword(input: ChangePasswordInput): FieldErrors<keyof ChangePasswordInput> {
  const errors: FieldErrors<keyof ChangePasswordInput> = {};
  if (input.currentPassword === '') errors.currentPassword = messages.currentPasswordRequired;
  if (input.newPassword === '') errors.newPassword = messages.newPasswordRequired;
  else if (input.newPassword.length < MIN_PASSWORD_LENGTH) errors.newPassword = messages.newPasswordTooShort;
  if (input.confirmPassword !== input.newPassword) errors.confirmPassword = messages.passwordsDoNotMatch;
  return errors;
}

/** Reset password: the two passwords must match, else no call is made. */
export function validateResetPassword(input: { newPassword: string; confirmPassword: string }): string | undefined {
  if (input.newPassword !== input.confirmPassword) return messages.passwordsDoNotMatch;
  return validatePassword(input.newPassword);
}

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}
