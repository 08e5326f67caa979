import type { Language } from '@nidra/shared/i18n/languages';
import { enTexts } from '@nidra/shared/i18n/texts.en';
import { hiTexts } from '@nidra/shared/i18n/texts.hi';
import type { CartOffers } from '@nidra/shared/promotions/promotion.schema';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { QueryClientProvider } from '../../../lib/query/use-query.tsx';
import { TextsProvider } from '../../../lib/texts.tsx';
import { createTestQueryClient, json, stubApi } from '../../../test/harness.tsx';
import { CouponBox } from './coupon-box.tsx';
import { OffersForYou } from './offers-for-you.tsx';
import { ProductOffer } from './product-offer.tsx';

/** The cart answer carries what the code did and what each offer lacks; the page words them. */
const offers = (codeOutcome: CartOffers['codeOutcome']): CartOffers => ({
  code: 'NIGHT200',
  codeApplied: codeOutcome?.status === 'APPLIED',
  codeOutcome,
  applied: [],
  lineDiscounts: {},
  freeShipping: false,
  forYou: [
    { id: 'b2g1', name: 'Buy 2 Get 1', code: null, short: 1 },
    { id: 'above', name: 'Free shipping above ₹2,999', code: null, shortPaise: 31_000 },
    { id: 'five', name: 'Public 5%', code: 'FIVE' },
  ],
});
const shortOfValue = offers({ status: 'REFUSED', refusal: { reason: 'MIN_VALUE', shortPaise: 31_000 } });

function renderIn(lang: Language, ui: ReactNode) {
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <TextsProvider lang={lang} texts={lang === 'hi' ? hiTexts : enTexts}>
        {ui}
      </TextsProvider>
    </QueryClientProvider>,
  );
}

const stubProductOffers = () =>
  stubApi((url) =>
    url.startsWith('/api/offers/product/')
      ? json({ offers: [{ id: 'five', name: 'Public 5%', code: 'FIVE' }] })
      : undefined,
  );
const statusText = () => screen.getByRole('status').textContent;
const hints = () => [...screen.getAllByRole('listitem')].map((li) => li.querySelectorAll('p')[1]?.textContent);

describe('the offers’ words on an English page', () => {
  it.each([
    [shortOfValue, 'Add ₹310 more to use NIGHT200'],
    [offers({ status: 'APPLIED' }), 'NIGHT200 applied'],
    [offers({ status: 'NOT_BEST' }), 'NIGHT200 is saved, but a better offer is already applied to your cart.'],
    [
      offers({ status: 'REFUSED', refusal: { reason: 'NOT_FOR_ITEMS' } }),
      'This coupon does not apply to the items in your cart.',
    ],
  ])('says what the saved code did, as the cart always said it', (answer, words) => {
    renderIn('en', <CouponBox offers={answer} />);
    expect(statusText()).toBe(words);
  });

  it('says what each offer for you lacks, or its code', () => {
    renderIn('en', <OffersForYou offers={shortOfValue} />);
    expect(hints()).toEqual(['Add 1 more piece', 'Add ₹310 more', 'Use code FIVE']);
  });

  it('puts the code under the product page’s offer', async () => {
    stubProductOffers();
    renderIn('en', <ProductOffer productId="p1" />);
    expect(await screen.findByText('· Use code FIVE')).toBeTruthy();
  });
});

describe('the offers’ words on a Hindi page', () => {
  it('words the code, the offers for you and the product page’s offer in Hindi', async () => {
    stubProductOffers();
    renderIn(
      'hi',
      <>
        <CouponBox offers={shortOfValue} />
        <OffersForYou offers={shortOfValue} />
        <ProductOffer productId="p1" />
      </>,
    );
    expect(statusText()).toBe(hiTexts.couponMinValue(31_000, 'NIGHT200'));
    expect(hints()).toEqual([hiTexts.offerAddPieces(1), hiTexts.offerAddValue(31_000), hiTexts.offerUseCode('FIVE')]);
    expect(await screen.findByText(`· ${hiTexts.offerUseCode('FIVE')}`)).toBeTruthy();
  });

  it('says in Hindi that a better offer is applied than the saved code', () => {
    renderIn('hi', <CouponBox offers={offers({ status: 'NOT_BEST' })} />);
    expect(statusText()).toBe(hiTexts.couponNotBest('NIGHT200'));
  });
});
