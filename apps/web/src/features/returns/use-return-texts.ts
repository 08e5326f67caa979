import { type ReturnTexts, returnAnswerIn, returnTextsFor } from '@nidra/shared/returns/return-texts';
import { useLanguage } from '../../lib/texts.tsx';

/** The returns screens' words in the page's language (kept out of the page catalogues, return-texts.ts). */
export const useReturnTexts = (): ReturnTexts => returnTextsFor(useLanguage());

/** A server answer about a return in the page's language (returnAnswerIn). */
export function useReturnAnswer(): (message: string) => string {
  const lang = useLanguage();
  return (message) => returnAnswerIn(lang, message);
}
