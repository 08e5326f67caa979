import { type ReturnTexts, returnTextsFor } from '@nidra/shared/returns/return-texts';
import { useLanguage } from '../../lib/texts.tsx';

/** The returns screens' words in the page's language (kept out of the page catalogues, return-texts.ts). */
export const useReturnTexts = (): ReturnTexts => returnTextsFor(useLanguage());
