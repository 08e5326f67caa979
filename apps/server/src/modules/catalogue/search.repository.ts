import { sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { normalisedSql } from '../../db/schema/index.ts';

export type SuggestionRow = { id: string; product_name: string; size: string; subcategory: string };

/**
 * How alike a shopper's word and a word of a name must be (pg_trgm's word similarity, 0–1) to count
 * as a typo: "kurtee" ~ "kurti" is 0.57, under the default of 0.6.
 */
export const TYPO_SIMILARITY = 0.5;

/** Runs search queries in a short transaction whose `<%` operator uses TYPO_SIMILARITY. */
export function withTypoTolerance<T>(db: Db, run: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_SIMILARITY)}, true)`);
    return run(tx);
  });
}

/** Suggestions as the shopper types: word prefixes through the full-text index, typos through trigrams. */
export function createSearchRepository(db: DbOrTx) {
  return {
    /** Subcategories with active products whose name matches; `prefix` comes from prefixQuery. */
    async findSubcategories(text: string, prefix: string, limit: number, tx: DbOrTx = db): Promise<string[]> {
      const result = await tx.execute(sql`
        select s.name from subcategories s
        where (to_tsvector('english'::regconfig, ${normalisedSql(sql`s.name`)}) @@ to_tsquery('english', ${prefix})
            or ${text} <% lower(s.name))
          and exists (select 1 from products p where p.subcategory_id = s.id and p.is_active)
        order by word_similarity(${text}, lower(s.name)) desc, s.sort, s.name
        limit ${limit}`);
      return (result as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
    },

    /** Active products whose name, fabric or description matches, best first (several sizes of a design may come). */
    async findProducts(text: string, prefix: string, limit: number, tx: DbOrTx = db): Promise<SuggestionRow[]> {
      const result = await tx.execute(sql`
        with q as (select to_tsquery('english', ${prefix}) tsq)
        select p.id::text as id, p.product_name, p.size, s.name as subcategory
        from products p join subcategories s on s.id = p.subcategory_id, q
        where p.id in (select p2.id from products p2 where p2.search_vector @@ q.tsq
            union select p2.id from products p2 where ${text} <% lower(p2.product_name))
          and p.is_active
        order by (word_similarity(${text}, lower(p.product_name)) + ts_rank(p.search_vector, q.tsq)) desc,
          (p.quantity > 0) desc, p.created_at desc, p.id
        limit ${limit}`);
      return (result as unknown as { rows: SuggestionRow[] }).rows;
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
