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
  /** `query`: the shopper's words as a to_tsquery text (SearchRepository.correctedQuery). */
  | { kind: 'search'; query: string };

/** Filters a size must pass for its design to be listed; prices in paise. */
export type RowFilters = { size?: string; minPrice?: number; maxPrice?: number; fabric?: string; inStock?: boolean };

type ListOptions = {
  scope: ListScope;
  filters: RowFilters;
  sort?: ListSort;
  /** One entry per design (sizes sharing a subcategory and a design number) or one per product. */
  grouped: boolean;
  /** Whether to work out the sizes and fabrics on offer too. */
  facets: boolean;
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

type EntryRow = { rep_id: string; sizes: string[]; lowest: number; in_stock_count: number; stock: number };

/** One page of a list with its total and the filter choices its scope offers. */
type ListPage = { rows: ListedRow[]; total: number; facets: { sizes: string[]; fabrics: string[] } };

/** The list statement's single row, its lists as JSON text. */
type PageRow = { entries: string; total: number; sizes: string; fabrics: string };

/** What lists group, sort and filter on (the rest of a product is read for the page's entries only). */
const CAND_COLUMNS = sql.raw(
  ['id', 'subcategory_id', 'design_number', 'size', 'fabric', 'selling_price', 'discount', 'quantity', 'created_at']
    .map((c) => `p.${c}`)
    .join(', '),
);

/** The products in scope, each with a relevance (0 outside search), as the `cand` CTE. */
function candidates(scope: ListScope, key: SQL): SQL {
  if (scope.kind === 'subcategory')
    return sql`cand as (select ${CAND_COLUMNS}, 0::real as rank from products p
      where p.is_active and p.subcategory_id = ${scope.subcategoryId}::uuid)`;
  if (scope.kind === 'all')
    return sql`cand as (select ${CAND_COLUMNS}, 0::real as rank from products p where p.is_active)`;
  // Matches by full text (stemmed, typos already corrected) or by subcategory name, each through its
  // own index (a union all, not one OR the planner would scan for); every size of a matching design is
  // then listed with it, ranked by its best-matching size.
  return sql`q as (select to_tsquery('english', ${scope.query}) tsq),
    subs as (select s.id from subcategories s, q
      where to_tsvector('english'::regconfig, ${normalisedSql(sql`s.name`)}) @@ q.tsq),
    hits as (
      select p.subcategory_id, ${key} as dkey, ts_rank(p.search_vector, q.tsq) as rank
      from products p, q where p.search_vector @@ q.tsq and p.is_active
      union all
      select p.subcategory_id, ${key}, 0 from products p
      where p.subcategory_id in (select id from subs) and p.is_active
    ),
    m as (
      select subcategory_id, dkey,
        (max(rank) + case when subcategory_id in (select id from subs) then 0.2 else 0 end)::real as rank
      from hits group by 1, 2
    ),
    cand as (select ${CAND_COLUMNS}, m.rank from products p
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
    /**
     * One page of entries, the number of entries over all pages and the sizes and fabrics on offer in
     * the scope (for the filter controls; the filters themselves ignored) — one statement.
     */
    async list(o: ListOptions, tx: DbOrTx = db): Promise<ListPage> {
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
        select
          (select coalesce(json_agg(e), '[]')::text from (
            select d.rep_id, d.sizes, d.lowest, d.in_stock_count, d.stock
            from d order by ${orderBy(o.sort, o.scope)} limit ${o.limit} offset ${o.offset}) e) as entries,
          (select count(*)::int from d) as total,
          ${
            o.facets
              ? sql`(select coalesce(json_agg(distinct cand.size) filter (where cand.size <> ''), '[]')::text from cand) as sizes,
          (select coalesce(json_agg(distinct cand.fabric) filter (where cand.fabric <> ''), '[]')::text from cand) as fabrics`
              : sql`'[]' as sizes, '[]' as fabrics`
          }`);
      const [page] = (result as unknown as { rows: PageRow[] }).rows;
      const entries = JSON.parse(page.entries) as EntryRow[];
      const found = entries.length
        ? await selectProductRows(tx).where(
            inArray(
              products.id,
              entries.map((e) => e.rep_id),
            ),
          )
        : [];
      const byId = new Map(found.map((r) => [r.id, r]));
      const rows = entries.flatMap((e) => {
        const product = byId.get(e.rep_id);
        if (!product) return [];
        return [
          {
            product,
            sizes: e.sizes,
            lowestPrice: Number(e.lowest),
            inStockCount: Number(e.in_stock_count),
            stock: Number(e.stock),
          },
        ];
      });
      return {
        rows,
        total: Number(page.total),
        facets: { sizes: JSON.parse(page.sizes) as string[], fabrics: JSON.parse(page.fabrics) as string[] },
      };
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
  };
}

export type DesignsRepository = ReturnType<typeof createDesignsRepository>;
