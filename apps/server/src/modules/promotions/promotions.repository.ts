import type { PromotionRule } from '@nidra/shared';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  orderPromotions,
  orders,
  products,
  promotionEvents,
  promotions,
  subcategories,
} from '../../db/schema/index.ts';

export type PromotionRow = typeof promotions.$inferSelect;
export type NewPromotion = Omit<typeof promotions.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/**
 * A use is given back when the payment never completed: it failed, expired, or its open order was
 * cancelled (the shopper started another payment or cancelled it). Every other order holds its use.
 */
const holdsUse = sql`not (${orders.paymentStatus} in ('PAYMENT_FAILED', 'PAYMENT_EXPIRED')
  or (${orders.paymentStatus} = 'PAYMENT_INITIATED' and ${orders.orderStatus} = 'CANCELLED'))`;
/** Paid online or on cash on delivery (collected or not): what uses and revenue count. */
const sold = sql`${orders.paymentStatus} in ('PAYMENT_SUCCESS', 'COD_PENDING', 'COD_COLLECTED')`;

export function toRule(r: PromotionRow): PromotionRule {
  return {
    id: r.id,
    name: r.name,
    code: r.code,
    isPublic: r.isPublic,
    kind: r.kind as PromotionRule['kind'],
    percent: r.percent,
    amountPaise: r.amount,
    maxDiscountPaise: r.maxDiscount,
    buyQuantity: r.buyQuantity,
    getQuantity: r.getQuantity,
    scope: r.scope as PromotionRule['scope'],
    scopeIds: r.scopeIds,
    minOrderPaise: r.minOrder,
    minQuantity: r.minQuantity,
    firstOrderOnly: r.firstOrderOnly,
    combinable: r.combinable,
    startsAt: new Date(r.startsAt),
    endsAt: r.endsAt ? new Date(r.endsAt) : null,
    usageLimit: r.usageLimit,
    perShopperLimit: r.perShopperLimit,
    pausedAt: r.pausedAt ? new Date(r.pausedAt) : null,
    endedAt: r.endedAt ? new Date(r.endedAt) : null,
  };
}

export function createPromotionsRepository(db: DbOrTx) {
  return {
    /** Every promotion not ended by hand, for the in-process offer list (ended-by-date ones drop out there). */
    async findCurrent(tx: DbOrTx = db): Promise<PromotionRow[]> {
      return tx.select().from(promotions).where(isNull(promotions.endedAt));
    },

    async findById(id: string, tx: DbOrTx = db) {
      const [row] = await tx.select().from(promotions).where(eq(promotions.id, id));
      return row ?? null;
    },

    async findByCode(code: string, tx: DbOrTx = db) {
      const [row] = await tx.select().from(promotions).where(eq(promotions.code, code));
      return row ?? null;
    },

    /** The admin list, newest first, with uses, revenue and discount given of the sold orders, and held uses. */
    async listWithFigures(tx: DbOrTx = db) {
      const figures = tx
        .select({
          promotionId: orderPromotions.promotionId,
          uses: sql<number>`count(*) filter (where ${sold})::int`.as('uses'),
          held: sql<number>`count(*) filter (where ${holdsUse})::int`.as('held'),
          revenue: sql<number>`coalesce(sum(${orders.amount}) filter (where ${sold}), 0)::bigint`.as('revenue'),
          given: sql<number>`coalesce(sum(${orderPromotions.discount} + ${orderPromotions.shippingSaving})
            filter (where ${sold}), 0)::bigint`.as('given'),
        })
        .from(orderPromotions)
        .innerJoin(orders, eq(orders.id, orderPromotions.orderId))
        .groupBy(orderPromotions.promotionId)
        .as('f');
      return tx
        .select({
          promotion: promotions,
          uses: sql<number>`coalesce(${figures.uses}, 0)`,
          held: sql<number>`coalesce(${figures.held}, 0)`,
          revenue: sql<number>`coalesce(${figures.revenue}, 0)`,
          given: sql<number>`coalesce(${figures.given}, 0)`,
        })
        .from(promotions)
        .leftJoin(figures, eq(figures.promotionId, promotions.id))
        .orderBy(desc(promotions.createdAt));
    },

    /** Inserts a promotion and its audit row in one statement. */
    async insert(values: NewPromotion, actor: string, tx: DbOrTx = db): Promise<PromotionRow> {
      return tx.transaction(async (t) => {
        const [row] = await t.insert(promotions).values(values).returning();
        await t.insert(promotionEvents).values({ promotionId: row.id, action: 'CREATED', actor, changes: values });
        return row;
      });
    },

    /** Updates a promotion and records who changed what (only the fields that changed). */
    async update(
      id: string,
      values: Partial<NewPromotion>,
      action: 'EDITED' | 'PAUSED' | 'RESUMED' | 'ENDED',
      actor: string,
      changes: Record<string, unknown>,
      tx: DbOrTx = db,
    ): Promise<PromotionRow | null> {
      return tx.transaction(async (t) => {
        const [row] = await t
          .update(promotions)
          .set({ ...values, updatedAt: sql`now()` })
          .where(and(eq(promotions.id, id), isNull(promotions.endedAt)))
          .returning();
        if (!row) return null;
        await t.insert(promotionEvents).values({ promotionId: id, action, actor, changes });
        return row;
      });
    },

    async findEvents(id: string, tx: DbOrTx = db) {
      return tx
        .select()
        .from(promotionEvents)
        .where(eq(promotionEvents.promotionId, id))
        .orderBy(desc(promotionEvents.at), desc(promotionEvents.seq));
    },

    /**
     * Locks the promotions with a total usage limit for the rest of the order's transaction, so
     * concurrent checkouts count their uses one after another (ADR 0023).
     */
    async lockForUse(ids: string[], tx: DbOrTx = db) {
      return tx
        .select({ id: promotions.id, updatedAt: promotions.updatedAt, endedAt: promotions.endedAt })
        .from(promotions)
        .where(inArray(promotions.id, ids))
        .for('update');
    },

    /**
     * Uses held of each promotion, in total and by this shopper, and whether the shopper has an order
     * that holds (paid, on cash on delivery or still open): one statement. Run after lockForUse, so
     * in READ COMMITTED it sees every use committed before the lock was granted.
     */
    async findUses(ids: string[], userId: string | null, tx: DbOrTx = db) {
      const res = await tx.execute(sql`
        select op.promotion_id::text as id, count(*)::int as total,
               count(*) filter (where o.user_id = ${userId}::uuid)::int as shopper,
               null::boolean as ordered
        from ${orderPromotions} op join ${orders} o on o.id = op.order_id
        where op.promotion_id in (${
          ids.length > 0
            ? sql.join(
                ids.map((i) => sql`${i}::uuid`),
                sql`, `,
              )
            : sql`null`
        })
          and not (o.payment_status in ('PAYMENT_FAILED', 'PAYMENT_EXPIRED')
                   or (o.payment_status = 'PAYMENT_INITIATED' and o.order_status = 'CANCELLED'))
        group by op.promotion_id
        union all
        select null, 0, 0, exists (
          select 1 from ${orders} o where o.user_id = ${userId}::uuid
            and o.payment_status in ('PAYMENT_SUCCESS', 'COD_PENDING', 'COD_COLLECTED', 'PAYMENT_REFUNDED'))`);
      const rows = (
        res as unknown as { rows: { id: string | null; total: number; shopper: number; ordered: boolean }[] }
      ).rows;
      const uses = new Map<string, { total: number; shopper: number }>();
      let isFirstOrder = true;
      for (const r of rows) {
        if (r.id) uses.set(r.id, { total: Number(r.total), shopper: Number(r.shopper) });
        else isFirstOrder = !r.ordered;
      }
      return { uses, isFirstOrder };
    },

    /** Subcategories by name (case-insensitive) and by id: the admin names them, promotions keep ids. */
    async findSubcategories(tx: DbOrTx = db) {
      return tx.select({ id: subcategories.id, name: subcategories.name }).from(subcategories);
    },

    /** The offers an order was given, for My Orders and the invoice. */
    async findOfOrders(orderIds: string[], tx: DbOrTx = db) {
      if (orderIds.length === 0) return [];
      return tx.select().from(orderPromotions).where(inArray(orderPromotions.orderId, orderIds));
    },
  };
}

export type PromotionsRepository = ReturnType<typeof createPromotionsRepository>;

/** What offers scope a product by: its subcategory and its design key (ADR 0005). */
export async function findPieceKeys(db: DbOrTx, productId: string) {
  const [row] = await db
    .select({ subcategoryId: products.subcategoryId, designKey: sql<string>`${products.designKey}` })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)));
  return row ?? null;
}
