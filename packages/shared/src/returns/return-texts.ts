import type { Language } from '../i18n/languages.ts';
import { type ReturnTexts, returnTextsEn } from './return-texts.en.ts';
import { returnTextsHi } from './return-texts.hi.ts';

export type { ReturnTexts } from './return-texts.en.ts';

/**
 * The returns and exchanges screens' words, per language (ADR 0027, 0029). They are not in the page
 * catalogues, which every page loads: only the returns screens load them, their language's module
 * alone (load-return-texts.ts), so the other pages' first script stays as it was. Both languages here,
 * for the server and tests.
 */
export const RETURN_TEXTS: Record<Language, ReturnTexts> = { en: returnTextsEn, hi: returnTextsHi };
export const returnTextsFor = (lang: Language): ReturnTexts => RETURN_TEXTS[lang];
