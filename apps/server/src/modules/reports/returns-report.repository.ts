import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderItems, orders, products, returnLines, returnRequests, subcategories } from '../../db/schema/index.ts';

/** The figures of the returns report: orders delivered in a period, their pieces and what came back (ADR 0027). */
export function createReturnsReportRepository(db: DbOrTx) {
  const delivered = (start: Date, end: Date) =>
    sql`o.delivered_at >= ${start.toISOString()}::timestamptz and o.delivered_at < ${end.toISOString()}::timestamptz and o.amount > 0`;
  return {
    /** Per subcategory: pieces delivered, and pieces asked back for a refund or an exchange (not rejected or expired). */
    async bySubcategory(start: Date, end: Date) {
      const result = await db.execute(sql`
        select s.name as subcategory, sum(oi.quantity)::int as delivered,
          coalesce(sum(x.returned), 0)::int as returned, coalesce(sum(x.exchanged), 0)::int as exchanged
        from ${orderItems} oi
        join ${orders} o on o.id = oi.order_id
        join ${products} p on p.id = oi.product_id
        join ${subcategories} s on s.id = p.subcategory_id
        left join lateral (
          select sum(rl.quantity) filter (where rr.kind = 'RETURN') as returned,
                 sum(rl.quantity) filter (where rr.kind = 'EXCHANGE') as exchanged
          from ${returnLines} rl join ${returnRequests} rr on rr.id = rl.request_id
          where rl.order_item_id = oi.id and rr.status not in ('REJECTED', 'EXPIRED')
        ) x on true
        where ${delivered(start, end)}
        group by s.name order by s.name`);
      return result.rows as { subcategory: string; delivered: number; returned: number; exchanged: number }[];
    },
    /** Per reason and kind: requests made on those orders (whatever became of them) and their pieces. */
    async byReason(start: Date, end: Date) {
      const result = await db.execute(sql`
        select rr.reason, rr.kind, count(distinct rr.id)::int as requests, sum(rl.quantity)::int as pieces
        from ${returnRequests} rr
        join ${returnLines} rl on rl.request_id = rr.id
        join ${orders} o on o.id = rr.order_id
        where ${delivered(start, end)}
        group by rr.reason, rr.kind order by rr.reason, rr.kind`);
      return result.rows as { reason: string; kind: string; requests: number; pieces: number }[];
    },
  };
}

export type ReturnsReportRepository = ReturnType<typeof createReturnsReportRepository>;
