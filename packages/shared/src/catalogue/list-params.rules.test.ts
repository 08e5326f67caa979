import { describe, expect, it } from 'vitest';
import { listFilters } from './catalogue.schema.ts';
import { listParamsQuery, readListParams } from './list-params.rules.ts';
import { normaliseSearchText, searchWords } from './search.rules.ts';

describe('list params in the URL', () => {
  it('reads what the server accepts and writes it back in a fixed order', () => {
    const url = new URLSearchParams('inStock=1&size=M&sort=price-asc&minPrice=500&maxPrice=1500&fabric=Cotton');
    const params = readListParams(url);
    expect(params).toEqual({
      sort: 'price-asc',
      size: 'M',
      minPrice: 500,
      maxPrice: 1500,
      fabric: 'Cotton',
      inStock: true,
    });
    expect(listParamsQuery(params).toString()).toBe(
      'sort=price-asc&size=M&minPrice=500&maxPrice=1500&fabric=Cotton&inStock=1',
    );
    expect(listFilters.safeParse(Object.fromEntries(listParamsQuery(params))).success).toBe(true);
  });

  it('drops what the server would refuse, so a hand-edited link still shows a list', () => {
    const url = new URLSearchParams('sort=cheapest&minPrice=-5&maxPrice=abc&inStock=yes');
    expect(readListParams(url)).toEqual({});
    expect(readListParams(new URLSearchParams('size=&fabric=%20'))).toEqual({});
    for (const [k, v] of url) expect(listFilters.safeParse({ [k]: v }).success, k).toBe(false);
  });
});

describe('search text', () => {
  it('makes the spellings shoppers mix up one', () => {
    expect(normaliseSearchText('  Co-Ord  SET ')).toBe('coord set');
    expect(normaliseSearchText('co ord')).toBe('coord');
    expect(normaliseSearchText('Pajama')).toBe('pyjama');
    expect(searchWords("Pink nig'")).toEqual(['pink', 'nig']);
    expect(searchWords('!!')).toEqual([]);
  });
});
