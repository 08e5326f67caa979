import type { Language } from '@nidra/shared/i18n/languages';
import type { ComponentType } from 'react';
import { pageTexts, withAllTexts } from '../lib/page-language.ts';
import type { RoutePrefetch } from './route-data.ts';

/** Script chunks load lazily with a 120000 ms timeout (spec §1, §8). */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A route module: the screen as default export and, for pages with data, what to prefetch. */
export type RouteModule = { default: ComponentType; prefetch?: RoutePrefetch };

/**
 * A page of the app: its route module, loaded the first time the page is shown. `module` is the
 * module's path from the repository's root: the server names the module's file and the files it imports
 * in the page's HTML, so the browser fetches them beside the app rather than one after another
 * (page-hints.ts, ADR 0028). Storefront pages name it; a test checks each name against its import.
 */
export type LazyPage = {
  load: () => Promise<RouteModule>;
  module?: string;
  loaded?: RouteModule;
  loading?: Promise<RouteModule>;
};

/** A page whose module is imported by `load` (a dynamic import, so each page is its own chunk). */
export const lazyPage = (load: () => Promise<RouteModule>, module?: string): LazyPage => ({ load, module });

/**
 * A page whose module is one per language (its words are in it, ADR 0029): each language's LazyPage is
 * its own chunk, so a page downloads only its language's. Never one LazyPage whose import depends on
 * the language: a loaded module is kept for the whole process, and the server renders both languages.
 */
export type PageByLanguage = Record<Language, LazyPage>;

/**
 * The module a route shows in the page's language: the server's render, the browser's load before it
 * hydrates and the screen itself all choose through this, so they draw the same module.
 */
export const pageIn = (page: LazyPage | PageByLanguage, lang: Language): LazyPage =>
  'load' in page ? page : page[lang];

/**
 * A page beyond the core words (sign-in, account, checkout, orders...): its module and the page's
 * whole catalogue load together, before it draws (its screens read `useAllTexts()`).
 */
export const accountPage = (load: () => Promise<RouteModule>): LazyPage => lazyPage(() => withAllTexts(load()));

/** The page's module: once loaded it is kept, and every caller shares the one import in flight. */
export function loadPage(page: LazyPage): Promise<RouteModule> {
  if (page.loaded) return Promise.resolve(page.loaded);
  page.loading ??= withTimeout(page.load()).then(
    (mod) => {
      page.loaded = mod;
      return mod;
    },
    (err: unknown) => {
      // A later visit tries again.
      page.loading = undefined;
      throw err;
    },
  );
  return page.loading;
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(pageTexts().loadingChunkFailed)), CHUNK_TIMEOUT_MS);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      () => {
        clearTimeout(timer);
        reject(new Error(pageTexts().loadingChunkFailed));
      },
    );
  });
}
