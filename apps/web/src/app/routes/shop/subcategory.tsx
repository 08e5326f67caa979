import { fromSlug, hasListFilters, messages, readListParams, subcategoryDescription } from '@nidra/shared';
import { useParams } from 'react-router';
import { productsQueryOptions, useProducts } from '../../../features/catalogue/api/get-products.ts';
import { Breadcrumb } from '../../../features/catalogue/components/breadcrumb.tsx';
import { ListControls } from '../../../features/catalogue/components/list-controls.tsx';
import { ProductGrid } from '../../../features/catalogue/components/product-grid.tsx';
import { useListParams } from '../../../features/catalogue/hooks/use-list-params.ts';
import { menusQueryOptions } from '../../../features/menus/api/get-menus.ts';
import { WishlistHeart } from '../../../features/wishlist/components/wishlist-heart.tsx';
import { STORE } from '../../../lib/store-info.ts';
import { PageMeta } from '../../../ui/page-meta.tsx';
import { notFound, type RoutePrefetch } from '../../route-data.ts';

/** Spaces and hyphens are the same in a subcategory's URL, and case is ignored (spec §2). */
const subcategoryKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/[\s-]+/g, ' ')
    .trim();

/** The first page of the subcategory's designs as the URL sorts and filters them; a subcategory no menu lists is the 404 page. */
export const prefetch: RoutePrefetch = async ({ params, url, client }) => {
  const slug = params.subcategory ?? '';
  const [menus] = await Promise.all([
    client.ensureQueryData(menusQueryOptions()),
    client.ensureInfiniteQueryData(productsQueryOptions(slug, readListParams(url.searchParams))),
  ]);
  const key = subcategoryKey(slug);
  if (!menus.some((m) => m.submenus.some((s) => subcategoryKey(s) === key))) notFound();
};

/** /prod/{subcategory}: one card per design, page by page (spec §2, ADR 0012), sorted and filtered by the URL. */
export default function SubcategoryPage() {
  const slug = useParams().subcategory ?? '';
  const [params, setParams] = useListParams();
  const query = useProducts(slug, params);
  const products = query.data?.pages.flatMap((p) => p.products) ?? [];
  const name = products[0]?.subcategory ?? fromSlug(slug);
  const total = query.data?.pages[0]?.total;

  return (
    <main className="mx-auto max-w-6xl px-4 pb-20 pt-6 sm:pt-8">
      <PageMeta title={name} description={subcategoryDescription(name, STORE.name)} />
      <Breadcrumb items={[{ label: messages.home, to: '/' }, { label: name }]} />
      <header className="mb-6 mt-4 flex flex-wrap items-end justify-between gap-2 border-b border-plum-100 pb-5 sm:mb-8">
        <h1 className="font-display text-3xl text-plum-900 sm:text-4xl">{name}</h1>
        {total !== undefined && total > 0 && (
          <p className="text-sm text-plum-500">
            {total} {total === 1 ? 'piece' : 'pieces'}
          </p>
        )}
      </header>

      {!(query.isError || (!query.isPending && products.length === 0 && !hasListFilters(params))) && (
        <ListControls
          params={params}
          onChange={setParams}
          facets={query.data?.pages[0]?.facets}
          defaultSortLabel={messages.sortRecommended}
        />
      )}

      {query.isError && products.length === 0 ? (
        <Notice role="alert">{messages.fetchProductsFailed}</Notice>
      ) : !query.isPending && products.length === 0 ? (
        <Notice>{hasListFilters(params) ? messages.noProductsMatchFilters : messages.noProductsInCategory}</Notice>
      ) : (
        <ProductGrid
          products={products}
          loading={query.isPending}
          hasMore={query.hasNextPage}
          loadingMore={query.isFetchingNextPage}
          loadMoreFailed={query.isFetchNextPageError}
          onLoadMore={() => void query.fetchNextPage()}
          cardAction={(p) => <WishlistHeart productId={p._id} productName={p.productName} />}
        />
      )}
    </main>
  );
}

function Notice({ children, role }: { children: string; role?: 'alert' }) {
  return (
    <p role={role} className="rounded-2xl bg-plum-50 px-6 py-16 text-center text-plum-700">
      {children}
    </p>
  );
}
