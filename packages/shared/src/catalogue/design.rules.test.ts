import { describe, expect, it } from 'vitest';
import { designName, sizesLabel, sortSizes } from './design.rules.ts';

describe('design rules', () => {
  it('orders sizes as a shopper reads them', () => {
    expect(sortSizes(['XL', '3XL', 'S', 'XXL', 'M', 'XS', 'L', 'M', '4XL'])).toEqual([
      'XS',
      'S',
      'M',
      'L',
      'XL',
      'XXL',
      '3XL',
      '4XL',
    ]);
  });

  it('labels a run, a pair and a single size', () => {
    expect(sizesLabel(['XXL', 'S', 'M', 'L', 'XL'])).toBe('Sizes S–XXL');
    expect(sizesLabel(['L', 'S'])).toBe('Sizes S, L');
    expect(sizesLabel(['Free Size'])).toBe('Size Free Size');
    expect(sizesLabel([''])).toBe('');
  });

  it('takes the size off the end of a name', () => {
    expect(designName('Rose Cotton Nighty - M', 'M')).toBe('Rose Cotton Nighty');
    expect(designName('Rose Cotton Nighty (XL)', 'XL')).toBe('Rose Cotton Nighty');
    expect(designName('Rose Cotton Nighty XXL', 'XXL')).toBe('Rose Cotton Nighty');
    expect(designName('Rose Cotton Nighty', 'M')).toBe('Rose Cotton Nighty');
    expect(designName('Small Mauve Set', 'S')).toBe('Small Mauve Set');
  });
});
