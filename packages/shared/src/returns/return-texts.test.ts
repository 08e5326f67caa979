import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../i18n/languages.ts';
import { textsFor } from '../i18n/texts-for.ts';
import { returnMessages } from './return.messages.ts';
import { returnTextsEn } from './return-texts.en.ts';

/** The returns words as a language's whole catalogue holds them, in the English part's order. */
const returnWordsIn = (lang: Language) =>
  Object.fromEntries(Object.keys(returnTextsEn).map((k) => [k, (textsFor(lang) as Record<string, unknown>)[k]]));

/** Every text with its dotted key ("returnStatusLabels.REFUNDED"). */
const leaves = (value: unknown, path = ''): [string, unknown][] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k))
    : [[path, value]];

/** A function text called with sample arguments (a count, then a label). */
const sampled = (v: unknown) => (typeof v === 'function' ? String(v(3, 'ORD1042')) : v);

/** What Hindi shoppers read in Latin letters too. */
const LATIN_IN_HINDI = new Set(['returnPayoutUpi', 'returnIfsc']);

describe('the returns and exchanges words', () => {
  const english = leaves(returnWordsIn('en'));

  it('are the English catalogue’s, each under a key no other text of it has', () => {
    const en = textsFor('en') as Record<string, unknown>;
    for (const [key, words] of Object.entries(returnTextsEn)) expect(en[key], key).toBe(words);
  });

  it.each(LANGUAGES)('%s has a text for every key, with the English call signatures', (lang) => {
    const theirs = leaves(returnWordsIn(lang));
    expect(theirs.map(([k]) => k)).toEqual(english.map(([k]) => k));
    for (const [key, value] of theirs) {
      const same = english.find(([k]) => k === key)?.[1];
      expect(typeof value, key).toBe(typeof same);
      if (typeof value === 'function') expect(value.length, key).toBe((same as () => string).length);
      expect(String(sampled(value)).trim(), key).not.toBe('');
      if (lang === 'hi' && !LATIN_IN_HINDI.has(key)) expect(sampled(value), key).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('keeps the English words the returns screens always had', () => {
    expect(textsFor('en').returnsTitle).toBe(returnMessages.returnsTitle);
    expect(textsFor('en').returnWindowNote(30)).toBe(returnMessages.returnWindowNote(30));
    expect(textsFor('hi').returnPickupAwb('AWB1')).toBe('पिकअप AWB AWB1');
  });
});
