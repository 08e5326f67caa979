import { fromSlug, hasListFilters, readListParams, subcategoryKey } from '@nidra/shared';
import { productsQueryOptions, useProducts } from '../../../features/catalogue/api/get-products.ts';
import { Breadcrumb } from '../../../features/catalogue/components/breadcrumb.tsx';
import { ListControls } from '../../../features/catalogue/components/list-controls.tsx';
import { ListNotice, ListPageHeader } from '../../../features/catalogue/components/list-page-parts.tsx';
import { ProductGrid } from '../../../features/catalogue/components/product-grid.tsx';
import { useListParams } from '../../../features/catalogue/hooks/use-list-params.ts';
import { menusQueryOptions } from '../../../features/menus/api/get-menus.ts';
import { WishlistHeart } from '../../../features/wishlist/components/wishlist-heart.tsx';
import { useParams } from '../../../lib/router.tsx';
import { STORE } from '../../../lib/store-info.ts';
import { useTexts } from '../../../lib/texts.tsx';
import { HydrateApart } from '../../../ui/hydrate-apart.tsx';
import { PageMeta } from '../../../ui/page-meta.tsx';
import { notFound, type RoutePrefetch } from '../../route-data.ts';

/** The first page of the subcategory's designs as the URL sorts and filters them; a subcategory no menu lists is the 404 page. */
export const prefetch: RoutePrefetch = async ({ params, url, client }) => {
  const slug = params.subcategory ?? '';
  const [menus] = await Promise.all([
    client.ensureQueryData(menusQueryOptions()),
    client.ensureQueryData(productsQueryOptions(slug, readListParams(url.searchParams))),
  ]);
  const key = subcategoryKey(slug);
  if (!menus.some((m) => m.submenus.some((s) => subcategoryKey(s) === key))) notFound();
};

/** /prod/{subcategory}: one card per design, page by page (spec §2, ADR 0012), sorted and filtered by the URL. */
export default function SubcategoryPage() {
  const t = useTexts();
  const slug = useParams().subcategory ?? '';
  const [params, setParams] = useListParams();
  const query = useProducts(slug, params);
  const products = query.data?.pages.flatMap((p) => p.products) ?? [];
  const name = t.categoryName(products[0]?.subcategory ?? fromSlug(slug));
  const total = query.data?.pages[0]?.total;

  return (
    <main className="mx-auto max-w-6xl px-4 pb-20 pt-6 sm:pt-8">
      <PageMeta title={name} description={t.subcategoryPageDescription(name, STORE.name)} />
      <Breadcrumb items={[{ label: t.home, to: '/' }, { label: name }]} />
      <ListPageHeader title={name} count={total ? t.designsCount(total) : undefined} />

      {!(query.isError || (!query.isPending && products.length === 0 && !hasListFilters(params))) && (
        <ListControls
          params={params}
          onChange={setParams}
          facets={query.data?.pages[0]?.facets}
          defaultSortLabel={t.sortRecommended}
        />
      )}

      {query.isError && products.length === 0 ? (
        <ListNotice role="alert">{t.fetchProductsFailed}</ListNotice>
      ) : !query.isPending && products.length === 0 ? (
        <ListNotice>{hasListFilters(params) ? t.noProductsMatchFilters : t.noProductsInCategory}</ListNotice>
      ) : (
        <HydrateApart>
          <ProductGrid
            products={products}
            loading={query.isPending}
            hasMore={query.hasNextPage}
            loadingMore={query.isFetchingNextPage}
            loadMoreFailed={query.isFetchNextPageError}
            onLoadMore={() => void query.fetchNextPage()}
            cardAction={(p) => <WishlistHeart productId={p._id} productName={p.productName} />}
          />
        </HydrateApart>
      )}
    </main>
  );
}
