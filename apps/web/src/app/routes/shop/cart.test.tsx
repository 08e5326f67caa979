import { formatINR } from '@nidra/shared';
import type { Cart } from '@nidra/shared/cart/cart.schema';
import { promotionMessages } from '@nidra/shared/promotions/promotion.messages';
import type { CartOffers } from '@nidra/shared/promotions/promotion.schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes, sentBody, stubApi } from '../../../test/harness.tsx';
import { SHOPPER, signInShopper } from '../../../test/shopper.ts';
import CartPage from './cart.tsx';

const CART_ID = '6b1d6c3e-0000-4000-8000-0000000000cb';
const product = {
  _id: 'p1',
  productName: 'Silk Night Suit',
  size: 'M',
  category: 'Nightwear',
  subcategory: 'Night Suits',
  MRP: 3499,
  sellingPrice: 2799,
  discount: 20,
  designNumber: 'NS-1',
  isActive: true,
  displayImage: null,
  imagesUrl: [],
  barcode: '',
  length: '',
  chest: '',
  quantity: 4,
  fabric: 'Silk',
  description: '',
  hsn: '6208',
  createdAt: '2026-01-01T00:00:00.000Z',
};
const noOffers: CartOffers = {
  code: null,
  codeApplied: false,
  codeOutcome: null,
  applied: [],
  lineDiscounts: {},
  freeShipping: false,
  forYou: [{ id: 'o1', name: 'Public 5%', code: 'FIVE' }],
};
const cartWith = (offers: CartOffers): Cart => ({
  _id: CART_ID,
  items: [{ _id: 'i1', cartId: CART_ID, product, quantity: 1 }],
  offers,
});

const summary = () => screen.getByRole('region', { name: 'Price details' });
const row = (label: string) => within(summary()).getByText(label).nextElementSibling?.textContent;

beforeEach(() => {
  signInShopper();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('the cart with offers', () => {
  it('applies a code: the offer is a line with its saving, the total saving and the amount follow the server', async () => {
    const applied: CartOffers = {
      ...noOffers,
      code: 'TEN',
      codeApplied: true,
      codeOutcome: { status: 'APPLIED' },
      applied: [{ id: 'p10', name: '10% off', code: 'TEN', discount: 279.9, shippingSaving: 0 }],
      lineDiscounts: { i1: 27_990 },
      forYou: [],
    };
    const api = stubApi((url, init) => {
      if (url === `/api/cart/${SHOPPER._id}` && (init?.method ?? 'GET') === 'GET') return json(cartWith(noOffers));
      if (url === `/api/cart/${SHOPPER._id}/coupon` && init?.method === 'POST') return json(cartWith(applied));
      return undefined;
    });
    renderRoutes([{ path: '/cart', element: <CartPage /> }], '/cart');

    await screen.findByText('Silk Night Suit');
    expect(screen.getByText('Public 5%')).toBeTruthy();
    expect(screen.getByText('Use code FIVE')).toBeTruthy();
    expect(row('Total Amount')).toBe(formatINR(2849));
    await userEvent.type(screen.getByRole('textbox', { name: promotionMessages.couponLabel }), 'ten');
    await userEvent.click(screen.getByRole('button', { name: promotionMessages.couponApply }));

    await screen.findByText('TEN applied');
    expect(sentBody(api, 1)).toEqual({ code: 'ten' });
    expect(row('10% off (TEN)')).toBe(`−${formatINR(279.9)}`);
    expect(row(promotionMessages.totalSaving)).toBe(formatINR(279.9));
    // The spec's lines stay as they were; the offer only adds its own.
    expect(row('Shipping Fee')).toBe(formatINR(50));
    expect(row('Total Amount')).toBe(formatINR(2569.1));
  });

  it('shows why a code is refused', async () => {
    stubApi((url, init) => {
      if (url === `/api/cart/${SHOPPER._id}` && (init?.method ?? 'GET') === 'GET') return json(cartWith(noOffers));
      if (init?.method === 'POST') return json({ message: promotionMessages.couponExpired }, 400);
      return undefined;
    });
    renderRoutes([{ path: '/cart', element: <CartPage /> }], '/cart');
    await userEvent.type(await screen.findByRole('textbox', { name: promotionMessages.couponLabel }), 'OLD');
    await userEvent.click(screen.getByRole('button', { name: promotionMessages.couponApply }));
    expect((await screen.findByRole('alert')).textContent).toBe(promotionMessages.couponExpired);
  });
});
