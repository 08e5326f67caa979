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
});
