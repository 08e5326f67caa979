import { describe, expect, it } from 'vitest';
import { productTextIn } from './product-text.rules.ts';

const product = {
  productName: 'Blue Floral Nighty',
  fabric: 'Cotton',
  description: 'A soft everyday nighty.',
  productNameHi: 'नीली फूलों वाली नाइटी',
  fabricHi: '',
  descriptionHi: '  ',
};

describe('productTextIn', () => {
  it('shows each Hindi text the admin filled, and the English where the Hindi is empty', () => {
    expect(productTextIn(product, 'hi')).toEqual({
      productName: 'नीली फूलों वाली नाइटी',
      fabric: 'Cotton',
      description: 'A soft everyday nighty.',
    });
  });

  it('shows the English on English pages, and for products without Hindi fields', () => {
    expect(productTextIn(product, 'en').productName).toBe('Blue Floral Nighty');
    expect(productTextIn({ productName: 'Mint', fabric: 'Satin', description: '' }, 'hi')).toEqual({
      productName: 'Mint',
      fabric: 'Satin',
      description: '',
    });
  });
});
