import type { OrderListFilter } from '@nidra/shared/orders/order-status.rules';
import { and, asc, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { orderEvents, orders, users } from '../../db/schema/index.ts';
import type { OrderRow } from '../orders/order-mapper.ts';
import { orderListCondition, shippableCondition } from './order-list-filter.ts';
import { createOrderPiecesRepository } from './order-pieces.repository.ts';
import { createOrderStockRepository } from './order-stock.repository.ts';

/** `pos` orders are newer than `t`: a deep page starts at `created_at <= t` instead of a huge OFFSET. */
export type OrderAnchor = { t: string; pos: number };
export type OrderEventInsert = typeof orderEvents.$inferInsert;

export type OrderWithCustomer = {
  order: OrderRow;
  customer: { id: string; name: string; email: string; phone: string | null } | null;
};

const newestFirst = [desc(orders.createdAt), desc(orders.id)];
const withCustomer = {
  order: orders,
  customer: { id: users.id, name: users.name, email: users.email, phone: users.phone },
};

/** Drizzle queries behind the admin order screens. */
export function createAdminOrdersRepository(db: Db) {
  const orderStock = createOrderStockRepository();
  const orderPieces = createOrderPiecesRepository();
  // The page query runs on every click: prepared once per (status, anchored) shape, so PostgreSQL
  // does not re-plan the join each time (planning cost ~3x the execution here). The status stays a
  // literal, not a parameter, so a rare status still gets its own index plan (order-list-filter.ts).
  const statements = new Map<string, ReturnType<typeof preparePage>>();
  // The customer is joined to the page's 10 rows only, after the OFFSET (below 500 from an anchor) is
  // skipped on the orders index alone: ~500 user lookups fewer per deep page.
  const preparePage = (status: OrderListFilter | undefined, anchored: boolean) => {
    const page = db
      .select()
      .from(orders)
      .where(
        and(
          orderListCondition(status),
          anchored ? sql`${orders.createdAt} <= ${sql.placeholder('t')}::timestamptz` : undefined,
        ),
      )
      .orderBy(...newestFirst)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
    const order = Object.fromEntries(
      Object.keys(getTableColumns(orders)).map((k) => [k, page[k as keyof typeof page]]),
    ) as unknown as typeof orders._.columns;
    return db
      .select({ order, customer: withCustomer.customer })
      .from(page)
      .leftJoin(users, eq(users.id, page.userId))
      .orderBy(desc(page.createdAt), desc(page.id))
      .prepare(`admin_orders_page_${status ?? 'all'}_${anchored ? 'anchored' : 'top'}`);
  };
  const pageStatement = (status: OrderListFilter | undefined, anchored: boolean) => {
    const key = `${status}|${anchored}`;
    let statement = statements.get(key);
    if (!statement) {
      statement = preparePage(status, anchored);
      statements.set(key, statement);
    }
    return statement;
  };

  return {
    countOrders: async (status?: OrderListFilter) =>
      (await db.select({ n: count() }).from(orders).where(orderListCondition(status)))[0].n,

    /** `limit` orders newest first after skipping `offset`, counted from the anchor when one is given. */
    findOrderPage: (opts: {
      status?: OrderListFilter;
      limit: number;
      offset: number;
      anchor?: OrderAnchor;
    }): Promise<OrderWithCustomer[]> =>
      pageStatement(opts.status, Boolean(opts.anchor)).execute({
        limit: opts.limit,
        offset: opts.offset,
        t: opts.anchor?.t,
      }),

    /**
     * Anchors about every `every` orders down the newest-first list, walking the created_at index:
     * `pos` counts the orders strictly newer than `t`, so `created_at <= t` starts exactly at `pos`
     * (ties on created_at are counted, not guessed). `t` stays text to keep microseconds.
     */
    findAnchors: async (every: number, status?: OrderListFilter): Promise<OrderAnchor[]> => {
      const w = orderListCondition(status, 'o') ?? sql`true`;
      const result = await db.execute(sql`
        with recursive a(t, pos) as (
          select max(o.created_at), 0::bigint from ${orders} o where ${w}
          union all
          select n.t, a.pos
            + (select count(*) from ${orders} o where ${w} and o.created_at = a.t)
            + case when (select count(*) from ${orders} o where ${w} and o.created_at = n.t) = 1 then ${every - 1}::bigint
              else (select count(*) from ${orders} o where ${w} and o.created_at > n.t and o.created_at < a.t) end
          from a, lateral (
            select o.created_at as t from ${orders} o where ${w} and o.created_at < a.t
            order by o.created_at desc offset ${every - 1} limit 1
          ) n
        )
        select t::text as t, pos::int as pos from a where t is not null order by pos`);
      return (result.rows as { t: string; pos: number }[]).map((r) => ({ t: r.t, pos: Number(r.pos) }));
    },

    /** Sold orders (paid online or cash on delivery) still waiting to be dispatched, oldest first. */
    findPaidPending: (limit: number): Promise<OrderWithCustomer[]> =>
      db
        .select(withCustomer)
        .from(orders)
        .leftJoin(users, eq(users.id, orders.userId))
        .where(and(sql.raw(shippableCondition()), eq(orders.orderStatus, 'PENDING')))
        .orderBy(asc(orders.createdAt), asc(orders.id))
        .limit(limit),

    findCustomer: async (tx: DbOrTx, userId: string) =>
      (
        await tx
          .select({ ...withCustomer.customer, language: users.language })
          .from(users)
          .where(eq(users.id, userId))
      )[0] ?? null,

    findOrder: async (orderId: string): Promise<OrderWithCustomer | null> =>
      (
        await db
          .select(withCustomer)
          .from(orders)
          .leftJoin(users, eq(users.id, orders.userId))
          .where(eq(orders.id, orderId))
      )[0] ?? null,

    /** The order row, locked until the transaction ends so concurrent admin edits serialize. */
    lockOrder: async (tx: DbOrTx, orderId: string): Promise<OrderRow | null> =>
      (await tx.select().from(orders).where(eq(orders.id, orderId)).for('update'))[0] ?? null,

    updateOrder: async (
      tx: DbOrTx,
      orderId: string,
      set: { orderStatus?: string; trackingNumber?: string; deliveredAt?: Date },
    ) => {
      await tx.update(orders).set(set).where(eq(orders.id, orderId));
    },

    findEvents: (orderId: string) =>
      db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(asc(orderEvents.at), asc(orderEvents.seq)),

    /** clock_timestamp(), not now(), and `seq` for ties within one clock tick: events keep the order they were recorded in. */
    insertEvents: async (tx: DbOrTx, events: OrderEventInsert[]) => {
      for (const event of events) await tx.insert(orderEvents).values({ ...event, at: sql`clock_timestamp()` });
    },

    ...orderStock,
    ...orderPieces,
  };
}

export type AdminOrdersRepository = ReturnType<typeof createAdminOrdersRepository>;
