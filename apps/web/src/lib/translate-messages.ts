import type { Texts } from '@nidra/shared/i18n/texts';

let translate: (message: string) => string = (message) => message;

/**
 * Server answers (`{message}`) and shared rules' words (an order's status) are English: on a page in
 * another language, a text the catalogue has a key for is shown in that language's words, found by
 * its English text; anything else as it is (ADR 0029).
 */
export function messageTranslator(english: Texts, own: Texts): (message: string) => string {
  const byEnglish = new Map<string, string>();
  for (const [key, text] of Object.entries(english)) {
    const theirs = (own as Record<string, unknown>)[key];
    if (typeof text === 'string' && typeof theirs === 'string') byEnglish.set(text, theirs);
  }
  return (message) => byEnglish.get(message) ?? message;
}

/** A Hindi page installs its translator once both catalogues are in (main.tsx). */
export function setMessageTranslator(fn: (message: string) => string): void {
  translate = fn;
}

/** An English text in the page's language (itself on English pages). */
export const translateMessage = (message: string): string => translate(message);
