import type { SearchTerm } from '@nidra/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { normalisedSql } from '../../db/schema/index.ts';

export type SuggestionRow = { id: string; product_name: string; size: string; subcategory: string };

/** The words of the shop's names, fabrics and subcategories with their English stems, for typo correction. */
export type Vocabulary = { words: string[]; stems: string[] };

/**
 * How alike a shopper's word and a word of the shop must be (pg_trgm's word similarity, 0–1) to count
 * as a typo of it: "kurtee" ~ "kurti" is 0.57, "nighyt" ~ "nighty" 0.57, "florl" ~ "floral" 0.67.
 */
export const TYPO_SIMILARITY = 0.5;
/** Corrections tried per unknown word, closest first. */
const CORRECTIONS_PER_WORD = 3;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Search in PostgreSQL (ADR 0013). Typos are corrected against the shop's vocabulary (a few hundred
 * words, cached with the catalogue) with pg_trgm, and the corrected words then go through the
 * full-text index — never a trigram scan of every product.
 */
export function createSearchRepository(db: DbOrTx) {
  return {
    /** Every word (three letters or more) of active products' names and fabrics and of subcategory names. */
    async vocabulary(tx: DbOrTx = db): Promise<Vocabulary> {
      const result = await tx.execute(sql`
        with w as (
          select distinct word from products p join subcategories s on s.id = p.subcategory_id,
            regexp_split_to_table(${normalisedSql(sql`p.product_name || ' ' || p.fabric || ' ' || s.name`)}, '[^[:alnum:]]+') word
          where p.is_active and length(word) >= 3)
        select coalesce(json_agg(word order by word), '[]')::text as words,
          coalesce(json_agg(distinct (ts_lexize('english_stem', word))[1])
            filter (where (ts_lexize('english_stem', word))[1] is not null), '[]')::text as stems
        from w`);
      const [row] = rowsOf<{ words: string; stems: string }>(result);
      return { words: JSON.parse(row.words), stems: JSON.parse(row.stems) };
    },

    /**
     * The shopper's words as a to_tsquery text: every word must match, either as typed (a prefix when
     * `prefix`), as one of its alternatives from the shop's vocabulary table ("nightdress | nighty"),
     * or, when it has none and its stem is unknown to the shop, as one of the closest words of the shop
     * ("florl nighty" → "(florl | floral) & (nighty)"). '' when there are no words.
     */
    async correctedQuery(
      terms: SearchTerm[],
      vocabulary: Vocabulary,
      prefix: boolean,
      tx: DbOrTx = db,
    ): Promise<string> {
      if (terms.length === 0) return '';
      const rows = terms.map((t) => ({ w: t.word, alt: t.alternatives.map((a) => ` | ${a}`).join('') }));
      const result = await tx.execute(sql`
        select coalesce(string_agg('(' || qw.w || ${prefix ? ':*' : ''} || qw.alt || coalesce((
            select string_agg(' | ' || c.word, '' order by c.sim desc)
            from (select v.word, word_similarity(qw.w, v.word) sim from json_array_elements_text(${JSON.stringify(vocabulary.words)}::json) v(word)
              where qw.alt = '' and length(qw.w) >= 3 and coalesce((ts_lexize('english_stem', qw.w))[1], '') <> ''
                and not (ts_lexize('english_stem', qw.w))[1] = any(array(select json_array_elements_text(${JSON.stringify(vocabulary.stems)}::json)))
                and word_similarity(qw.w, v.word) >= ${TYPO_SIMILARITY}
              order by sim desc, v.word limit ${CORRECTIONS_PER_WORD}) c), '') || ')', ' & ' order by qw.n), '') as q
        from rows from (json_to_recordset(${JSON.stringify(rows)}::json) as (w text, alt text)) with ordinality qw(w, alt, n)`);
      return rowsOf<{ q: string }>(result)[0].q;
    },

    /**
     * Subcategories with active products, closest to the shopper's words first (pg_trgm word
     * similarity, however small), then in menu order: what a search that found nothing offers.
     */
    async findCloseSubcategories(words: string[], limit: number, tx: DbOrTx = db): Promise<string[]> {
      const result = await tx.execute(sql`
        select s.name from subcategories s
        left join lateral (
          select max(word_similarity(w, lower(s.name))) sim from json_array_elements_text(${JSON.stringify(words)}::json) w
        ) close on true
        where exists (select 1 from products p where p.subcategory_id = s.id and p.is_active)
        order by close.sim desc nulls last, s.sort, s.name
        limit ${limit}`);
      return rowsOf<{ name: string }>(result).map((r) => r.name);
    },

    /** Subcategories with active products whose name matches the query (from correctedQuery). */
    async findSubcategories(query: string, limit: number, tx: DbOrTx = db): Promise<string[]> {
      const result = await tx.execute(sql`
        select s.name from subcategories s
        where to_tsvector('english'::regconfig, ${normalisedSql(sql`s.name`)}) @@ to_tsquery('english', ${query})
          and exists (select 1 from products p where p.subcategory_id = s.id and p.is_active)
        order by s.sort, s.name
        limit ${limit}`);
      return rowsOf<{ name: string }>(result).map((r) => r.name);
    },

    /** Active products matching the query, best first (several sizes of a design may come). */
    async findProducts(query: string, limit: number, tx: DbOrTx = db): Promise<SuggestionRow[]> {
      const result = await tx.execute(sql`
        with q as (select to_tsquery('english', ${query}) tsq)
        select p.id::text as id, p.product_name, p.size, s.name as subcategory
        from products p join subcategories s on s.id = p.subcategory_id, q
        where p.search_vector @@ q.tsq and p.is_active
        order by ts_rank(p.search_vector, q.tsq) desc, (p.quantity > 0) desc, p.created_at desc, p.id
        limit ${limit}`);
      return rowsOf<SuggestionRow>(result);
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
