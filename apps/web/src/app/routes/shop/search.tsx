import { hasListFilters, LIST_LIMITS, readListParams, searchPageWords } from '@nidra/shared';
import type { CardProduct } from '../../../features/catalogue/api/card-product.ts';
import { closeMatchesQueryOptions } from '../../../features/catalogue/api/get-close-matches.ts';
import { newArrivalsQueryOptions, useNewArrivals } from '../../../features/catalogue/api/get-new-arrivals.ts';
import { searchResultsQueryOptions, useSearchResults } from '../../../features/catalogue/api/get-search-results.ts';
import { Breadcrumb } from '../../../features/catalogue/components/breadcrumb.tsx';
import { CloseMatches } from '../../../features/catalogue/components/close-matches.tsx';
import { ListControls } from '../../../features/catalogue/components/list-controls.tsx';
import { ListNotice, ListPageHeader } from '../../../features/catalogue/components/list-page-parts.tsx';
import { ProductGrid } from '../../../features/catalogue/components/product-grid.tsx';
import { useListParams } from '../../../features/catalogue/hooks/use-list-params.ts';
import { WishlistHeart } from '../../../features/wishlist/components/wishlist-heart.tsx';
import { useSearchParams } from '../../../lib/router.tsx';
import { useTexts } from '../../../lib/texts.tsx';
import { HydrateApart } from '../../../ui/hydrate-apart.tsx';
import { PageMeta } from '../../../ui/page-meta.tsx';
import type { RoutePrefetch } from '../../route-data.ts';

/**
 * The first page of results for the URL's words, sort and filters; when nothing matches the words,
 * the closest subcategories and the new arrivals offered instead. Words the API would refuse (too long) are left to the screen.
 */
export const prefetch: RoutePrefetch = async ({ url, client }) => {
  const q = searchPageWords(url.searchParams);
  if (!q || q.length > LIST_LIMITS.query) return;
  const params = readListParams(url.searchParams);
  const results = await client.ensureQueryData(searchResultsQueryOptions(q, params));
  if (results.pages[0]?.products.length === 0 && !hasListFilters(params))
    await Promise.all([
      client.ensureQueryData(newArrivalsQueryOptions()),
      client.prefetchQuery(closeMatchesQueryOptions(q)),
    ]);
};

/**
 * /search?q=: designs matching the words, sorted and filtered by the URL; nothing found offers the
 * closest subcategories and the new arrivals.
 */
export default function SearchPage() {
  const t = useTexts();
  const [search] = useSearchParams();
  const q = searchPageWords(search);
  const [params, setParams] = useListParams();
  const query = useSearchResults(q, params);
  const products = query.data?.pages.flatMap((p) => p.products) ?? [];
  const total = query.data?.pages[0]?.total;
  const nothingFound = Boolean(q) && query.isSuccess && products.length === 0;
  const unfilteredMiss = nothingFound && !hasListFilters(params);

  return (
    <main className="mx-auto max-w-6xl px-4 pb-20 pt-6 sm:pt-8">
      <PageMeta title={q ? t.searchResultsFor(q) : t.searchTitle} />
      <Breadcrumb items={[{ label: t.home, to: '/' }, { label: t.searchTitle }]} />
      <ListPageHeader
        title={q ? t.searchResultsFor(q) : t.searchTitle}
        count={total ? t.designsCount(total) : undefined}
      />

      {!q ? (
        <ListNotice>{t.searchPrompt}</ListNotice>
      ) : query.isError && products.length === 0 ? (
        <ListNotice role="alert">{t.searchFailed}</ListNotice>
      ) : (
        <>
          {!unfilteredMiss && (
            <ListControls
              params={params}
              onChange={setParams}
              facets={query.data?.pages[0]?.facets}
              defaultSortLabel={t.sortRelevance}
            />
          )}
          {nothingFound ? (
            unfilteredMiss ? (
              <NothingFound q={q} />
            ) : (
              <ListNotice>{t.noProductsMatchFilters}</ListNotice>
            )
          ) : (
            <HydrateApart>
              <ProductGrid
                products={products}
                loading={query.isPending}
                hasMore={query.hasNextPage}
                loadingMore={query.isFetchingNextPage}
                loadMoreFailed={query.isFetchNextPageError}
                onLoadMore={() => void query.fetchNextPage()}
                cardAction={heart}
              />
            </HydrateApart>
          )}
        </>
      )}
    </main>
  );
}

/**
 * Nothing matches the words: the closest subcategories and the new arrivals. Only this branch reads the
 * new arrivals, so a search with results asks for nothing beyond what its page already holds.
 */
function NothingFound({ q }: { q: string }) {
  const t = useTexts();
  const arrivals = useNewArrivals();
  return (
    <section aria-labelledby="search-arrivals">
      <p className="rounded-2xl bg-plum-50 px-6 py-8 text-center text-plum-700">{t.searchNothingFound(q)}</p>
      <CloseMatches q={q} />
      <h2 id="search-arrivals" className="mb-4 mt-10 font-display text-2xl text-plum-900">
        {t.newArrivals}
      </h2>
      <ProductGrid
        products={arrivals.data ?? []}
        loading={arrivals.isPending}
        hasMore={false}
        loadingMore={false}
        loadMoreFailed={false}
        onLoadMore={() => {}}
        cardAction={heart}
      />
    </section>
  );
}

const heart = (p: CardProduct) => <WishlistHeart productId={p._id} productName={p.productName} />;
