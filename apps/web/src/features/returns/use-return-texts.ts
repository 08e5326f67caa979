import type { Language } from '@nidra/shared/i18n/languages';
import { loadReturnTexts } from '@nidra/shared/returns/load-return-texts';
import type { ReturnTexts } from '@nidra/shared/returns/return-texts';
import { use } from 'react';
import { useLanguage } from '../../lib/texts.tsx';

const loaded: Partial<Record<Language, ReturnTexts>> = {};
const loading: Partial<Record<Language, Promise<ReturnTexts>>> = {};

/**
 * Loads one language's returns words, once (a failed load is tried again next time). The routes whose
 * screens show them await this with their module (routes.tsx), so those screens never wait for them.
 */
export function preloadReturnTexts(lang: Language): Promise<ReturnTexts> {
  loading[lang] ??= loadReturnTexts(lang).then(
    (words) => (loaded[lang] = words),
    (err: unknown) => {
      loading[lang] = undefined;
      throw err;
    },
  );
  return loading[lang];
}

/**
 * The returns screens' words in the page's language, only that language's module (kept out of the
 * page catalogues, return-texts.ts); a screen drawn before they are in waits for them (Suspense).
 */
export function useReturnTexts(): ReturnTexts {
  const lang = useLanguage();
  return loaded[lang] ?? use(preloadReturnTexts(lang));
}
