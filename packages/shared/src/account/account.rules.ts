/** The special characters a password must contain one of (spec §5). */
export const PASSWORD_SPECIALS = '!@#$%^&*(),.?":{}|<>';
export const MIN_PASSWORD_LENGTH = 8;
export const roles = ['customer', 'admin'] as const;
export type Role = (typeof roles)[number];
/** Redirect delay after registration, reset and password change (spec §9). */
export const REDIRECT_DELAY_MS = 2000;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/**
 * The words these rules answer with: the English spec texts on the server (account.schema.ts, whose
 * answers are put in the caller's language afterwards), the page's catalogue in a form. Always given:
 * a Hindi page's form then loads no English words with its rules.
 */
export type AccountWords = Record<
  | 'invalidEmail'
  | 'passwordTooShort'
  | 'passwordNeedsUpper'
  | 'passwordNeedsLower'
  | 'passwordNeedsNumber'
  | 'passwordNeedsSpecial'
  | 'phoneDigitsOnly'
  | 'nameRequired'
  | 'passwordsDoNotMatch'
  | 'currentPasswordRequired'
  | 'newPasswordRequired'
  | 'newPasswordTooShort',
  string
>;

/** Email looks like name@host.tld with no spaces. */
export function validateEmail(email: string, words: AccountWords): string | undefined {
  return EMAIL_PATTERN.test(email) ? undefined : words.invalidEmail;
}

/** Password strength, checked in the spec's order; the first failing rule wins. */
export function validatePassword(password: string, words: AccountWords): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return words.passwordTooShort;
  if (!/[A-Z]/.test(password)) return words.passwordNeedsUpper;
  if (!/[a-z]/.test(password)) return words.passwordNeedsLower;
  if (!/[0-9]/.test(password)) return words.passwordNeedsNumber;
  if (![...password].some((c) => PASSWORD_SPECIALS.includes(c))) return words.passwordNeedsSpecial;
  return undefined;
}

/** Digits only; on submit an empty value fails too. No length limit (spec §5). */
export function validatePhone(phone: string, onSubmit: boolean, words: AccountWords): string | undefined {
  if (phone === '') return onSubmit ? words.phoneDigitsOnly : undefined;
  return /^[0-9]+$/.test(phone) ? undefined : words.phoneDigitsOnly;
}

export type RegistrationInput = {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  phoneNumber: string;
};

/** Every registration rule of spec §5; `onSubmit` also fails an empty phone number. */
export function validateRegistration(
  input: RegistrationInput,
  onSubmit: boolean,
  words: AccountWords,
): FieldErrors<keyof RegistrationInput> {
  const errors: FieldErrors<keyof RegistrationInput> = {};
  if (input.name.trim() === '') errors.name = words.nameRequired;
  const email = validateEmail(input.email, words);
  if (email) errors.email = email;
  const password = validatePassword(input.password, words);
  if (password) errors.password = password;
  if (input.confirmPassword !== input.password) errors.confirmPassword = words.passwordsDoNotMatch;
  const phone = validatePhone(input.phoneNumber, onSubmit, words);
  if (phone) errors.phoneNumber = phone;
  return errors;
}

export type ChangePasswordInput = { currentPassword: string; newPassword: string; confirmPassword: string };

/** Change-password rules of spec §5. */
export function validateChangePassword(
  input: ChangePasswordInput,
  words: AccountWords,
): FieldErrors<keyof ChangePasswordInput> {
  const errors: FieldErrors<keyof ChangePasswordInput> = {};
  if (input.currentPassword === '') errors.currentPassword = words.currentPasswordRequired;
  if (input.newPassword === '') errors.newPassword = words.newPasswordRequired;
  else if (input.newPassword.length < MIN_PASSWORD_LENGTH) errors.newPassword = words.newPasswordTooShort;
  if (input.confirmPassword !== input.newPassword) errors.confirmPassword = words.passwordsDoNotMatch;
  return errors;
}

/** Reset password: the two passwords must match, else no call is made. */
export function validateResetPassword(
  input: { newPassword: string; confirmPassword: string },
  words: AccountWords,
): string | undefined {
  if (input.newPassword !== input.confirmPassword) return words.passwordsDoNotMatch;
  return validatePassword(input.newPassword, words);
}

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}
