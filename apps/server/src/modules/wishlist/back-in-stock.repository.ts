import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

export type ReturnedPiece = {
  userId: string;
  email: string;
  name: string;
  language: string;
  productId: string;
  productName: string;
  productNameHi: string;
  subcategory: string;
  sellingPrice: number;
};

/** The two statements of the back-in-stock rule; both are safe to run from several instances at once. */
export function createBackInStockRepository(db: DbOrTx) {
  return {
    /** Marks saved pieces now sold out (inactive or none left) that are not marked yet; returns how many. */
    async markSoldOut(tx: DbOrTx = db): Promise<number> {
      const result = await tx.execute(sql`
        update wishlist_items w set sold_out_since = now()
        from products p
        where p.id = w.product_id and w.sold_out_since is null and (not p.is_active or p.quantity < 1)
        returning w.product_id`);
      return result.rows.length;
    },

    /**
     * Claims marked pieces that are back in stock: the row update clears the mark, so only the
     * instance whose update took the row (SKIP LOCKED keeps the others off it) mails about it, once.
     */
    async claimReturned(limit: number, tx: DbOrTx = db): Promise<ReturnedPiece[]> {
      const result = await tx.execute(sql`
        with due as (
          select w.user_id, w.product_id from wishlist_items w
          join products p on p.id = w.product_id
          where w.sold_out_since is not null and p.is_active and p.quantity >= 1
          order by w.sold_out_since, w.user_id, w.product_id
          limit ${limit}
          for update of w skip locked
        ), claimed as (
          update wishlist_items w set sold_out_since = null, notified_at = now()
          from due where w.user_id = due.user_id and w.product_id = due.product_id and w.sold_out_since is not null
          returning w.user_id, w.product_id
        )
        select c.user_id as "userId", u.email, u.name, u.language, c.product_id as "productId",
          p.product_name as "productName", p.product_name_hi as "productNameHi", s.name as subcategory, p.selling_price as "sellingPrice"
        from claimed c
        join users u on u.id = c.user_id
        join products p on p.id = c.product_id
        join subcategories s on s.id = p.subcategory_id
        order by u.id, p.product_name`);
      return (result.rows as ReturnedPiece[]).map((r) => ({ ...r, sellingPrice: Number(r.sellingPrice) }));
    },
  };
}
