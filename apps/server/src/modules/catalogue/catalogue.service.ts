import { createHash } from 'node:crypto';
import { subcategoryKey } from '@nidra/shared';
import type {
  CategoryWithSubcategories,
  Menu,
  ProductListResponse,
  PublicProduct,
} from '@nidra/shared/catalogue/catalogue.schema';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/errors.ts';
import type { CachedBody } from '../../lib/read-cache.ts';
import type { CatalogueRepository } from './catalogue.repository.ts';
import type { DesignsRepository } from './designs.repository.ts';
import { toProductDetail, toPublicProduct } from './product-mapper.ts';
import { buildRobots, buildSitemap } from './seo.ts';

const NEW_ARRIVALS_LIMIT = 12;
const RECENTLY_VIEWED_LIMIT = 12;
const PRODUCT_NOT_FOUND = 'Product not found';
/** Only the page sizes the shop uses are cached, so odd sizes cannot fill the memory. */
const CACHED_PAGE_SIZES = new Set([12, 24, 48]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type TaxonomyRow = {
  category: string;
  subcategoryId: string | null;
  subcategory: string | null;
  displayImage: string | null;
  activeProducts: number;
};

/** A body served without caching, in the same shape as a cached one. */
export function freshBody(data: unknown): CachedBody {
  const body = JSON.stringify(data);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

const EMPTY_LIST = freshBody({ products: [], total: 0, page: 1, totalPages: 0 } satisfies ProductListResponse);

/** Catalogue reads served from the in-process cache as ready JSON strings (DESIGN §12). */
export function createCatalogueService({
  ctx,
  repo,
  designs,
}: {
  ctx: AppContext;
  repo: CatalogueRepository;
  designs: DesignsRepository;
}) {
  const robots = buildRobots(ctx.env.PUBLIC_URL);
  const loadTaxonomy = () => repo.listTaxonomy();
  const taxonomy = memoized('taxonomy', loadTaxonomy, (rows: TaxonomyRow[]) => rows);
  const subcategoryIndex = memoized(
    'taxonomy',
    loadTaxonomy,
    (rows: TaxonomyRow[]) =>
      new Map(rows.filter((r) => r.subcategoryId).map((r) => [subcategoryKey(r.subcategory!), r])),
  );
  const names = async () => (await taxonomy()).value.flatMap((r) => (r.subcategory ? [r.subcategory] : []));
  const sitemap = memoized(
    'sitemap',
    async () => buildSitemap(ctx.env.PUBLIC_URL, await names(), await repo.listSitemapProducts()),
    (xml: string) => xml,
  );

  /** A cached answer turned back into data once per cache entry (entries are replaced on invalidation). */
  function memoized<T, R>(key: string, load: () => Promise<unknown>, derive: (data: T) => R) {
    const memo = new WeakMap<CachedBody, R>();
    return async (): Promise<{ value: R; etag: string }> => {
      const cached = await ctx.cache.get(key, load);
      let value = memo.get(cached);
      if (value === undefined) {
        value = derive(JSON.parse(cached.body) as T);
        memo.set(cached, value);
      }
      return { value, etag: cached.etag };
    };
  }

  /** Moves the product to the front of the user's recently viewed list; a failure is logged, never shown. */
  async function recordView(userId: string, productId: string): Promise<void> {
    await repo.recordView(userId, productId).catch((err) => ctx.log.error({ err }, 'recording a product view failed'));
  }

  return {
    /** Menus in category order, each listing its subcategory names in order. */
    menus: () =>
      ctx.cache.get('menus', async () =>
        groupByCategory((await taxonomy()).value).map(
          (c): Menu => ({ name: c.name, submenus: c.rows.map((r) => r.subcategory!) }),
        ),
      ),

    /** Categories with their subcategory cards for the home page. */
    categories: () =>
      ctx.cache.get('categories', async () =>
        groupByCategory((await taxonomy()).value).map(
          (c): CategoryWithSubcategories => ({
            category: c.name,
            subcategories: c.rows.map((r) => ({ subcategory: r.subcategory!, displayImage: r.displayImage })),
          }),
        ),
      ),

    subcategoryNames: () => ctx.cache.get('subcategory-names', names),

    /**
     * The newest active products, one card per product name (sizes of a design are separate rows
     * that would otherwise fill the strip with one picture); sold-out ones are included.
     */
    newArrivals: () =>
      ctx.cache.get('new-arrivals', async () => {
        const names = new Set<string>();
        const fresh = (await repo.listNewArrivals(NEW_ARRIVALS_LIMIT * 8)).filter(
          (row) => !names.has(row.productName) && names.add(row.productName),
        );
        return fresh.slice(0, NEW_ARRIVALS_LIMIT).map(toPublicProduct);
      }),

    /** The id of a subcategory named by a URL segment or name (any case, hyphens or spaces); null when unknown. */
    async findSubcategoryId(name: string): Promise<string | null> {
      return (await subcategoryIndex()).value.get(subcategoryKey(name))?.subcategoryId ?? null;
    },

    /** One page of a subcategory's active products; an unknown subcategory is an empty list, not an error. */
    async productList(q: { subcategory: string; page: number; pageSize: number }): Promise<CachedBody> {
      const sub = (await subcategoryIndex()).value.get(subcategoryKey(q.subcategory));
      if (!sub?.subcategoryId) return EMPTY_LIST;
      const id = sub.subcategoryId;
      const load = async (): Promise<ProductListResponse> => {
        const total = await repo.countBySubcategory(id);
        const rows = await repo.listBySubcategory(id, (q.page - 1) * q.pageSize, q.pageSize);
        return { products: rows.map(toPublicProduct), total, page: q.page, totalPages: Math.ceil(total / q.pageSize) };
      };
      const lastPage = Math.max(1, Math.ceil(sub.activeProducts / q.pageSize));
      if (!CACHED_PAGE_SIZES.has(q.pageSize) || q.page > lastPage) return freshBody(await load());
      return ctx.cache.get(`products:${id}:${q.page}:${q.pageSize}`, load);
    },

    /** An active product by id with its design's sizes and size chart; unknown, inactive or malformed ids are all 404. */
    product(id: string): Promise<CachedBody> {
      if (!UUID.test(id)) return Promise.reject(notFound(PRODUCT_NOT_FOUND));
      return ctx.cache.get(`product:${id.toLowerCase()}`, async () => {
        const row = await repo.findActiveProduct(id);
        if (!row) throw notFound(PRODUCT_NOT_FOUND);
        return toProductDetail(row, await designs.findDesignSizes(id));
      });
    },

    recordView,

    /**
     * A product page the shopper's browser opened (a full page load is rendered for no one in
     * particular, so the page reports the view itself): an unknown or inactive product is 404.
     */
    async recordPageView(userId: string, productId: string): Promise<void> {
      if (!UUID.test(productId) || !(await repo.findActiveProduct(productId))) throw notFound(PRODUCT_NOT_FOUND);
      await recordView(userId, productId);
    },

    /** The user's last viewed active products, latest first, each once, at most 12. */
    async recentlyViewed(userId: string): Promise<PublicProduct[]> {
      if (!UUID.test(userId)) return [];
      return (await repo.listRecentlyViewed(userId, RECENTLY_VIEWED_LIMIT)).map(toPublicProduct);
    },

    /** sitemap.xml: home, static pages, every subcategory and every active product. */
    sitemap,

    /** robots.txt: everything but the back office, account and checkout screens; names the sitemap. */
    robots: () => robots,
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;

function groupByCategory(rows: TaxonomyRow[]): { name: string; rows: TaxonomyRow[] }[] {
  const groups: { name: string; rows: TaxonomyRow[] }[] = [];
  for (const row of rows) {
    let group = groups[groups.length - 1];
    if (group?.name !== row.category) {
      group = { name: row.category, rows: [] };
      groups.push(group);
    }
    if (row.subcategory) group.rows.push(row);
  }
  return groups;
}
