import type { Language } from '../i18n/languages.ts';
import type { ReturnTexts } from './return-texts.en.ts';

// One loader per language, each its own function and importing nothing else of the returns words: the
// minifier merges the two imports of a conditional into one call with both chunks' preload lists
// (i18n/catalogue.ts), and a static import of both (return-texts.ts) would put them in one chunk.
const loaders: Record<Language, () => Promise<ReturnTexts>> = {
  en: () => import('./return-texts.en.ts').then((m) => m.returnTextsEn),
  hi: () => import('./return-texts.hi.ts').then((m) => m.returnTextsHi),
};

/** One language's returns words, each language a chunk of its own (the web's returns screens use this). */
export const loadReturnTexts = (lang: Language): Promise<ReturnTexts> => loaders[lang]();
