import { LOW_STOCK_THRESHOLD } from '@nidra/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

type IdleCart = { cartId: string; userId: string; email: string; name: string; language: string };
export type CartLine = {
  cartId: string;
  productName: string;
  productNameHi: string;
  quantity: number;
  sellingPrice: number;
};
export type LowStockRow = { subcategory: string; activeProducts: number };
export type SoldOutRow = { productName: string; size: string; subcategory: string };

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** Queries of the abandoned-cart reminder and the daily low-stock mail. */
export function createRemindersRepository(db: DbOrTx) {
  return {
    /**
     * Claims carts idle since `idleBefore` (last line added or cart changed) that hold lines, were not
     * reminded since that change, and whose shopper placed no order since: the row update of
     * `reminded_at` is the claim (SKIP LOCKED keeps other instances off the rows being claimed).
     */
    async claimIdleCarts(idleBefore: Date, limit: number, tx: DbOrTx = db): Promise<IdleCart[]> {
      const result = await tx.execute(sql`
        with activity as (
          select c.id, greatest(c.updated_at, max(ci.created_at)) as last_at
          from carts c join cart_items ci on ci.cart_id = c.id
          group by c.id
        ), due as (
          select c.id from carts c join activity a on a.id = c.id
          where a.last_at <= ${at(idleBefore)}
            and (c.reminded_at is null or c.reminded_at < a.last_at)
            and not exists (
              select 1 from orders o
              where o.user_id = c.user_id and o.created_at >= a.last_at
                and o.payment_status not in ('PAYMENT_FAILED', 'PAYMENT_EXPIRED'))
          order by a.last_at
          limit ${limit}
          for update of c skip locked
        ), claimed as (
          update carts c set reminded_at = now() from due where c.id = due.id
          returning c.id, c.user_id
        )
        select claimed.id as "cartId", claimed.user_id as "userId", u.email, u.name, u.language
        from claimed join users u on u.id = claimed.user_id`);
      return result.rows as IdleCart[];
    },

    /** The lines of the given carts that can still be bought (active, in stock). */
    async cartLines(cartIds: string[], tx: DbOrTx = db): Promise<CartLine[]> {
      if (cartIds.length === 0) return [];
      const result = await tx.execute(sql`
        select ci.cart_id as "cartId", p.product_name as "productName", p.product_name_hi as "productNameHi", ci.quantity, p.selling_price as "sellingPrice"
        from cart_items ci join products p on p.id = ci.product_id
        where ci.cart_id in (${sql.join(
          cartIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) and p.is_active and p.quantity >= 1
        order by ci.created_at desc`);
      return (result.rows as CartLine[]).map((r) => ({
        ...r,
        quantity: Number(r.quantity),
        sellingPrice: Number(r.sellingPrice),
      }));
    },

    /** Claims a daily job for `day` (YYYY-MM-DD): true for the one caller whose insert made the row. */
    async claimDailyRun(job: string, day: string, tx: DbOrTx = db): Promise<boolean> {
      const result = await tx.execute(
        sql`insert into job_runs (job, day) values (${job}, ${day}::date) on conflict do nothing returning job`,
      );
      return result.rows.length > 0;
    },

    /** Subcategories with fewer active, in-stock products than the low-stock mark (spec §9's stats rule). */
    async lowStockSubcategories(tx: DbOrTx = db): Promise<LowStockRow[]> {
      const result = await tx.execute(sql`
        select s.name as subcategory,
          count(p.id) filter (where p.is_active and p.quantity >= 1)::int as "activeProducts"
        from subcategories s left join products p on p.subcategory_id = s.id
        group by s.id, s.name
        having count(p.id) filter (where p.is_active and p.quantity >= 1) < ${LOW_STOCK_THRESHOLD}
        order by 2, s.name`);
      return result.rows as LowStockRow[];
    },

    /** Active products at zero whose stock fell to zero since `since` (the start of the store's day), by a sale or an edit. */
    async soldOutSince(since: Date, tx: DbOrTx = db): Promise<SoldOutRow[]> {
      const result = await tx.execute(sql`
        select p.product_name as "productName", p.size, s.name as subcategory
        from products p join subcategories s on s.id = p.subcategory_id
        where p.is_active and p.quantity < 1 and p.sold_out_at >= ${at(since)}
        order by s.name, p.product_name`);
      return result.rows as SoldOutRow[];
    },
  };
}
