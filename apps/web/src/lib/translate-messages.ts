import { messages } from '@nidra/shared';
import type { Texts } from '@nidra/shared/i18n/texts';

/**
 * Server answers are English (`{message}`): on a page in another language, an answer the catalogue has
 * a key for is shown in that language's words, found by its English text; anything else as sent.
 */
export function messageTranslator(texts: Texts): (message: string) => string {
  const byEnglish = new Map<string, string>();
  for (const [key, english] of Object.entries(messages)) {
    const own = (texts as Record<string, unknown>)[key];
    if (typeof english === 'string' && typeof own === 'string') byEnglish.set(english, own);
  }
  return (message) => byEnglish.get(message) ?? message;
}
