import type { Language } from '../i18n/languages.ts';
import type { Widen } from '../i18n/texts.ts';
import { returnKindLabels, returnReasonLabels, returnShopperMessages, returnStatusLabels } from './return.messages.ts';
import { returnTextsHi } from './return-texts.hi.ts';

/**
 * The returns and exchanges screens' words, per language (ADR 0027, 0029). They are not in the page
 * catalogues, which every page loads: only the returns screens import them, so the other pages' first
 * script stays as it was. The English ones are the shopper's half of the existing exports, spread.
 */
export const returnTextsEn = {
  ...returnShopperMessages,
  returnReasonLabels,
  returnKindLabels,
  returnStatusLabels,
  returnForOrder: (kind: string, label: string) => `${kind} for ${label}`,
  returnAskedOn: (date: string) => `asked ${date}`,
  returnRequestPageDescription: 'Return or exchange pieces of a delivered order.',
  returnsPageDescription: 'Your returns and exchanges.',
};

/** What every language's returns words hold: the English keys and call signatures. */
export type ReturnTexts = Widen<typeof returnTextsEn>;

export const RETURN_TEXTS: Record<Language, ReturnTexts> = { en: returnTextsEn, hi: returnTextsHi };
export const returnTextsFor = (lang: Language): ReturnTexts => RETURN_TEXTS[lang];
