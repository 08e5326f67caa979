import { LANGUAGES, type Language, languageFromAcceptLanguage } from '@nidra/shared/i18n/languages';
import { textsFor } from '@nidra/shared/i18n/texts-for';
import { returnTextsFor } from '@nidra/shared/returns/return-texts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A language's words for each English text its catalogues have a key for, found by the English text
 * (the answers are worded in English where they are made). Texts written with a value in them (e.g.
 * "Only 3 left in stock.") are not found and stay English.
 */
function wordsByEnglish(lang: Language): Map<string, string> {
  const words = new Map<string, string>();
  // The page catalogue, and the returns screens' words, which live apart from it (return-texts.ts).
  for (const [english, theirs] of [
    [textsFor('en'), textsFor(lang)],
    [returnTextsFor('en'), returnTextsFor(lang)],
  ] as Record<string, unknown>[][]) {
    for (const [key, text] of Object.entries(english)) {
      if (typeof text === 'string' && typeof theirs[key] === 'string') words.set(text, theirs[key] as string);
    }
  }
  return words;
}

const WORDS = new Map<Language, Map<string, string>>(
  LANGUAGES.filter((lang) => lang !== 'en').map((lang) => [lang, wordsByEnglish(lang)]),
);
const KNOWN = new Set([...WORDS.values()].flatMap((words) => [...words.keys()]));

/**
 * Every `{message}` answer (errors and outcomes alike) in the language the caller asks for with
 * `Accept-Language`, where the catalogue knows the text: the storefront's API client sends the page's
 * language, so a Hindi page needs no English catalogue to show the server's words (ADR 0029). One
 * place, after the routes and the error handler have worded the answer; other fields are data.
 */
export const answerLanguagePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    const message = (payload as { message?: unknown } | null)?.message;
    if (typeof message !== 'string' || !KNOWN.has(message)) return payload;
    // The same answer reads differently by the header: a cache must keep the languages apart.
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${vary}, accept-language` : 'accept-language');
    const words = WORDS.get(languageFromAcceptLanguage(request.headers['accept-language']));
    const translated = words?.get(message);
    return translated ? { ...(payload as object), message: translated } : payload;
  });
});
