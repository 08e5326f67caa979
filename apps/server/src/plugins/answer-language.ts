import { type Language, languageFromAcceptLanguage } from '@nidra/shared/i18n/languages';
import { textsFor } from '@nidra/shared/i18n/texts-for';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Where a text lives in every language's catalogue: its keys. */
type Path = string[];
/** A catalogue text found in an English answer, with the values a text written with values was given. */
type Found = { path: Path; values: string[] };
/** A text written with values, as a pattern of its English words; `order[i]` is the argument of group i. */
type Pattern = { path: Path; pattern: RegExp; order: number[]; literal: number };

// A marker no text holds (a private-use character), around the argument's index.
const marker = (i: number) => `\uE000${i}\uE000`;
const MARKER = /\uE000(\d+)\uE000/;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English function called with a marker per argument: its words escaped, each marker a group.
 * Only sentences (ending . ? !): a label such as `Order ${label}` would match any answer starting with
 * "Order ". A function that transforms an argument (money from paise) leaves no marker and is skipped.
 */
function patternOf(path: Path, english: (...args: string[]) => string): Pattern | undefined {
  let text: string;
  try {
    text = english(...Array.from({ length: english.length }, (_, i) => marker(i)));
  } catch {
    return undefined;
  }
  const parts = text.split(MARKER); // words, argument, words, argument, ..., words
  const literals = parts.filter((_, i) => i % 2 === 0);
  const order = parts.filter((_, i) => i % 2 === 1).map(Number);
  if (!/[.?!]\W*$/.test(text) || order.length !== english.length || new Set(order).size !== order.length) return;
  const pattern = new RegExp(`^${literals.map(escapeRegExp).join('(.+?)')}$`, 's');
  return { path, pattern, order, literal: literals.join('').length };
}

const TEXTS = new Map<string, Path>();
const PATTERNS: Pattern[] = [];
(function learn(node: unknown, path: Path) {
  // A label in a list (`addressFieldLabels.phoneNumber`, path longer than [key]) never displaces a
  // catalogue's own text of the same English words.
  if (typeof node === 'string') {
    if (path.length === 1 || !TEXTS.has(node)) TEXTS.set(node, path);
  } else if (typeof node === 'function') {
    const pattern = patternOf(path, node as (...args: string[]) => string);
    if (pattern) PATTERNS.push(pattern);
  } else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) learn(value, [...path, key]);
})(textsFor('en'), []);
// The most specific first: "… must be at most 100 characters long." is fieldTooLong, not fieldTooLarge.
PATTERNS.sort((a, b) => b.literal - a.literal);

/** The catalogue text an English answer is: a text as it is, else the most specific text with values. */
function find(message: string): Found | undefined {
  const path = TEXTS.get(message);
  if (path) return { path, values: [] };
  for (const { path, pattern, order } of PATTERNS) {
    const groups = pattern.exec(message)?.slice(1);
    if (!groups) continue;
    const values: string[] = []; // in the order of the function's parameters
    order.forEach((arg, group) => {
      values[arg] = groups[group];
    });
    return { path, values };
  }
  return undefined;
}

const at = (lang: Language, path: Path): unknown =>
  path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], textsFor(lang));

/**
 * A value as the language's function takes it: a catalogue text in its words (a field name, as
 * validation writes it in lower case or as the form's label), a number as a number (some texts say
 * "1 piece" but "2 pieces"), anything else (a state, an amount, a code) as it is.
 */
function valueIn(lang: Language, value: string): string | number {
  const path = TEXTS.get(value) ?? TEXTS.get(value.charAt(0).toUpperCase() + value.slice(1));
  const words = path && at(lang, path);
  if (typeof words === 'string') return words;
  return value.trim() !== '' && String(Number(value)) === value ? Number(value) : value;
}

function wordIn(lang: Language, { path, values }: Found): string | undefined {
  const words = at(lang, path);
  const worded = typeof words === 'function' ? words(...values.map((value) => valueIn(lang, value))) : words;
  return typeof worded === 'string' ? worded : undefined;
}

/**
 * Every `{message}` answer (errors and outcomes alike) in the language the caller asks for with
 * `Accept-Language`, where the catalogue knows the text, values and all ("Only 3 left in stock."): the
 * storefront's API client sends the page's language, so a Hindi page needs no English catalogue to
 * show the server's words (ADR 0029). One place, after the routes and the error handler have worded the
 * answer in English; other fields are data.
 */
export const answerLanguagePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    const message = (payload as { message?: unknown } | null)?.message;
    const found = typeof message === 'string' ? find(message) : undefined;
    if (!found) return payload;
    // The same answer reads differently by the header: a cache must keep the languages apart.
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${vary}, accept-language` : 'accept-language');
    const lang = languageFromAcceptLanguage(request.headers['accept-language']);
    const translated = lang === 'en' ? undefined : wordIn(lang, found);
    return translated ? { ...(payload as object), message: translated } : payload;
  });
});
