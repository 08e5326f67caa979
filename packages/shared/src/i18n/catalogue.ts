import type { Language } from './languages.ts';
import type { CoreTexts, Texts } from './texts.ts';

/**
 * One language's texts, loaded on their own (each language is its own module and chunk, so an English
 * page carries no Hindi words and a Hindi page no English catalogue). The web pages use this: every page
 * loads its language's core words first, the screens beyond them the whole catalogue.
 */
// One loader per language, each its own function: the build gives each import its list of chunks to
// preload, and the minifier merged the two imports of a conditional into one call with the English list.
const coreLoaders: Record<Language, () => Promise<CoreTexts>> = {
  en: () => import('./texts.en.core.ts').then((m) => m.enCoreTexts),
  hi: () => import('./texts.hi.core.ts').then((m) => m.hiCoreTexts),
};
const loaders: Record<Language, () => Promise<Texts>> = {
  en: () => import('./texts.en.ts').then((m) => m.enTexts),
  hi: () => import('./texts.hi.ts').then((m) => m.hiTexts),
};

/** The words every storefront page draws, in `lang`. */
export function loadCoreTexts(lang: Language): Promise<CoreTexts> {
  return coreLoaders[lang]();
}

/** The whole catalogue in `lang` (its core part is the same module `loadCoreTexts` loads). */
export function loadTexts(lang: Language): Promise<Texts> {
  return loaders[lang]();
}
