import type { Language } from '@nidra/shared/i18n/language-list';

/**
 * The headers of a call to the API: the page's language (the server answers `{message}` in it) and,
 * when signed in, the token. The API client and the boot script's early reads (early-reads.ts) build
 * them here, so an early read matches the app's own call header for header.
 */
export function apiHeaders(lang: Language, token: string | null): Record<string, string> {
  return token ? { 'Accept-Language': lang, Authorization: `Bearer ${token}` } : { 'Accept-Language': lang };
}
