import { z } from 'zod';
import { PROMOTION_KINDS, PROMOTION_SCOPES, PROMOTION_STATUSES } from './promotion.rules.ts';

const shopTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Use a date and time like 2026-12-01T00:00 (India time)');
const rupees = z.number().min(0).max(10_000_000);
const count = z.number().int().min(0).max(1_000_000);

/** POST/PUT /api/admin/promotions: money in rupees, dates as shop time (Asia/Kolkata). */
export const promotionBody = z
  .object({
    name: z.string().trim().min(1).max(80),
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9-]{3,20}$/, 'Codes are 3–20 letters, digits or dashes')
      .nullable()
      .default(null),
    isPublic: z.boolean().default(false),
    kind: z.enum(PROMOTION_KINDS),
    percent: z.number().int().min(0).max(100).default(0),
    amount: rupees.default(0),
    maxDiscount: rupees.nullable().default(null),
    buyQuantity: z.number().int().min(0).max(20).default(0),
    getQuantity: z.number().int().min(0).max(20).default(0),
    scope: z.enum(PROMOTION_SCOPES).default('ALL'),
    /** Subcategory names (SUBCATEGORIES) or design numbers (DESIGNS). */
    scopeIds: z.array(z.string().trim().min(1).max(100)).max(200).default([]),
    minOrderValue: rupees.default(0),
    minQuantity: count.default(0),
    firstOrderOnly: z.boolean().default(false),
    combinable: z.boolean().default(false),
    startsAt: shopTime,
    endsAt: shopTime.nullable().default(null),
    usageLimit: count.nullable().default(null),
    perShopperLimit: count.nullable().default(null),
  })
  .superRefine((b, ctx) => {
    const need = (ok: boolean, path: string, message: string) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    if (b.kind === 'PERCENTAGE') need(b.percent >= 1, 'percent', 'A percentage offer needs a percentage of 1–100');
    if (b.kind === 'FLAT') need(b.amount > 0, 'amount', 'A flat offer needs an amount');
    if (b.kind === 'BUY_X_GET_Y') {
      need(b.buyQuantity >= 1 && b.getQuantity >= 1, 'buyQuantity', 'Buy X get Y needs X and Y of at least 1');
      need(b.percent >= 1, 'percent', 'Buy X get Y needs the percentage off the Y pieces (100 for free)');
    }
    if (b.scope !== 'ALL') need(b.scopeIds.length > 0, 'scopeIds', 'Choose at least one subcategory or design');
    if (b.endsAt) need(b.endsAt > b.startsAt, 'endsAt', 'The end must be after the start');
  });
export type PromotionBody = z.infer<typeof promotionBody>;

/** A promotion in the admin list and form. */
export const adminPromotion = z.object({
  _id: z.string(),
  name: z.string(),
  code: z.string().nullable(),
  isPublic: z.boolean(),
  kind: z.enum(PROMOTION_KINDS),
  percent: z.number(),
  amount: z.number(),
  maxDiscount: z.number().nullable(),
  buyQuantity: z.number(),
  getQuantity: z.number(),
  scope: z.enum(PROMOTION_SCOPES),
  scopeIds: z.array(z.string()),
  minOrderValue: z.number(),
  minQuantity: z.number(),
  firstOrderOnly: z.boolean(),
  combinable: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().nullable(),
  perShopperLimit: z.number().nullable(),
  status: z.enum(PROMOTION_STATUSES),
  /** Orders paid or on cash on delivery that used it. */
  uses: z.number(),
  /** What those orders paid, in rupees, and the discount they were given. */
  revenue: z.number(),
  discountGiven: z.number(),
});
export type AdminPromotion = z.infer<typeof adminPromotion>;

export const applyCouponBody = z.object({ code: z.string().trim().min(1).max(40) });

/** An offer applied to a cart: what it saves (rupees). */
export const appliedOffer = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string().nullable(),
  discount: z.number(),
  shippingSaving: z.number(),
});
export type AppliedOffer = z.infer<typeof appliedOffer>;

/** Why a code does not apply now (promotion.rules `Refusal`): the shortfall rides along for the words. */
const refusal = z.discriminatedUnion('reason', [
  z.object({ reason: z.enum(['UNKNOWN', 'NOT_STARTED', 'EXPIRED', 'USED_UP', 'FIRST_ORDER_ONLY', 'NOT_FOR_ITEMS']) }),
  z.object({ reason: z.literal('MIN_VALUE'), shortPaise: z.number() }),
  z.object({ reason: z.literal('MIN_QUANTITY'), short: z.number() }),
]);

/**
 * The offers part of GET /api/cart/{userId}: computed by the server, shown by the browser. The answer
 * carries facts, not sentences: the page words them in its language (codeOutcomeMessage; offerHint, in
 * offer-hint.rules.ts).
 */
export const cartOffers = z.object({
  /** The code saved with the cart, and what it did now (applied, bettered, or refused with why). */
  code: z.string().nullable(),
  codeApplied: z.boolean(),
  codeOutcome: z
    .discriminatedUnion('status', [
      z.object({ status: z.enum(['APPLIED', 'NOT_BEST']) }),
      z.object({ status: z.literal('REFUSED'), refusal }),
    ])
    .nullable(),
  applied: z.array(appliedOffer),
  /** Per cart item id, in paise. */
  lineDiscounts: z.record(z.string(), z.number()),
  freeShipping: z.boolean(),
  /**
   * Automatic offers that almost apply (what is short: `shortPaise` of value or `short` pieces), and
   * the public codes (`code`).
   */
  forYou: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      code: z.string().nullable(),
      shortPaise: z.number().optional(),
      short: z.number().optional(),
    }),
  ),
});
export type CartOffers = z.infer<typeof cartOffers>;

/** GET /api/offers/product/{productId}: the offers a product page shows, best first (a code's words: offerHint). */
export const pieceOffers = z.object({
  offers: z.array(z.object({ id: z.string(), name: z.string(), code: z.string().nullable() })),
});
export type PieceOffers = z.infer<typeof pieceOffers>;
