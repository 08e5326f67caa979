import type { Language } from './languages.ts';
import { enTexts } from './texts.en.ts';
import { hiTexts } from './texts.hi.ts';
import type { Texts } from './texts.ts';

const catalogues: Record<Language, Texts> = { en: enTexts, hi: hiTexts };

/**
 * Every language's texts at hand, for the server (mails, answers, server-rendered pages) and tests. A
 * browser bundle imports loadTexts (catalogue.ts) or one language's module instead, never this file.
 */
export const textsFor = (lang: Language): Texts => catalogues[lang];
