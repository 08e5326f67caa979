import { z } from 'zod';

import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './language-list.ts';

// The list itself is zod-free (language-list.ts), so the browser's first load carries no zod for it.
export { DEFAULT_LANGUAGE, LANGUAGE_LOCALES, LANGUAGE_NAMES, LANGUAGES, type Language } from './language-list.ts';

/** The cookie that remembers a visitor's choice (signed-in or not); the account keeps its own copy. */
export const LANGUAGE_COOKIE = 'lang';
/** A year: the choice outlives sessions. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export const languageSchema = z.enum(LANGUAGES);
export const setLanguageSchema = z.object({ language: languageSchema }).strict();

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** A stored or sent value read as a language; anything else is the default. */
export const languageOr = (value: unknown): Language => (isLanguage(value) ? value : DEFAULT_LANGUAGE);

/** The language a `Cookie` request header names (`lang=hi`), or undefined when none or an unknown one. */
export function languageFromCookie(header: string | undefined): Language | undefined {
  const value = header
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return isLanguage(value) ? value : undefined;
}

/**
 * The language an `Accept-Language` header names first among ours ('hi', 'hi-IN', 'en-GB,en;q=0.9'),
 * else the default: the language the server words its `{message}` answers in. The storefront's API
 * client sends the page's own ('en' or 'hi'); callers that send none, or `*`, get English.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language {
  for (const part of header?.split(',') ?? []) {
    const primary = part.split(';')[0].trim().toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** The `Set-Cookie` value that remembers a language for a year on the whole site; Secure over HTTPS. */
export function languageCookie(lang: Language, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
