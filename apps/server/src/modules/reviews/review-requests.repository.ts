import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';

export type ReviewRequest = {
  orderId: string;
  orderNumber: number;
  email: string;
  name: string;
  /** The shopper's language (ADR 0029): the mail's. */
  language: string;
  lines: string[];
};

/** Orders to ask about: delivered `days` ago or more (within a month), each claimed once by a row in review_requests. */
export function createReviewRequestsRepository(db: Db) {
  return {
    async claimDue(deliveredBefore: Date, limit: number, tx: DbOrTx = db): Promise<ReviewRequest[]> {
      const result = await tx.execute(sql`
        with due as (
          select o.id from orders o
          where o.order_status = 'DELIVERED'
            and o.delivered_at <= ${deliveredBefore.toISOString()}::timestamptz
            and o.delivered_at > ${deliveredBefore.toISOString()}::timestamptz - interval '30 days'
            and not exists (select 1 from review_requests r where r.order_id = o.id)
          order by o.delivered_at
          limit ${limit}
        ), claimed as (
          insert into review_requests (order_id) select id from due on conflict do nothing returning order_id
        )
        select o.id as "orderId", o.order_number as "orderNumber", u.email, u.name, u.language,
          coalesce((select json_agg(i.name order by i.name) from order_items i
            join products p on p.id = i.product_id
            where i.order_id = o.id and not exists (
              select 1 from reviews rv where rv.user_id = o.user_id
                and rv.subcategory_id = p.subcategory_id and rv.design_key = p.design_key)), '[]') as lines
        from claimed join orders o on o.id = claimed.order_id join users u on u.id = o.user_id`);
      return (result as unknown as { rows: ReviewRequest[] }).rows.map((r) => ({
        ...r,
        orderNumber: Number(r.orderNumber),
        lines: typeof r.lines === 'string' ? (JSON.parse(r.lines) as string[]) : r.lines,
      }));
    },
  };
}
