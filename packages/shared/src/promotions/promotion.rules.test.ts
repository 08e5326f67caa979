import { describe, expect, it } from 'vitest';
import { computeCartTotals } from '../cart/cart-totals.rules.ts';
import { gstRateFor, gstRateForLine, splitTax } from '../orders/gst.rules.ts';
import {
  chooseOffers,
  kolkataInstant,
  kolkataLocal,
  nearOffers,
  type OfferContext,
  type OfferLine,
  offersForPiece,
  type PromotionRule,
  promotionStatus,
  refusalOf,
} from './promotion.rules.ts';

const NOW = kolkataInstant('2026-11-26T12:00');
const ctx: OfferContext = { now: NOW, isFirstOrder: true };

function promo(over: Partial<PromotionRule> = {}): PromotionRule {
  return {
    id: 'p1',
    name: 'Offer',
    code: null,
    isPublic: false,
    kind: 'PERCENTAGE',
    percent: 10,
    amountPaise: 0,
    maxDiscountPaise: null,
    buyQuantity: 0,
    getQuantity: 0,
    scope: 'ALL',
    scopeIds: [],
    minOrderPaise: 0,
    minQuantity: 0,
    firstOrderOnly: false,
    combinable: false,
    startsAt: kolkataInstant('2026-11-01T00:00'),
    endsAt: null,
    usageLimit: null,
    perShopperLimit: null,
    pausedAt: null,
    endedAt: null,
    ...over,
  };
}
const line = (unitRupees: number, quantity = 1, over: Partial<OfferLine> = {}): OfferLine => ({
  quantity,
  unitPaise: unitRupees * 100,
  subcategoryId: 'nighties',
  designKey: 'NX-1',
  ...over,
});
const sum = (a: number[]) => a.reduce((n, x) => n + x, 0);

describe('kinds of offer', () => {
  it('percentage: 10 % of the qualifying items, capped at the maximum discount', () => {
    const lines = [line(999, 2), line(1_499)];
    const out = chooseOffers(lines, 8_000, [promo()], ctx);
    expect(out.applied[0].discountPaise).toBe(34_970);
    const capped = chooseOffers(lines, 8_000, [promo({ maxDiscountPaise: 20_000 })], ctx);
    expect(capped.applied[0].discountPaise).toBe(20_000);
    expect(sum(capped.lineDiscountsPaise)).toBe(20_000);
  });

  it('flat ₹200 off above ₹1,999, spread over the lines by value', () => {
    const night200 = promo({ code: 'NIGHT200', kind: 'FLAT', amountPaise: 20_000, minOrderPaise: 199_900 });
    const out = chooseOffers([line(1_500), line(500)], 5_000, [night200], ctx, 'night200');
    expect(out.code).toEqual({ code: 'NIGHT200', status: 'APPLIED' });
    expect(out.lineDiscountsPaise).toEqual([15_000, 5_000]);
  });

  it('free shipping sets the fee to 0 and shows what was saved', () => {
    const out = chooseOffers([line(999, 2)], 8_000, [promo({ kind: 'FREE_SHIPPING' })], ctx);
    expect(out.freeShipping).toBe(true);
    expect(out.applied[0]).toMatchObject({ discountPaise: 0, shippingSavingPaise: 8_000 });
    const totals = computeCartTotals(
      [{ quantity: 2, MRP: 1299, sellingPrice: 999, productQuantity: 5, discountPaise: out.lineDiscountsPaise[0] }],
      { freeShipping: out.freeShipping },
    );
    expect(totals).toMatchObject({ shippingFee: 0, shippingSaving: 80, totalAmount: 1998 });
  });

  it('buy 2 get 1: the cheapest piece of every three is free; with a percentage, that much off it', () => {
    const b2g1 = promo({ kind: 'BUY_X_GET_Y', buyQuantity: 2, getQuantity: 1, percent: 100 });
    const lines = [line(1_299), line(899), line(1_099, 2)];
    // Four pieces: one group of three, the cheapest (₹899) free.
    expect(chooseOffers(lines, 10_000, [b2g1], ctx).applied[0].discountPaise).toBe(89_900);
    const halfOff = promo({ kind: 'BUY_X_GET_Y', buyQuantity: 1, getQuantity: 1, percent: 50 });
    // Two groups of two: ₹899 and ₹1,099 at half price.
    expect(chooseOffers(lines, 10_000, [halfOff], ctx).applied[0].discountPaise).toBe(99_900);
  });
});

describe('scope and conditions', () => {
  it('counts only the chosen subcategories or designs, and refuses a cart without them', () => {
    const suits = promo({ scope: 'SUBCATEGORIES', scopeIds: ['night-suits'] });
    const lines = [line(1_000), line(2_000, 1, { subcategoryId: 'night-suits' })];
    expect(chooseOffers(lines, 8_000, [suits], ctx).lineDiscountsPaise).toEqual([0, 20_000]);
    const design = promo({ scope: 'DESIGNS', scopeIds: ['NX-9'] });
    expect(refusalOf(design, lines, ctx)).toEqual({ reason: 'NOT_FOR_ITEMS' });
    expect(chooseOffers([line(500, 1, { designKey: 'NX-9' })], 5_000, [design], ctx).applied).toHaveLength(1);
  });

  it('says how much more the minimum order value needs (items before shipping)', () => {
    const night200 = promo({ code: 'NIGHT200', kind: 'FLAT', amountPaise: 20_000, minOrderPaise: 199_900 });
    const out = chooseOffers([line(1_689)], 5_000, [night200], ctx, ' Night200 ');
    expect(out.code).toEqual({
      code: 'NIGHT200',
      status: 'REFUSED',
      refusal: { reason: 'MIN_VALUE', shortPaise: 31_000 },
    });
    expect(out.applied).toEqual([]);
  });

  it('needs the minimum quantity of qualifying pieces, and X + Y pieces for buy X get Y', () => {
    const b2g1 = promo({ kind: 'BUY_X_GET_Y', buyQuantity: 2, getQuantity: 1, percent: 100 });
    expect(refusalOf(b2g1, [line(999, 2)], ctx)).toEqual({ reason: 'MIN_QUANTITY', short: 1 });
    expect(refusalOf(promo({ minQuantity: 4 }), [line(999, 3)], ctx)).toEqual({ reason: 'MIN_QUANTITY', short: 1 });
    expect(nearOffers([line(999, 2)], [b2g1], ctx)).toHaveLength(1);
  });

  it('first order only, used up in total or by this shopper, paused or ended', () => {
    const lines = [line(999)];
    expect(refusalOf(promo({ firstOrderOnly: true }), lines, { ...ctx, isFirstOrder: false })).toEqual({
      reason: 'FIRST_ORDER_ONLY',
    });
    const uses = new Map([['p1', { total: 5, shopper: 1 }]]);
    expect(refusalOf(promo({ usageLimit: 5 }), lines, { ...ctx, uses })).toEqual({ reason: 'USED_UP' });
    expect(refusalOf(promo({ perShopperLimit: 1 }), lines, { ...ctx, uses })).toEqual({ reason: 'USED_UP' });
    expect(refusalOf(promo({ usageLimit: 6, perShopperLimit: 2 }), lines, { ...ctx, uses })).toBeNull();
    expect(refusalOf(promo({ pausedAt: NOW }), lines, ctx)).toEqual({ reason: 'EXPIRED' });
    expect(refusalOf(promo({ endedAt: NOW }), lines, ctx)).toEqual({ reason: 'EXPIRED' });
  });

  it('an unknown code is refused and automatic offers still apply', () => {
    const out = chooseOffers([line(999)], 5_000, [promo()], ctx, 'NOPE');
    expect(out.code).toEqual({ code: 'NOPE', status: 'REFUSED', refusal: { reason: 'UNKNOWN' } });
    expect(out.applied.map((a) => a.id)).toEqual(['p1']);
  });
});

describe('validity in Asia/Kolkata', () => {
  it('starts at midnight shop time, which is 18:30 UTC the day before', () => {
    const diwali = promo({ startsAt: kolkataInstant('2026-11-27T00:00'), endsAt: kolkataInstant('2026-11-28T00:00') });
    expect(diwali.startsAt.toISOString()).toBe('2026-11-26T18:30:00.000Z');
    expect(refusalOf(diwali, [line(999)], { ...ctx, now: new Date('2026-11-26T18:29:59Z') })).toEqual({
      reason: 'NOT_STARTED',
    });
    expect(refusalOf(diwali, [line(999)], { ...ctx, now: new Date('2026-11-26T18:30:00Z') })).toBeNull();
    expect(refusalOf(diwali, [line(999)], { ...ctx, now: new Date('2026-11-27T18:30:00Z') })).toEqual({
      reason: 'EXPIRED',
    });
    expect(kolkataLocal(diwali.startsAt)).toBe('2026-11-27T00:00');
  });

  it('lists as scheduled, live, paused, used up or ended', () => {
    expect(promotionStatus(promo({ startsAt: kolkataInstant('2026-12-01T00:00') }), 0, NOW)).toBe('SCHEDULED');
    expect(promotionStatus(promo(), 0, NOW)).toBe('LIVE');
    expect(promotionStatus(promo({ pausedAt: NOW }), 0, NOW)).toBe('PAUSED');
    expect(promotionStatus(promo({ usageLimit: 3 }), 3, NOW)).toBe('USED_UP');
    expect(promotionStatus(promo({ endsAt: NOW }), 0, NOW)).toBe('ENDED');
  });
});

describe('combining', () => {
  const auto = promo({ id: 'auto', name: 'Free shipping', kind: 'FREE_SHIPPING' });
  const lines = [line(1_000, 2)];

  it('a combinable code stacks on the best automatic offer', () => {
    const code = promo({ id: 'code', code: 'TEN', combinable: true });
    const out = chooseOffers(lines, 8_000, [auto, code], ctx, 'TEN');
    expect(out.applied.map((a) => a.id)).toEqual(['auto', 'code']);
    expect(out.freeShipping).toBe(true);
    expect(sum(out.lineDiscountsPaise)).toBe(20_000);
  });

  it('a code that does not combine applies alone when it saves more, and is bettered otherwise', () => {
    const ten = promo({ id: 'code', code: 'TEN' });
    expect(chooseOffers(lines, 8_000, [auto, ten], ctx, 'TEN').applied.map((a) => a.id)).toEqual(['code']);
    const small = promo({ id: 'code', code: 'SMALL', kind: 'FLAT', amountPaise: 5_000 });
    const out = chooseOffers(lines, 8_000, [auto, small], ctx, 'SMALL');
    expect(out.applied.map((a) => a.id)).toEqual(['auto']);
    expect(out.code).toEqual({ code: 'SMALL', status: 'NOT_BEST' });
  });

  it('of automatic offers only the best applies', () => {
    const five = promo({ id: 'five', percent: 5 });
    const fifteen = promo({ id: 'fifteen', percent: 15 });
    expect(chooseOffers(lines, 8_000, [five, fifteen], ctx).applied.map((a) => a.id)).toEqual(['fifteen']);
  });

  it('property: line discounts never exceed a line and add up to the offers', () => {
    const b1g1 = promo({ id: 'b', kind: 'BUY_X_GET_Y', buyQuantity: 1, getQuantity: 1, percent: 100 });
    const flat = promo({ id: 'f', code: 'BIG', kind: 'FLAT', amountPaise: 900_000, combinable: true });
    for (let q = 1; q <= 6; q++) {
      const ls = [line(799, q), line(1_299, 7 - q), line(2_599)];
      const out = chooseOffers(ls, 15_000, [b1g1, flat], ctx, 'BIG');
      out.lineDiscountsPaise.forEach((d, i) => {
        expect(d).toBeLessThanOrEqual(ls[i].unitPaise * ls[i].quantity);
      });
      expect(sum(out.lineDiscountsPaise)).toBe(sum(out.applied.map((a) => a.discountPaise)));
    }
  });
});

describe('GST on the value after discount', () => {
  it('a discount moves a ₹2,799 piece from the 18 % slab to 5 %', () => {
    const ls = [line(2_799)];
    expect(gstRateFor(279_900)).toBe(18);
    const out = chooseOffers(ls, 5_000, [promo({ percent: 10 })], ctx);
    const net = 279_900 - out.lineDiscountsPaise[0];
    expect(net).toBe(251_910);
    expect(gstRateForLine(net, 1)).toBe(5);
    // Taxable value and tax are taken from what is paid for the line.
    const split = splitTax(net, gstRateForLine(net, 1), true);
    expect(split.taxablePaise + split.cgst + split.sgst).toBe(net);
    expect(split.cgst).toBe(split.sgst);
  });

  it('the slab of a line of several pieces follows the discounted price of a piece', () => {
    expect(gstRateForLine(2 * 279_900, 2)).toBe(18);
    expect(gstRateForLine(2 * 279_900 - 60_000, 2)).toBe(5);
  });
});

describe('offers on a product page', () => {
  it('shows live automatic offers and public codes whose scope includes the piece', () => {
    const suits = promo({ id: 's', name: 'Buy 2 Get 1 on Night Suits', scope: 'SUBCATEGORIES', scopeIds: ['suits'] });
    const hidden = promo({ id: 'h', code: 'SECRET' });
    const publicCode = promo({ id: 'c', code: 'NIGHT200', isPublic: true });
    const piece = { subcategoryId: 'suits', designKey: 'NS-1' };
    expect(offersForPiece(piece, [suits, hidden, publicCode], ctx).map((p) => p.id)).toEqual(['s', 'c']);
    expect(offersForPiece({ ...piece, subcategoryId: 'nighties' }, [suits], ctx)).toEqual([]);
  });
});
