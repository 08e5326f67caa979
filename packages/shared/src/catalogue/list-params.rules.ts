/** How a product list can be ordered; absent means the shop's default (in stock first, newest first). */
export const LIST_SORTS = ['newest', 'price-asc', 'price-desc', 'discount', 'rating'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

/** Limits the server schema holds the URL to, so the browser and the server agree on what is valid. */
export const LIST_LIMITS = { size: 20, fabric: 60, maxPrice: 1_000_000, query: 100 } as const;

/** A list's sort and filters as they travel in the URL (`?sort=price-asc&size=M&inStock=1`). Prices in rupees. */
export type ListParams = {
  sort?: ListSort;
  size?: string;
  minPrice?: number;
  maxPrice?: number;
  fabric?: string;
  inStock?: boolean;
};

const wholeRupees = (value: string | null | undefined): number | undefined => {
  if (!value || !/^\d{1,7}$/.test(value)) return undefined;
  const n = Number(value);
  return n <= LIST_LIMITS.maxPrice ? n : undefined;
};

const shortText = (value: string | null | undefined, max: number): string | undefined => {
  const v = value?.trim();
  return v && v.length <= max ? v : undefined;
};

/**
 * The sort and filters a page's URL asks for; values the server would refuse are dropped, so a
 * hand-edited link still shows a list. The server's zod schema (listFilters) holds the same limits.
 */
export function readListParams(search: URLSearchParams): ListParams {
  const sort = search.get('sort');
  const params: ListParams = {
    sort: (LIST_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ListSort) : undefined,
    size: shortText(search.get('size'), LIST_LIMITS.size),
    minPrice: wholeRupees(search.get('minPrice')),
    maxPrice: wholeRupees(search.get('maxPrice')),
    fabric: shortText(search.get('fabric'), LIST_LIMITS.fabric),
    inStock: search.get('inStock') === '1' ? true : undefined,
  };
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined)) as ListParams;
}

/** The URL query for a list's params, in a fixed order so the same list always has the same URL. */
export function listParamsQuery(params: ListParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.sort) query.set('sort', params.sort);
  if (params.size) query.set('size', params.size);
  if (params.minPrice !== undefined) query.set('minPrice', String(params.minPrice));
  if (params.maxPrice !== undefined) query.set('maxPrice', String(params.maxPrice));
  if (params.fabric) query.set('fabric', params.fabric);
  if (params.inStock) query.set('inStock', '1');
  return query;
}

/** True when any filter (not the sort) narrows the list. */
export const hasListFilters = (p: ListParams) =>
  Boolean(p.size || p.fabric || p.inStock || p.minPrice !== undefined || p.maxPrice !== undefined);

/** The words a `/search?q=` URL asks for, as the page shows and searches them (trimmed). */
export const searchPageWords = (search: URLSearchParams) => (search.get('q') ?? '').trim();

/**
 * The part of a list page's query string its content depends on, in one spelling: the search words
 * (when `withWords`) then the sort and filters. Pages are rendered and cached under it, so
 * `?inStock=1&sort=price-asc&utm_source=x` and `?sort=price-asc&inStock=1` are one page.
 */
export function listPageQuery(search: URLSearchParams, withWords = false): string {
  const query = listParamsQuery(readListParams(search));
  const words = searchPageWords(search);
  if (!withWords) return query.toString();
  const q = new URLSearchParams(words ? { q: words } : {});
  return [q.toString(), query.toString()].filter(Boolean).join('&');
}
