import { allocateProportionally } from './allocation.rules.ts';

export const PROMOTION_KINDS = ['PERCENTAGE', 'FLAT', 'FREE_SHIPPING', 'BUY_X_GET_Y'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];
export const PROMOTION_SCOPES = ['ALL', 'SUBCATEGORIES', 'DESIGNS'] as const;
export type PromotionScope = (typeof PROMOTION_SCOPES)[number];
export const PROMOTION_STATUSES = ['SCHEDULED', 'LIVE', 'PAUSED', 'ENDED', 'USED_UP'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** A promotion as the rules read it: money in paise, instants as Dates (ADR 0023). */
export type PromotionRule = {
  id: string;
  name: string;
  /** The code a shopper enters (upper case); null for an automatic offer. */
  code: string | null;
  /** A code shown to every shopper under "Offers for you". */
  isPublic: boolean;
  kind: PromotionKind;
  /** PERCENTAGE: percent off the qualifying items; BUY_X_GET_Y: percent off the Y pieces (100 = free). */
  percent: number;
  /** FLAT: paise off the qualifying items. */
  amountPaise: number;
  /** Cap on the discount of a percentage (or buy X get Y) offer; null for none. */
  maxDiscountPaise: number | null;
  buyQuantity: number;
  getQuantity: number;
  scope: PromotionScope;
  /** Subcategory ids (SUBCATEGORIES) or design keys (DESIGNS: the design number, ADR 0005). */
  scopeIds: readonly string[];
  /** On the cart's items before shipping and before any offer. */
  minOrderPaise: number;
  /** Of the qualifying pieces. */
  minQuantity: number;
  firstOrderOnly: boolean;
  combinable: boolean;
  startsAt: Date;
  endsAt: Date | null;
  usageLimit: number | null;
  perShopperLimit: number | null;
  pausedAt: Date | null;
  endedAt: Date | null;
};

/** A cart line as offers see it: unit price (tax-inclusive, after the MRP discount) in paise. */
export type OfferLine = { quantity: number; unitPaise: number; subcategoryId: string; designKey: string };

/** What the shop knows about the shopper and the promotions' uses when it prices a cart. */
export type OfferContext = {
  now: Date;
  /** No paid or cash-on-delivery order of this shopper yet (a guest counts as first). */
  isFirstOrder: boolean;
  /** Uses in total and by this shopper, per promotion id; absent means none. */
  uses?: ReadonlyMap<string, { total: number; shopper: number }>;
};

export type Refusal =
  | { reason: 'UNKNOWN' }
  | { reason: 'NOT_STARTED' }
  | { reason: 'EXPIRED' }
  | { reason: 'USED_UP' }
  | { reason: 'FIRST_ORDER_ONLY' }
  | { reason: 'NOT_FOR_ITEMS' }
  | { reason: 'MIN_VALUE'; shortPaise: number }
  | { reason: 'MIN_QUANTITY'; short: number };

export type AppliedPromotion = {
  id: string;
  name: string;
  code: string | null;
  kind: PromotionKind;
  /** Taken off the items, spread over `lineDiscountsPaise`. */
  discountPaise: number;
  /** The shipping fee waived (free shipping). */
  shippingSavingPaise: number;
  lineDiscountsPaise: number[];
};

export type OfferOutcome = {
  applied: AppliedPromotion[];
  /** Per cart line, all offers together; never more than the line's value. */
  lineDiscountsPaise: number[];
  freeShipping: boolean;
  /** What the entered code did: applied, refused (with why), or bettered by another offer. */
  code: ({ code: string } & CodeOutcome) | null;
};

/** A code as shoppers type it: trimmed, upper case. */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The admin list's status: ended and used up win over paused, paused over scheduled. */
export function promotionStatus(p: PromotionRule, totalUses: number, now: Date): PromotionStatus {
  if (p.endedAt || (p.endsAt && now >= p.endsAt)) return 'ENDED';
  if (p.usageLimit !== null && totalUses >= p.usageLimit) return 'USED_UP';
  if (p.pausedAt) return 'PAUSED';
  if (now < p.startsAt) return 'SCHEDULED';
  return 'LIVE';
}

export function qualifies(
  p: Pick<PromotionRule, 'scope' | 'scopeIds'>,
  line: Omit<OfferLine, 'quantity' | 'unitPaise'>,
) {
  if (p.scope === 'ALL') return true;
  return p.scope === 'SUBCATEGORIES' ? p.scopeIds.includes(line.subcategoryId) : p.scopeIds.includes(line.designKey);
}

/** Why a promotion cannot apply to this cart now, or null when it can (before the discount is reckoned). */
export function refusalOf(p: PromotionRule, lines: readonly OfferLine[], ctx: OfferContext): Refusal | null {
  const status = promotionStatus(p, ctx.uses?.get(p.id)?.total ?? 0, ctx.now);
  if (status === 'ENDED' || status === 'PAUSED') return { reason: 'EXPIRED' };
  if (status === 'SCHEDULED') return { reason: 'NOT_STARTED' };
  if (status === 'USED_UP') return { reason: 'USED_UP' };
  if (p.perShopperLimit !== null && (ctx.uses?.get(p.id)?.shopper ?? 0) >= p.perShopperLimit)
    return { reason: 'USED_UP' };
  if (p.firstOrderOnly && !ctx.isFirstOrder) return { reason: 'FIRST_ORDER_ONLY' };
  const qualifying = lines.filter((l) => qualifies(p, l));
  if (qualifying.length === 0) return { reason: 'NOT_FOR_ITEMS' };
  const itemsPaise = lines.reduce((n, l) => n + l.unitPaise * l.quantity, 0);
  if (itemsPaise < p.minOrderPaise) return { reason: 'MIN_VALUE', shortPaise: p.minOrderPaise - itemsPaise };
  const pieces = qualifying.reduce((n, l) => n + l.quantity, 0);
  const needed = Math.max(p.minQuantity, p.kind === 'BUY_X_GET_Y' ? p.buyQuantity + p.getQuantity : 0);
  if (pieces < needed) return { reason: 'MIN_QUANTITY', short: needed - pieces };
  return null;
}

/**
 * The discount of one promotion on lines whose remaining values (after offers applied before it) are
 * `remaining`, spread over its qualifying lines in proportion to those values.
 */
function discountOf(
  p: PromotionRule,
  lines: readonly OfferLine[],
  remaining: readonly number[],
  shippingFeePaise: number,
  freeShippingAlready: boolean,
): AppliedPromotion {
  const weights = lines.map((l, i) => (qualifies(p, l) ? remaining[i] : 0));
  const base = weights.reduce((n, w) => n + w, 0);
  let discount = 0;
  let shippingSaving = 0;
  if (p.kind === 'PERCENTAGE') discount = Math.round((base * p.percent) / 100);
  else if (p.kind === 'FLAT') discount = p.amountPaise;
  else if (p.kind === 'FREE_SHIPPING') shippingSaving = freeShippingAlready ? 0 : shippingFeePaise;
  else {
    // Buy X get Y: of every X + Y qualifying pieces, the Y cheapest are free (or at `percent` off).
    const units = lines.flatMap((l, i) =>
      qualifies(p, l) ? Array.from({ length: l.quantity }, () => remaining[i] / l.quantity) : [],
    );
    units.sort((a, b) => a - b);
    const free = Math.floor(units.length / (p.buyQuantity + p.getQuantity)) * p.getQuantity;
    const value = units.slice(0, free).reduce((n, u) => n + u, 0);
    discount = Math.round((value * p.percent) / 100);
  }
  if (p.maxDiscountPaise !== null && p.kind !== 'FLAT' && p.kind !== 'FREE_SHIPPING')
    discount = Math.min(discount, p.maxDiscountPaise);
  discount = Math.max(0, Math.min(discount, base));
  return {
    id: p.id,
    name: p.name,
    code: p.code,
    kind: p.kind,
    discountPaise: discount,
    shippingSavingPaise: shippingSaving,
    lineDiscountsPaise: discount > 0 ? allocateProportionally(discount, weights) : lines.map(() => 0),
  };
}

/** Applies promotions one after another, each on what the earlier ones left of the lines. */
function stack(promos: readonly PromotionRule[], lines: readonly OfferLine[], shippingFeePaise: number) {
  const remaining = lines.map((l) => l.unitPaise * l.quantity);
  const applied: AppliedPromotion[] = [];
  let freeShipping = false;
  for (const p of promos) {
    const a = discountOf(p, lines, remaining, shippingFeePaise, freeShipping);
    a.lineDiscountsPaise.forEach((d, i) => {
      remaining[i] -= d;
    });
    if (p.kind === 'FREE_SHIPPING') freeShipping = true;
    applied.push(a);
  }
  const saving = applied.reduce((n, a) => n + a.discountPaise + a.shippingSavingPaise, 0);
  return {
    applied,
    saving,
    freeShipping,
    lineDiscountsPaise: lines.map((l, i) => l.unitPaise * l.quantity - remaining[i]),
  };
}

/**
 * Which offers apply to a cart (ADR 0023): at most one code, plus the best automatic offer when the
 * code's promotion allows combining; of the choices the one that saves the shopper most wins (on a
 * tie, the one with the code the shopper entered). `shippingFeePaise` is the table's fee for the cart.
 */
export function chooseOffers(
  lines: readonly OfferLine[],
  shippingFeePaise: number,
  promotions: readonly PromotionRule[],
  ctx: OfferContext,
  enteredCode?: string | null,
): OfferOutcome {
  const none = { applied: [], saving: 0, freeShipping: false, lineDiscountsPaise: lines.map(() => 0) };
  const usable = (p: PromotionRule) => lines.length > 0 && refusalOf(p, lines, ctx) === null;
  const automatic = promotions
    .filter((p) => p.code === null && usable(p))
    .map((p) => ({ p, result: stack([p], lines, shippingFeePaise) }))
    .filter((c) => c.result.saving > 0)
    .sort((a, b) => b.result.saving - a.result.saving || a.p.id.localeCompare(b.p.id));
  const bestAuto = automatic[0];
  let chosen = bestAuto?.result ?? none;
  let code: OfferOutcome['code'] = null;
  if (enteredCode) {
    const wanted = normaliseCode(enteredCode);
    const promo = promotions.find((p) => p.code !== null && p.code === wanted);
    const refusal: Refusal | null = promo ? refusalOf(promo, lines, ctx) : { reason: 'UNKNOWN' };
    if (refusal || !promo) code = { code: wanted, status: 'REFUSED', refusal: refusal ?? { reason: 'UNKNOWN' } };
    else {
      const withCode = [stack([promo], lines, shippingFeePaise)];
      if (promo.combinable && bestAuto) withCode.push(stack([bestAuto.p, promo], lines, shippingFeePaise));
      const best = withCode.sort((a, b) => b.saving - a.saving)[0];
      if (best.saving >= chosen.saving && best.saving > 0) {
        chosen = best;
        code = { code: wanted, status: 'APPLIED' };
      } else if (best.saving > 0) code = { code: wanted, status: 'NOT_BEST' };
      else code = { code: wanted, status: 'REFUSED', refusal: { reason: 'NOT_FOR_ITEMS' } };
    }
  }
  return {
    applied: chosen.applied,
    lineDiscountsPaise: chosen.lineDiscountsPaise,
    freeShipping: chosen.freeShipping,
    code,
  };
}

/** Automatic offers this cart misses only by value or pieces ("Add 1 more piece…"), nearest first. */
export function nearOffers(lines: readonly OfferLine[], promotions: readonly PromotionRule[], ctx: OfferContext) {
  return promotions
    .filter((p) => p.code === null)
    .map((p) => ({ promotion: p, refusal: refusalOf(p, lines, ctx) }))
    .filter(
      (n): n is { promotion: PromotionRule; refusal: Extract<Refusal, { reason: 'MIN_VALUE' | 'MIN_QUANTITY' }> } =>
        n.refusal?.reason === 'MIN_VALUE' || n.refusal?.reason === 'MIN_QUANTITY',
    );
}

/** Live offers (automatic, or public codes) whose scope includes a piece: what its product page shows. */
export function offersForPiece(
  piece: Omit<OfferLine, 'quantity' | 'unitPaise'>,
  promotions: readonly PromotionRule[],
  ctx: OfferContext,
): PromotionRule[] {
  return promotions.filter(
    (p) =>
      (p.code === null || p.isPublic) &&
      promotionStatus(p, ctx.uses?.get(p.id)?.total ?? 0, ctx.now) === 'LIVE' &&
      !(p.firstOrderOnly && !ctx.isFirstOrder) &&
      qualifies(p, piece),
  );
}

/**
 * A date and time the admin typed as shop time ("2026-12-01T00:00", Asia/Kolkata, no daylight saving)
 * as an instant.
 */
export function kolkataInstant(local: string): Date {
  const withSeconds = /T\d{2}:\d{2}$/.test(local) ? `${local}:00` : local;
  return new Date(`${withSeconds}+05:30`);
}

/** An instant as shop time for the admin form's datetime-local field ("2026-12-01T00:00"). */
export function kolkataLocal(at: Date): string {
  return new Date(at.getTime() + 5.5 * 3600_000).toISOString().slice(0, 16);
}

/** The shopper's message for a refused code ("Add ₹310 more to use NIGHT200"). */
export function refusalMessage(refusal: Refusal, code: string, texts: RefusalTexts): string {
  switch (refusal.reason) {
    case 'UNKNOWN':
      return texts.couponUnknown;
    case 'NOT_STARTED':
      return texts.couponNotStarted;
    case 'EXPIRED':
      return texts.couponExpired;
    case 'USED_UP':
      return texts.couponUsedUp;
    case 'FIRST_ORDER_ONLY':
      return texts.couponFirstOrderOnly;
    case 'NOT_FOR_ITEMS':
      return texts.couponNotForItems;
    case 'MIN_VALUE':
      return texts.couponMinValue(refusal.shortPaise, code);
    case 'MIN_QUANTITY':
      return texts.couponMinQuantity(refusal.short, code);
  }
}

/** What the cart's code did, as the cart answer carries it: applied, bettered by another offer, or refused. */
export type CodeOutcome = { status: 'APPLIED' | 'NOT_BEST' } | { status: 'REFUSED'; refusal: Refusal };

/** The shopper's words for what the saved code did ("NIGHT200 applied", "Add ₹310 more to use NIGHT200"). */
export function codeOutcomeMessage(outcome: CodeOutcome, code: string, texts: OfferTexts): string {
  if (outcome.status === 'REFUSED') return refusalMessage(outcome.refusal, code, texts);
  return outcome.status === 'APPLIED' ? texts.couponApplied(code) : texts.couponNotBest(code);
}

type RefusalTexts = {
  couponUnknown: string;
  couponNotStarted: string;
  couponExpired: string;
  couponUsedUp: string;
  couponFirstOrderOnly: string;
  couponNotForItems: string;
  couponMinValue: (shortPaise: number, code: string) => string;
  couponMinQuantity: (short: number, code: string) => string;
};

type OfferTexts = RefusalTexts & {
  couponApplied: (code: string) => string;
  couponNotBest: (code: string) => string;
};
