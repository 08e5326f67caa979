import type { Language } from './languages.ts';
import type { Texts } from './texts.ts';

/**
 * One language's texts, loaded on their own (each language is its own module and chunk, so an English
 * page carries no Hindi words and a Hindi page no English catalogue). The web pages use this.
 */
export function loadTexts(lang: Language): Promise<Texts> {
  return lang === 'hi'
    ? import('./texts.hi.ts').then((m) => m.hiTexts)
    : import('./texts.en.ts').then((m) => m.enTexts);
}
