import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages.ts';
import { returnMessages } from './return.messages.ts';
import { RETURN_TEXTS } from './return-texts.ts';

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
  const english = leaves(RETURN_TEXTS.en);

  it.each(LANGUAGES)('%s has a text for every key, with the English call signatures', (lang) => {
    const theirs = leaves(RETURN_TEXTS[lang]);
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
    expect(RETURN_TEXTS.en.returnsTitle).toBe(returnMessages.returnsTitle);
    expect(RETURN_TEXTS.en.returnWindowNote(30)).toBe(returnMessages.returnWindowNote(30));
    expect(RETURN_TEXTS.hi.returnPickupAwb('AWB1')).toBe('पिकअप AWB AWB1');
  });
});
