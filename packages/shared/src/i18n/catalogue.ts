import type { Language } from './languages.ts';
import type { Texts } from './texts.ts';

/**
 * One language's texts, loaded on their own (each language is its own module and chunk, so an English
 * page carries no Hindi words and a Hindi page no English catalogue). The web pages use this.
 */
// One loader per language, each its own function: the build gives each import its list of chunks to
// preload, and the minifier merged the two imports of a conditional into one call with the English list.
const loaders: Record<Language, () => Promise<Texts>> = {
  en: () => import('./texts.en.ts').then((m) => m.enTexts),
  hi: () => import('./texts.hi.ts').then((m) => m.hiTexts),
};

export function loadTexts(lang: Language): Promise<Texts> {
  return loaders[lang]();
}
