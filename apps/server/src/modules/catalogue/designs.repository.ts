import type { ListSort } from '@nidra/shared';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { normalisedSql, products } from '../../db/schema/index.ts';
import { selectProductRows } from './catalogue.repository.ts';
import type { ProductRow } from './product-mapper.ts';

/** Which products a list draws from: a subcategory, the whole shop, or what matches the shopper's words. */
export type ListScope =
  | { kind: 'subcategory'; subcategoryId: string }
  | { kind: 'all' }
  /** `text` normalised by normaliseSearchText. */
  | { kind: 'search'; text: string };

/** Filters a size must pass for its design to be listed; prices in paise. */
export type RowFilters = { size?: string; minPrice?: number; maxPrice?: number; fabric?: string; inStock?: boolean };

export type ListOptions = {
  scope: ListScope;
  filters: RowFilters;
  sort?: ListSort;
  /** One entry per design (sizes sharing a subcategory and a design number) or one per product. */
  grouped: boolean;
  offset: number;
  limit: number;
};

/** A list entry: its representative product (lowest-priced size in stock) and what its sizes add up to. */
export type ListedRow = {
  product: ProductRow;
  sizes: string[];
  lowestPrice: number;
  inStockCount: number;
  stock: number;
};

export type DesignSizeRow = {
  id: string;
  size: string;
  quantity: number;
  length: string;
  chest: string;
  product_name: string;
  subcategory: string;
};

type EntryRow = {
  rep_id: string;
  sizes: string[];
  lowest: number;
  in_stock_count: number;
  stock: number;
  total: number;
};

/** The products in scope, each with a relevance (0 outside search), as the `cand` CTE. */
function candidates(scope: ListScope, key: SQL): SQL {
  if (scope.kind === 'subcategory')
    return sql`cand as (select p.*, 0::real as rank from products p
      where p.is_active and p.subcategory_id = ${scope.subcategoryId}::uuid)`;
  if (scope.kind === 'all') return sql`cand as (select p.*, 0::real as rank from products p where p.is_active)`;
  const q = scope.text;
  // Matches by full text (stemmed), by trigram similarity of the name (typos), or by subcategory name,
  // each through its own index (a union, not one OR the planner would scan for); every size of a
  // matching design is then listed with it.
  return sql`q as (select websearch_to_tsquery('english', ${q}) tsq),
    subs as (select s.id from subcategories s, q
      where to_tsvector('english'::regconfig, ${normalisedSql(sql`s.name`)}) @@ q.tsq or ${q} <% lower(s.name)),
    hits as (
      select p.id from products p, q where p.search_vector @@ q.tsq
      union select p.id from products p where ${q} <% lower(p.product_name)
      union select p.id from products p where p.subcategory_id in (select id from subs)
    ),
    m as (
      select p.subcategory_id, ${key} as dkey,
        max(ts_rank(p.search_vector, q.tsq) + word_similarity(${q}, lower(p.product_name))
          + case when p.subcategory_id in (select id from subs) then 0.2 else 0 end)::real as rank
      from hits join products p on p.id = hits.id, q
      where p.is_active
      group by 1, 2
    ),
    cand as (select p.*, m.rank from products p
      join m on m.subcategory_id = p.subcategory_id and ${key} = m.dkey
      where p.is_active)`;
}

function rowFilter(f: RowFilters): SQL {
  const parts: SQL[] = [];
  if (f.size) parts.push(sql`lower(cand.size) = lower(${f.size})`);
  if (f.minPrice !== undefined) parts.push(sql`cand.selling_price >= ${f.minPrice}`);
  if (f.maxPrice !== undefined) parts.push(sql`cand.selling_price <= ${f.maxPrice}`);
  if (f.fabric) parts.push(sql`lower(cand.fabric) = lower(${f.fabric})`);
  if (f.inStock) parts.push(sql`cand.quantity > 0`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

function orderBy(sort: ListSort | undefined, scope: ListScope): SQL {
  const inStockFirst = sql`(d.in_stock_count > 0) desc`;
  const tie = sql`d.newest desc, d.rep_id`;
  switch (sort) {
    case 'newest':
      return sql`${inStockFirst}, ${tie}`;
    case 'price-asc':
      return sql`${inStockFirst}, d.lowest asc, ${tie}`;
    case 'price-desc':
      return sql`${inStockFirst}, d.lowest desc, ${tie}`;
    case 'discount':
      return sql`${inStockFirst}, d.best_discount desc, ${tie}`;
    default:
      return scope.kind === 'search' ? sql`d.rank desc, ${inStockFirst}, ${tie}` : sql`${inStockFirst}, ${tie}`;
  }
}

/** Lists of designs or products with sorts and filters, computed in one query (ADR 0012). */
export function createDesignsRepository(db: DbOrTx) {
  return {
    /** One page of entries and the number of entries over all pages. */
    async list(o: ListOptions, tx: DbOrTx = db): Promise<{ rows: ListedRow[]; total: number }> {
      const key = o.grouped ? sql`coalesce(nullif(p.design_number, ''), p.id::text)` : sql`p.id::text`;
      const candKey = o.grouped ? sql`coalesce(nullif(cand.design_number, ''), cand.id::text)` : sql`cand.id::text`;
      const result = await tx.execute(sql`
        with ${candidates(o.scope, key)},
        d as (
          select cand.subcategory_id, ${candKey} as dkey,
            coalesce(min(cand.selling_price) filter (where cand.quantity > 0), min(cand.selling_price))::int as lowest,
            max(cand.discount) as best_discount,
            max(cand.created_at) as newest,
            (count(*) filter (where cand.quantity > 0))::int as in_stock_count,
            sum(cand.quantity)::int as stock,
            array_agg(cand.size) as sizes,
            (array_agg(cand.id order by (cand.quantity > 0) desc, cand.selling_price, cand.created_at desc, cand.id))[1]::text as rep_id,
            max(cand.rank) as rank
          from cand
          group by 1, 2
          having bool_or(${rowFilter(o.filters)})
        )
        select d.rep_id, d.sizes, d.lowest, d.in_stock_count, d.stock, (count(*) over ())::int as total
        from d order by ${orderBy(o.sort, o.scope)} limit ${o.limit} offset ${o.offset}`);
      const entries = (result as unknown as { rows: EntryRow[] }).rows;
      if (entries.length === 0) return { rows: [], total: o.offset > 0 ? await this.count(o, tx) : 0 };
      const found = await selectProductRows(tx).where(
        inArray(
          products.id,
          entries.map((e) => e.rep_id),
        ),
      );
      const byId = new Map(found.map((r) => [r.id, r]));
      const rows = entries.flatMap((e) => {
        const product = byId.get(e.rep_id);
        if (!product) return [];
        const sizes = typeof e.sizes === 'string' ? parsePgArray(e.sizes) : e.sizes;
        return [
          {
            product,
            sizes,
            lowestPrice: Number(e.lowest),
            inStockCount: Number(e.in_stock_count),
            stock: Number(e.stock),
          },
        ];
      });
      return { rows, total: Number(entries[0].total) };
    },

    /** The sizes and fabrics on offer in the scope, for the filter controls (filters themselves ignored). */
    async facets(scope: ListScope, tx: DbOrTx = db): Promise<{ sizes: string[]; fabrics: string[] }> {
      const result = await tx.execute(sql`
        with ${candidates(scope, sql`p.id::text`)}
        select coalesce(array_agg(distinct cand.size) filter (where cand.size <> ''), '{}') as sizes,
          coalesce(array_agg(distinct cand.fabric) filter (where cand.fabric <> ''), '{}') as fabrics
        from cand`);
      const row = (result as unknown as { rows: { sizes: string[] | string; fabrics: string[] | string }[] }).rows[0];
      const list = (v: string[] | string) => (typeof v === 'string' ? parsePgArray(v) : v);
      return { sizes: list(row.sizes), fabrics: list(row.fabrics) };
    },

    /** The active sizes of the product's design (the product alone when it has no design number). */
    async findDesignSizes(productId: string, tx: DbOrTx = db): Promise<DesignSizeRow[]> {
      const result = await tx.execute(sql`
        select p2.id::text as id, p2.size, p2.quantity, p2.length, p2.chest, p2.product_name, s.name as subcategory
        from products p
        join products p2 on p2.id = p.id
          or (p.design_number <> '' and p2.subcategory_id = p.subcategory_id and p2.design_number = p.design_number)
        join subcategories s on s.id = p2.subcategory_id
        where p.id = ${productId}::uuid and p2.is_active
        order by p2.created_at, p2.id`);
      return (result as unknown as { rows: DesignSizeRow[] }).rows;
    },

    /** The number of entries alone (a page past the end still reports how many there are). */
    async count(o: ListOptions, tx: DbOrTx = db): Promise<number> {
      const page = await this.list({ ...o, offset: 0, limit: 1 }, tx);
      return page.total;
    },
  };
}

/** A PostgreSQL text array literal ({S,M,"Free Size"}) as a list, for drivers that do not parse it. */
function parsePgArray(literal: string): string[] {
  const inner = literal.slice(1, -1);
  if (!inner) return [];
  return (inner.match(/"((?:[^"\\]|\\.)*)"|[^,]+/g) ?? []).map((s) =>
    s.startsWith('"') ? s.slice(1, -1).replace(/\\(.)/g, '$1') : s,
  );
}

export type DesignsRepository = ReturnType<typeof createDesignsRepository>;
