import { DEFAULT_LANGUAGE, type Language } from './language-list.ts';

/**
 * Each language's URL prefix (ADR 0029): English at `/`, Hindi at `/hi/`. The prefix is the router's
 * basename, so the one route tree serves both and every link inside a Hindi page stays in `/hi/`.
 */
export const LANGUAGE_BASES: Record<Language, string> = { en: '', hi: '/hi' };

/** The language a path is written in: `/hi` and `/hi/...` are Hindi, everything else English. */
export function languageOfPath(pathname: string): Language {
  return pathname === '/hi' || pathname.startsWith('/hi/') ? 'hi' : DEFAULT_LANGUAGE;
}

/** The router's basename for a language: '' (none) for English, `/hi` for Hindi. */
export const basenameFor = (lang: Language): string => LANGUAGE_BASES[lang];

/** A path without its language prefix: `/hi/cart` → `/cart`, `/hi` → `/`. */
export function pathWithoutLanguage(pathname: string): string {
  const base = LANGUAGE_BASES[languageOfPath(pathname)];
  return base ? pathname.slice(base.length) || '/' : pathname;
}

/** The same page in `lang`: `/cart?x=1` → `/hi/cart?x=1`; `/` → `/hi/`. */
export function pathIn(lang: Language, path: string): string {
  const bare = pathWithoutLanguage(path);
  const base = LANGUAGE_BASES[lang];
  return base ? `${base}${bare}` : bare;
}

/** Open Graph's locale of each language (`og:locale`). */
export const OG_LOCALES: Record<Language, string> = { en: 'en_IN', hi: 'hi_IN' };
