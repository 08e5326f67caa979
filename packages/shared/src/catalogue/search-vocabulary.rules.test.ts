import { describe, expect, it } from 'vitest';
import { searchTerms } from './search-vocabulary.rules.ts';

describe('searchTerms', () => {
  it('maps the words shoppers use to the shop’s words, plurals and two-word spellings too', () => {
    expect(searchTerms('night dress')).toEqual([{ word: 'nightdress', alternatives: ['nighty'] }]);
    expect(searchTerms('Night-Dresses')).toEqual([{ word: 'nightdresses', alternatives: ['nighty'] }]);
    expect(searchTerms('night suit')).toEqual([
      { word: 'night', alternatives: [] },
      { word: 'suit', alternatives: [] },
    ]);
    expect(searchTerms('night dresses')).toEqual([{ word: 'nightdresses', alternatives: ['nighty'] }]);
    expect(searchTerms('nightgown')).toEqual([{ word: 'nightgown', alternatives: ['nighty', 'gown'] }]);
    expect(searchTerms('pink PJs')).toEqual([
      { word: 'pink', alternatives: [] },
      { word: 'pjs', alternatives: ['pyjama'] },
    ]);
    expect(searchTerms('pajama')).toEqual([{ word: 'pyjama', alternatives: [] }]);
    expect(searchTerms('kurtis')).toEqual([{ word: 'kurtis', alternatives: ['kurta'] }]);
    expect(searchTerms('kurta')).toEqual([{ word: 'kurta', alternatives: ['kurti'] }]);
  });

  it('reads Devanagari and Hinglish as the shop’s English words', () => {
    const words = (q: string) => searchTerms(q).map((t) => t.word);
    expect(words('नाइटी')).toEqual(['nighty']);
    expect(words('नाइट सूट')).toEqual(['night', 'suit']);
    expect(words('नाइटसूट')).toEqual(['night', 'suit']);
    expect(words('कॉटन कुर्ती')).toEqual(['cotton', 'kurti']);
    expect(words('पायजामा')).toEqual(['pyjama']);
    expect(words('नाइटीज़')).toEqual(['nighty']);
    expect(words('naiti')).toEqual(['nighty']);
    expect(words('Kurthis')).toEqual(['kurti']);
    expect(searchTerms('कुर्ती')).toEqual([{ word: 'kurti', alternatives: ['kurta'] }]);
    // A Devanagari word the table does not know stays whole, vowel signs and all.
    expect(words('गुलाबी')).toEqual(['गुलाबी']);
  });
});
