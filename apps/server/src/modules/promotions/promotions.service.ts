import {
  chooseOffers,
  kolkataInstant,
  kolkataLocal,
  messages,
  nearOffers,
  normaliseCode,
  type OfferLine,
  offersForPiece,
  type PromotionRule,
  promotionStatus,
  type Refusal,
  refusalMessage,
  refusalOf,
  shippingFeeFor,
  toPaise,
  toRupees,
} from '@nidra/shared';
import { promotionMessages } from '@nidra/shared/promotions/promotion.messages';
import type { AdminPromotion, CartOffers, PromotionBody } from '@nidra/shared/promotions/promotion.schema';
import type { Tx } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { CartRepository } from '../cart/cart.repository.ts';
import { type NewPromotion, type PromotionRow, type PromotionsRepository, toRule } from './promotions.repository.ts';

/** How often an instance reloads the offer list written by other instances (its own writes reload at once). */
const REFRESH_MS = 60_000;
/** A code not in the list is looked up again at most this often (it may have just been created elsewhere). */
const MISS_RELOAD_MS = 5_000;

/** A cart line to price: its id, pieces and unit price in paise, and what offers scope by. */
export type PricedCartLine = OfferLine & { itemId: string; soldOut: boolean };

/** The code's own refusals are answered at once; the others depend on the cart and keep the code. */
const OWN_REFUSALS = new Set(['UNKNOWN', 'NOT_STARTED', 'EXPIRED', 'USED_UP', 'FIRST_ORDER_ONLY']);

type Deps = { repo: PromotionsRepository; carts: CartRepository };

export function createPromotionsService({ repo, carts }: Deps) {
  let list: { rules: PromotionRule[]; versions: Map<string, number>; loadedAt: number } | null = null;
  let loading: Promise<PromotionRule[]> | null = null;
  let lastMissReload = 0;

  async function reload(): Promise<PromotionRule[]> {
    loading ??= repo
      .findCurrent()
      .then((rows) => {
        list = {
          rules: rows.map(toRule),
          versions: new Map(rows.map((r) => [r.id, new Date(r.updatedAt).getTime()])),
          loadedAt: Date.now(),
        };
        return list.rules;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  /** The offer list from memory; loaded once, then refreshed in the background (never in a checkout). */
  async function rules(): Promise<PromotionRule[]> {
    if (!list) return reload();
    if (Date.now() - list.loadedAt > REFRESH_MS && !loading) void reload().catch(() => {});
    return list.rules;
  }

  /** The rules, reloaded first when `code` is not among them (it may have been created by another instance). */
  async function rulesFor(code: string | null): Promise<PromotionRule[]> {
    const current = await rules();
    if (!code || current.some((p) => p.code === code) || Date.now() - lastMissReload < MISS_RELOAD_MS) return current;
    lastMissReload = Date.now();
    return reload();
  }

  const relevant = (all: PromotionRule[], code: string | null) =>
    all.filter((p) => p.code === null || (code !== null && p.code === code));
  const needsFacts = (p: PromotionRule) => p.usageLimit !== null || p.perShopperLimit !== null || p.firstOrderOnly;

  /** The offers of a cart as the cart and checkout pages show them. */
  async function offersForCart(userId: string, code: string | null, lines: PricedCartLine[]): Promise<CartOffers> {
    const all = await rulesFor(code);
    const live = lines.filter((l) => !l.soldOut);
    const pieces = live.reduce((n, l) => n + l.quantity, 0);
    const fee = pieces > 0 ? toPaise(shippingFeeFor(pieces)) : 0;
    const facts = all.some(needsFacts)
      ? await repo.findUses(
          all.map((p) => p.id),
          userId,
        )
      : { uses: new Map(), isFirstOrder: true };
    const offerCtx = { now: new Date(), ...facts };
    const outcome = chooseOffers(live, fee, all, offerCtx, code);
    const appliedIds = new Set(outcome.applied.map((a) => a.id));
    const near = nearOffers(live, all, offerCtx).map(({ promotion, refusal }) => ({
      id: promotion.id,
      name: promotion.name,
      code: null,
      ...(refusal.reason === 'MIN_VALUE' ? { shortPaise: refusal.shortPaise } : { short: refusal.short }),
    }));
    const publicCodes = all
      .filter(
        (p) =>
          p.code !== null &&
          p.isPublic &&
          !appliedIds.has(p.id) &&
          promotionStatus(p, facts.uses.get(p.id)?.total ?? 0, offerCtx.now) === 'LIVE',
      )
      .map((p) => ({ id: p.id, name: p.name, code: p.code }));
    const lineDiscounts: Record<string, number> = {};
    live.forEach((l, i) => {
      if (outcome.lineDiscountsPaise[i] > 0) lineDiscounts[l.itemId] = outcome.lineDiscountsPaise[i];
    });
    return {
      code,
      codeApplied: outcome.code?.status === 'APPLIED',
      codeOutcome:
        outcome.code &&
        (outcome.code.status === 'REFUSED'
          ? { status: 'REFUSED', refusal: outcome.code.refusal }
          : { status: outcome.code.status }),
      applied: outcome.applied.map((a) => ({
        id: a.id,
        name: a.name,
        code: a.code,
        discount: toRupees(a.discountPaise),
        shippingSaving: toRupees(a.shippingSavingPaise),
      })),
      lineDiscounts,
      freeShipping: outcome.freeShipping,
      forYou: [...near, ...publicCodes],
    };
  }

  /**
   * The offers of an order being placed, inside its transaction (ADR 0023): the promotions with a
   * total limit are locked, then their held uses and the shopper's are read, so of concurrent
   * checkouts only as many as the limit allows get the offer. At most 2 statements, none without offers.
   */
  async function offersForOrder(tx: Tx, userId: string, code: string | null, lines: OfferLine[], feePaise: number) {
    const candidates = relevant(await rules(), code);
    if (candidates.length === 0 || lines.length === 0) return chooseOffers(lines, feePaise, [], ctxNow(), null);
    const limited = candidates.filter((p) => p.usageLimit !== null);
    if (limited.length > 0) {
      const locked = await repo.lockForUse(
        limited.map((p) => p.id),
        tx,
      );
      // Changed or ended by an admin on another instance since this one loaded its list: price again.
      if (locked.some((r) => r.endedAt || new Date(r.updatedAt).getTime() !== list?.versions.get(r.id))) {
        void reload().catch(() => {});
        throw badRequest(messages.cartTotalChanged);
      }
    }
    const facts = candidates.some(needsFacts)
      ? await repo.findUses(
          candidates.map((p) => p.id),
          userId,
          tx,
        )
      : { uses: new Map(), isFirstOrder: true };
    return chooseOffers(lines, feePaise, candidates, { now: new Date(), ...facts }, code);
  }

  const ctxNow = () => ({ now: new Date(), isFirstOrder: true });

  /** Subcategory names by id and ids by lower-case name: the admin's form speaks names. */
  async function subcategoryNames() {
    const rows = await repo.findSubcategories();
    return {
      nameOf: new Map(rows.map((r) => [r.id, r.name])),
      idOf: new Map(rows.map((r) => [r.name.toLowerCase(), r.id])),
    };
  }

  async function withScopeIds(b: PromotionBody): Promise<PromotionBody> {
    if (b.scope !== 'SUBCATEGORIES') return b;
    const { idOf } = await subcategoryNames();
    const ids = b.scopeIds.map((name) => idOf.get(name.toLowerCase()));
    const unknown = b.scopeIds.filter((_, i) => !ids[i]);
    if (unknown.length > 0) throw badRequest(promotionMessages.promotionUnknownSubcategory(unknown.join(', ')));
    return { ...b, scopeIds: ids as string[] };
  }

  function toAdmin(
    r: PromotionRow,
    figures: { uses: number; held: number; revenue: number; given: number },
    nameOf: Map<string, string>,
  ): AdminPromotion {
    const rule = toRule(r);
    return {
      _id: r.id,
      name: r.name,
      code: r.code,
      isPublic: r.isPublic,
      kind: rule.kind,
      percent: r.percent,
      amount: toRupees(r.amount),
      maxDiscount: r.maxDiscount === null ? null : toRupees(r.maxDiscount),
      buyQuantity: r.buyQuantity,
      getQuantity: r.getQuantity,
      scope: rule.scope,
      scopeIds: r.scope === 'SUBCATEGORIES' ? r.scopeIds.map((id) => nameOf.get(id) ?? id) : r.scopeIds,
      minOrderValue: toRupees(r.minOrder),
      minQuantity: r.minQuantity,
      firstOrderOnly: r.firstOrderOnly,
      combinable: r.combinable,
      startsAt: kolkataLocal(rule.startsAt),
      endsAt: rule.endsAt ? kolkataLocal(rule.endsAt) : null,
      usageLimit: r.usageLimit,
      perShopperLimit: r.perShopperLimit,
      status: promotionStatus(rule, Number(figures.held), new Date()),
      uses: Number(figures.uses),
      revenue: toRupees(Number(figures.revenue)),
      discountGiven: toRupees(Number(figures.given)),
    };
  }

  function fromBody(b: PromotionBody): NewPromotion {
    return {
      name: b.name,
      code: b.code,
      isPublic: b.code !== null && b.isPublic,
      kind: b.kind,
      percent: b.kind === 'PERCENTAGE' || b.kind === 'BUY_X_GET_Y' ? b.percent : 0,
      amount: b.kind === 'FLAT' ? toPaise(b.amount) : 0,
      maxDiscount: b.maxDiscount === null ? null : toPaise(b.maxDiscount),
      buyQuantity: b.kind === 'BUY_X_GET_Y' ? b.buyQuantity : 0,
      getQuantity: b.kind === 'BUY_X_GET_Y' ? b.getQuantity : 0,
      scope: b.scope,
      scopeIds: b.scope === 'ALL' ? [] : b.scopeIds,
      minOrder: toPaise(b.minOrderValue),
      minQuantity: b.minQuantity,
      firstOrderOnly: b.firstOrderOnly,
      combinable: b.combinable,
      startsAt: kolkataInstant(b.startsAt),
      endsAt: b.endsAt ? kolkataInstant(b.endsAt) : null,
      usageLimit: b.usageLimit,
      perShopperLimit: b.perShopperLimit,
    };
  }

  async function adminOne(id: string): Promise<AdminPromotion> {
    const found = (await repo.listWithFigures()).find((r) => r.promotion.id === id);
    if (!found) throw notFound(promotionMessages.promotionNotFound);
    return toAdmin(found.promotion, found, (await subcategoryNames()).nameOf);
  }

  async function codeFree(code: string | null, exceptId?: string) {
    if (!code) return;
    const other = await repo.findByCode(code);
    if (other && other.id !== exceptId) throw new AppError(409, promotionMessages.promotionCodeTaken);
  }

  async function change(
    id: string,
    values: Partial<NewPromotion>,
    action: 'EDITED' | 'PAUSED' | 'RESUMED' | 'ENDED',
    actor: string,
  ) {
    const before = await repo.findById(id);
    if (!before) throw notFound(promotionMessages.promotionNotFound);
    if (before.endedAt) throw badRequest(promotionMessages.promotionEnded);
    const changes = Object.fromEntries(
      Object.entries(values).filter(
        ([k, v]) => JSON.stringify(v) !== JSON.stringify((before as Record<string, unknown>)[k]),
      ),
    );
    const row = await repo.update(id, values, action, actor, changes);
    if (!row) throw badRequest(promotionMessages.promotionEnded);
    await reload();
    return adminOne(id);
  }

  return {
    /** Loads the offer list before the first request (the app's onReady). */
    warm: () => reload().then(() => undefined),
    offersForCart,
    offersForOrder,
    rules,

    /** Applies a code to the shopper's cart; a code refused for itself is not kept (400 with why). */
    async applyCoupon(userId: string, raw: string, lines: PricedCartLine[]): Promise<void> {
      const code = normaliseCode(raw);
      const promo = (await rulesFor(code)).find((p) => p.code === code);
      const live = lines.filter((l) => !l.soldOut);
      const facts = promo && needsFacts(promo) ? await repo.findUses([promo.id], userId) : undefined;
      const refusal: Refusal | null = promo
        ? refusalOf(promo, live, { now: new Date(), isFirstOrder: facts?.isFirstOrder ?? true, uses: facts?.uses })
        : { reason: 'UNKNOWN' };
      if (refusal && OWN_REFUSALS.has(refusal.reason))
        throw badRequest(refusalMessage(refusal, code, promotionMessages));
      await carts.setCouponCode(userId, code);
    },

    async removeCoupon(userId: string): Promise<void> {
      await carts.setCouponCode(userId, null);
    },

    /** The offers a product page shows for a piece, best (automatic first) first. */
    async offersForProduct(piece: { subcategoryId: string; designKey: string }) {
      const all = await rules();
      const offers = offersForPiece(piece, all, { now: new Date(), isFirstOrder: true });
      return {
        offers: offers
          .sort((a, b) => Number(a.code !== null) - Number(b.code !== null))
          .map((p) => ({ id: p.id, name: p.name, code: p.code })),
      };
    },

    async list(): Promise<AdminPromotion[]> {
      const { nameOf } = await subcategoryNames();
      return (await repo.listWithFigures()).map((r) => toAdmin(r.promotion, r, nameOf));
    },

    get: adminOne,

    async history(id: string) {
      if (!(await repo.findById(id))) throw notFound(promotionMessages.promotionNotFound);
      return (await repo.findEvents(id)).map((e) => ({
        action: e.action,
        actor: e.actor,
        changes: e.changes ?? null,
        at: new Date(e.at).toISOString(),
      }));
    },

    async create(body: PromotionBody, actor: string): Promise<AdminPromotion> {
      await codeFree(body.code);
      const row = await repo.insert(fromBody(await withScopeIds(body)), actor);
      await reload();
      return adminOne(row.id);
    },

    async edit(id: string, body: PromotionBody, actor: string): Promise<AdminPromotion> {
      await codeFree(body.code, id);
      return change(id, fromBody(await withScopeIds(body)), 'EDITED', actor);
    },

    pause: (id: string, actor: string) => change(id, { pausedAt: new Date() }, 'PAUSED', actor),
    resume: (id: string, actor: string) => change(id, { pausedAt: null }, 'RESUMED', actor),
    end: (id: string, actor: string) => change(id, { endedAt: new Date() }, 'ENDED', actor),
  };
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;
