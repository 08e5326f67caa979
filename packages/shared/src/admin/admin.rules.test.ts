import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { cancelRestocks } from './order-stock.rules.ts';
import { isRequiredProductField, isValidPriceForm, missingProductField } from './product-form.rules.ts';

const complete = {
  productName: 'Moonlit Kaftan',
  category: 'Loungewear',
  subcategory: 'Kaftans',
  MRP: '1800',
  sellingPrice: '1500',
  actualPrice: '700',
};

describe('missingProductField', () => {
  it('names the first empty required field of the add form, in form order', () => {
    expect(missingProductField({}, 'add')).toBe('productName');
    expect(missingProductField({ ...complete, productName: '  ' }, 'add')).toBe('productName');
    expect(missingProductField({ ...complete, category: '', MRP: '' }, 'add')).toBe('category');
    expect(missingProductField({ ...complete, MRP: '' }, 'add')).toBe('MRP');
    expect(missingProductField({ ...complete, sellingPrice: '' }, 'add')).toBe('sellingPrice');
    const { actualPrice: _, ...noCost } = complete;
    expect(missingProductField(noCost, 'add')).toBe('actualPrice');
    expect(missingProductField(complete, 'add')).toBeNull();
    expect(messages.fillOutField(missingProductField(noCost, 'add')!)).toBe('Please fill out the actualPrice field.');
  });

  it('on edit needs no actual price, and only fields sent empty count as missing', () => {
    expect(missingProductField({ ...complete, actualPrice: '' }, 'edit')).toBeNull();
    expect(missingProductField({ quantity: '0' }, 'edit')).toBeNull();
    expect(missingProductField({ sellingPrice: '' }, 'edit')).toBe('sellingPrice');
    expect(missingProductField({ ...complete, MRP: ' ' }, 'edit')).toBe('MRP');
  });

  it('marks the required inputs of each form', () => {
    expect(isRequiredProductField('actualPrice', 'add')).toBe(true);
    expect(isRequiredProductField('actualPrice', 'edit')).toBe(false);
    expect(isRequiredProductField('MRP', 'edit')).toBe(true);
    expect(isRequiredProductField('size', 'add')).toBe(false);
  });
});

describe('isValidPriceForm', () => {
  it('needs a subcategory and a price above zero', () => {
    expect(isValidPriceForm('Kaftans', '725')).toBe(true);
    expect(isValidPriceForm('Kaftans', '0.5')).toBe(true);
    expect(isValidPriceForm(' ', '725')).toBe(false);
    expect(isValidPriceForm('Kaftans', '')).toBe(false);
    expect(isValidPriceForm('Kaftans', '0')).toBe(false);
    expect(isValidPriceForm('Kaftans', '-3')).toBe(false);
    expect(isValidPriceForm('Kaftans', 'abc')).toBe(false);
  });
});

describe('cancelRestocks', () => {
  it('restocks only while the goods are still in the store', () => {
    expect(cancelRestocks('PENDING')).toBe(true);
    expect(cancelRestocks('DISPATCHED')).toBe(false);
    expect(cancelRestocks('INTRANSIT')).toBe(false);
    expect(cancelRestocks('DELIVERED')).toBe(false);
  });
});
