import { loadTexts } from '@nidra/shared/i18n/catalogue';
import type { Language } from '@nidra/shared/i18n/language-list';
import type { CoreTexts, Texts } from '@nidra/shared/i18n/texts';

let page: { lang: Language; texts: CoreTexts; all?: Texts; loading?: Promise<Texts> } | undefined;

/**
 * The page's language and its catalogue, for code outside the screens (the API client's fallbacks and
 * its `Accept-Language`, the lazy loader's failure): the browser installs them once, before it draws
 * (main.tsx), since a page keeps its language until the next full load; the server's renderer installs
 * English (its in-process calls read the catalogue and show no message); component tests, English.
 * The browser installs the core words only (`all` comes with `loadPageTexts`); the server and tests the
 * whole catalogue. Screens read `useTexts()` or `useAllTexts()` instead.
 */
export function setPageLanguage(lang: Language, texts: CoreTexts, all?: Texts): void {
  page = { lang, texts, all };
}

function installed() {
  if (!page) throw new Error('No page language installed (setPageLanguage)');
  return page;
}

/** The page's core catalogue; nothing reads it before main.tsx installs it. */
export const pageTexts = (): CoreTexts => installed().texts;

/**
 * The page's whole catalogue, for the screens beyond the core words (sign-in, account, checkout...):
 * loaded once, by the route modules and parts that need it before they draw (`withAllTexts`).
 */
export function loadPageTexts(): Promise<Texts> {
  const p = installed();
  if (p.all) return Promise.resolve(p.all);
  p.loading ??= loadTexts(p.lang).then(
    (all) => (p.all = all),
    (err: unknown) => {
      p.loading = undefined;
      throw err;
    },
  );
  return p.loading;
}

/** The whole catalogue once loaded (`loadPageTexts`), else undefined. */
export const loadedPageTexts = (): Texts | undefined => page?.all;

/** The whole catalogue, for calls made by screens that loaded it (they draw only after it is in). */
export function pageAllTexts(): Texts {
  const all = installed().all;
  if (!all) throw new Error('The page catalogue is not loaded (loadPageTexts)');
  return all;
}

/** Starts `load` and the page's whole catalogue together: for screens that read `useAllTexts()`. */
export const withAllTexts = <T>(load: Promise<T>): Promise<T> =>
  Promise.all([load, loadPageTexts()]).then(([mod]) => mod);

/** The page's language, which the API client asks the server to answer in. */
export const pageLanguage = (): Language => page?.lang ?? 'en';
