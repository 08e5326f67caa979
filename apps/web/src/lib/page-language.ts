import type { Language } from '@nidra/shared/i18n/language-list';
import type { Texts } from '@nidra/shared/i18n/texts';

let page: { lang: Language; texts: Texts } | undefined;

/**
 * The page's language and its catalogue, for code outside the screens (the API client's fallbacks and
 * its `Accept-Language`, the lazy loader's failure): the browser installs them once, before it draws
 * (main.tsx), since a page keeps its language until the next full load; the server's renderer installs
 * English (its in-process calls read the catalogue and show no message); component tests, English.
 * Screens read `useTexts()` instead.
 */
export function setPageLanguage(lang: Language, texts: Texts): void {
  page = { lang, texts };
}

/** The page's catalogue; nothing reads it before main.tsx installs it. */
export function pageTexts(): Texts {
  if (!page) throw new Error('No page language installed (setPageLanguage)');
  return page.texts;
}

/** The page's language, which the API client asks the server to answer in. */
export const pageLanguage = (): Language => page?.lang ?? 'en';
