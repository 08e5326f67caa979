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
  /** The design's published reviews: count and star total (ADR 0026); null without any. */
  rating: { count: number; total: number } | null;
};

export type DesignSizeRow = {
  id: string;
  size: string;
  quantity: number;
  length: string;
  chest: string;
  product_name: string;
  subcategory: string;
  /** The design's stored rating row (the same on every size), null without published reviews. */
  rating: {
    count: number;
    total: number;
    stars: number[];
    fit_small: number;
    fit_true: number;
    fit_large: number;
  } | null;
};

type EntryRow = {
  rep_id: string;
  sizes: string[];
  lowest: number;
  in_stock_count: number;
  stock: number | null;
  rating: { count: number; total: number } | null;
};

/** One page of a list with its total and the filter choices its scope offers. */
type ListPage = { rows: ListedRow[]; total: number; facets: { sizes: string[]; fabrics: string[] } };

/** The list statement's single row, its lists as JSON text. */
type PageRow = { entries: string; total: number; sizes: string; fabrics: string };

/** What an entry carries (the columns of the designs table that lists use). */
const ENTRY_COLUMNS = sql.raw(
  [
    'subcategory_id',
    'design_key',
    'product_id',
    'sizes',
    'fabrics',
    'variants',
    'lowest_price',
    'best_discount',
    'newest',
    'in_stock_count',
  ]
    .map((c) => `d.${c}`)
    .join(', '),
);

/**
 * The entries in scope, each with a relevance (0 outside search), as the `e` CTE: rows of the designs
 * table, or for a list of single products each product made into an entry of its own.
 */
function inScope(scope: ListScope, grouped: boolean): SQL {
  if (!grouped) {
    if (scope.kind !== 'subcategory') throw new Error('Only a subcategory is listed product by product');
    return sql`e as (select p.subcategory_id, p.id::text as design_key, p.id as product_id, array[p.size] as sizes,
        case when p.fabric = '' then '{}' else array[p.fabric] end as fabrics,
        jsonb_build_array(jsonb_build_object('size', lower(p.size), 'fabric', lower(p.fabric),
          'price', p.selling_price, 'inStock', p.quantity > 0)) as variants,
        p.selling_price as lowest_price, p.discount as best_discount, p.created_at as newest,
        (p.quantity > 0)::int as in_stock_count, 0::real as rank
      from products p where p.is_active and p.subcategory_id = ${scope.subcategoryId}::uuid)`;
  }
  if (scope.kind === 'subcategory')
    return sql`e as (select ${ENTRY_COLUMNS}, 0::real as rank from designs d
      where d.subcategory_id = ${scope.subcategoryId}::uuid)`;
  if (scope.kind === 'all') return sql`e as (select ${ENTRY_COLUMNS}, 0::real as rank from designs d)`;
  // Designs whose words match (stemmed, typos already corrected) through the GIN index, and the designs
  // of a subcategory whose name matches (+0.2), each found through its own index.
  return sql`q as (select tsq, array(select s.id from subcategories s
        where to_tsvector('english'::regconfig, ${normalisedSql(sql`s.name`)}) @@ tsq) as subs
      from to_tsquery('english', ${scope.query}) tsq),
    e as (select ${ENTRY_COLUMNS},
        (case when d.search_vector @@ q.tsq then ts_rank(d.search_vector, q.tsq) else 0 end
          + case when d.subcategory_id = any(q.subs) then 0.2 else 0 end)::real as rank
      from designs d, q
      where d.search_vector @@ q.tsq or d.subcategory_id = any(q.subs))`;
}

/** The list's filters, which one size of a design must pass together (a JSON path over its sizes). */
function entryFilter(f: RowFilters): SQL {
  const conditions: string[] = [];
  if (f.size) conditions.push('@.size == $size');
  if (f.minPrice !== undefined) conditions.push('@.price >= $minPrice');
  if (f.maxPrice !== undefined) conditions.push('@.price <= $maxPrice');
  if (f.fabric) conditions.push('@.fabric == $fabric');
  if (f.inStock) conditions.push('@.inStock == true');
  if (conditions.length === 0) return sql`true`;
  // A scalar subquery, so the values are built once, not for every design.
  const vars = sql`(select jsonb_build_object('size', lower(${f.size ?? ''}::text), 'fabric', lower(${f.fabric ?? ''}::text),
    'minPrice', ${f.minPrice ?? 0}::int, 'maxPrice', ${f.maxPrice ?? 0}::int))`;
  return sql`jsonb_path_exists(e.variants, ${`$[*] ? (${conditions.join(' && ')})`}::jsonpath, ${vars})`;
}

/** The entry's design rating row (ADR 0026), by the design's primary key. */
const ratingOf = (column: string) =>
  sql.raw(
    `(select r.${column} from design_ratings r where r.subcategory_id = f.subcategory_id and r.design_key = f.design_key)`,
  );

function orderBy(sort: ListSort | undefined, scope: ListScope): SQL {
  const inStockFirst = sql`(f.in_stock_count > 0) desc`;
  const tie = sql`f.newest desc, f.product_id`;
  switch (sort) {
    case 'rating':
      // Best average first, more reviews breaking ties; designs without reviews last.
      return sql`${inStockFirst}, ${ratingOf('total::real / r.count')} desc nulls last, ${ratingOf('count')} desc nulls last, ${tie}`;
    case 'newest':
      return sql`${inStockFirst}, ${tie}`;
    case 'price-asc':
      return sql`${inStockFirst}, f.lowest_price asc, ${tie}`;
    case 'price-desc':
      return sql`${inStockFirst}, f.lowest_price desc, ${tie}`;
    case 'discount':
      return sql`${inStockFirst}, f.best_discount desc, ${tie}`;
    default:
      return scope.kind === 'search' ? sql`f.rank desc, ${inStockFirst}, ${tie}` : sql`${inStockFirst}, ${tie}`;
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
      const result = await tx.execute(sql`
        with ${inScope(o.scope, o.grouped)},
        f as (select * from e where ${entryFilter(o.filters)})
        select
          (select coalesce(json_agg(x), '[]')::text from (
            select f.product_id as rep_id, f.sizes, f.lowest_price as lowest, f.in_stock_count,
              -- A design's stock changes with every sale, so it is summed for the page's designs only.
              ${
                o.grouped
                  ? sql`(select sum(p.quantity)::int from products p
                where p.subcategory_id = f.subcategory_id and p.design_key = f.design_key and p.is_active)`
                  : sql`null::int`
              } as stock,
              (select json_build_object('count', r.count, 'total', r.total) from design_ratings r
                where r.subcategory_id = f.subcategory_id and r.design_key = f.design_key) as rating
            from (select * from f order by ${orderBy(o.sort, o.scope)} limit ${o.limit} offset ${o.offset}) f) x)
            as entries,
          (select count(*)::int from f) as total,
          ${
            o.facets
              ? sql`(select coalesce(json_agg(z.size), '[]')::text
              from (select distinct unnest(e.sizes) as size from e) z where z.size <> '') as sizes,
          (select coalesce(json_agg(z.fabric), '[]')::text
              from (select distinct unnest(e.fabrics) as fabric from e) z) as fabrics`
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
            stock: e.stock ?? product.quantity,
            rating: e.rating,
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
        select p2.id::text as id, p2.size, p2.quantity, p2.length, p2.chest, p2.product_name, s.name as subcategory,
          case when r.count is null then null else json_build_object('count', r.count, 'total', r.total, 'stars', r.stars,
            'fit_small', r.fit_small, 'fit_true', r.fit_true, 'fit_large', r.fit_large) end as rating
        from products p
        join products p2 on p2.subcategory_id = p.subcategory_id and p2.design_key = p.design_key
        join subcategories s on s.id = p2.subcategory_id
        left join design_ratings r on r.subcategory_id = p.subcategory_id and r.design_key = p.design_key
        where p.id = ${productId}::uuid and p2.is_active
        order by p2.created_at, p2.id`);
      return (result as unknown as { rows: DesignSizeRow[] }).rows;
    },
  };
}

export type DesignsRepository = ReturnType<typeof createDesignsRepository>;
