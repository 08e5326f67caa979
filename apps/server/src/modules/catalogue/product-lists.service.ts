import { hasListFilters, type ListParams, listParamsQuery, sortSizes, toPaise } from '@nidra/shared';
import type {
  ListedProduct,
  ListFilters,
  ProductListQuery,
  ProductListResponse,
} from '@nidra/shared/catalogue/catalogue.schema';
import type { AppContext } from '../../app-context.ts';
import type { CachedBody } from '../../lib/read-cache.ts';
import { type CatalogueService, freshBody } from './catalogue.service.ts';
import type { DesignsRepository, ListScope, RowFilters } from './designs.repository.ts';
import { toListedProduct } from './product-mapper.ts';
import type { SearchService } from './search.service.ts';

const NEW_DESIGNS_LIMIT = 12;
/** Only unfiltered pages in the shop's page sizes are cached, so odd queries cannot fill the memory. */
const CACHED_PAGE_SIZES = new Set([12, 24, 48]);

type Paging = { page: number; pageSize: number };

/** The URL's filters as the repository takes them (rupees → paise, "1" → true). */
export function toListParams(f: ListFilters): ListParams {
  return {
    sort: f.sort,
    size: f.size,
    minPrice: f.minPrice,
    maxPrice: f.maxPrice,
    fabric: f.fabric,
    inStock: f.inStock === '1' ? true : undefined,
  };
}

function rowFilters(p: ListParams): RowFilters {
  return {
    size: p.size,
    fabric: p.fabric,
    inStock: p.inStock,
    minPrice: p.minPrice === undefined ? undefined : toPaise(p.minPrice),
    maxPrice: p.maxPrice === undefined ? undefined : toPaise(p.maxPrice),
  };
}

/** Sorted, filtered lists of designs (or products) for subcategories, new arrivals and search (ADR 0012, 0013). */
export function createProductListsService({
  ctx,
  repo,
  catalogue,
  search,
}: {
  ctx: AppContext;
  repo: DesignsRepository;
  catalogue: CatalogueService;
  search: SearchService;
}) {
  async function load(scope: ListScope, params: ListParams, grouped: boolean, paging: Paging, withFacets = true) {
    const { rows, total, facets } = await repo.list({
      scope,
      filters: rowFilters(params),
      sort: params.sort,
      grouped,
      facets: withFacets,
      offset: (paging.page - 1) * paging.pageSize,
      limit: paging.pageSize,
    });
    return {
      facets: { sizes: sortSizes(facets.sizes), fabrics: facets.fabrics.sort((a, b) => a.localeCompare(b)) },
      products: rows.map((r) => toListedProduct(r, grouped)),
      total,
      page: paging.page,
      totalPages: Math.ceil(total / paging.pageSize),
    } satisfies ProductListResponse;
  }

  function subcategoryList(subcategoryId: string, params: ListParams, grouped: boolean, paging: Paging) {
    const run = () => load({ kind: 'subcategory', subcategoryId }, params, grouped, paging);
    const cacheable =
      !params.sort && !hasListFilters(params) && CACHED_PAGE_SIZES.has(paging.pageSize) && paging.page <= 50;
    if (!cacheable) return run().then(freshBody);
    return ctx.cache.get(`list:${subcategoryId}:${grouped ? 'd' : 'p'}:${paging.page}:${paging.pageSize}`, run);
  }

  return {
    /**
     * GET /api/products: the spec's list as it was when asked plainly; with `group=design`, a sort or
     * a filter, the list computed here. An unknown subcategory is an empty list, not an error.
     */
    async productList(q: ProductListQuery): Promise<CachedBody> {
      const params = toListParams(q);
      const grouped = q.group === 'design';
      if (!grouped && !params.sort && !hasListFilters(params)) return catalogue.productList(q);
      const id = await catalogue.findSubcategoryId(q.subcategory);
      if (!id) return freshBody({ products: [], total: 0, page: q.page, totalPages: 0 } satisfies ProductListResponse);
      return subcategoryList(id, params, grouped, q);
    },

    /** The newest designs, one card each; sold-out ones are included (spec §2 shows 'Sold Out'). */
    newDesigns: () =>
      ctx.cache.get('new-designs', async (): Promise<ListedProduct[]> => {
        const list = await load(
          { kind: 'all' },
          { sort: 'newest' },
          true,
          { page: 1, pageSize: NEW_DESIGNS_LIMIT },
          false,
        );
        return list.products;
      }),

    /**
     * Designs matching the shopper's words, most relevant first unless another sort is asked for.
     * Answers live in the open part of the catalogue cache, keyed by the corrected query.
     */
    async search(q: string, params: ListParams, paging: Paging): Promise<CachedBody> {
      const query = await search.query(q);
      if (!query)
        return freshBody({
          products: [],
          total: 0,
          page: paging.page,
          totalPages: 0,
          facets: { sizes: [], fabrics: [] },
        } satisfies ProductListResponse);
      const key = `search:${query}:${listParamsQuery(params)}:${paging.page}:${paging.pageSize}`;
      return ctx.cache.get(key, () => load({ kind: 'search', query }, params, true, paging), 'open');
    },
  };
}

export type ProductListsService = ReturnType<typeof createProductListsService>;
