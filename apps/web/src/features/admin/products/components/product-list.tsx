import { messages } from '@nidra/shared';
import type { AdminProduct } from '@nidra/shared/catalogue/catalogue.schema';
import { useState } from 'react';
import { useSearchParams } from '../../../../lib/router.tsx';
import { useSubcategoryNames } from '../../api/get-subcategory-names.ts';
import { AdminAlert } from '../../components/admin-page.tsx';
import { DataTable, SkeletonRows, TableMessage } from '../../components/data-table.tsx';
import { Pager } from '../../components/pager.tsx';
import { useAdminProducts } from '../api/get-admin-products.ts';
import { useUpdateProductStatus } from '../api/update-product-status.ts';
import { ImagePopup } from './image-popup.tsx';
import { PRODUCT_COLUMNS, PRODUCT_LIST_COLUMNS, ProductRow } from './product-row.tsx';

/** Rows shown at a time: the list can hold the whole catalogue. */
const ROWS_PER_PAGE = 50;

/** Product List (spec §2): subcategory filter, availability buttons, the image popup and Edit. */
export function ProductList() {
  const [params, setParams] = useSearchParams();
  const subcategory = params.get('subcategory') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const names = useSubcategoryNames();
  const { data: products = [], isPending, isError, isPlaceholderData } = useAdminProducts(subcategory);
  const status = useUpdateProductStatus();
  const [popup, setPopup] = useState<{ src: string | null; name: string } | null>(null);

  const totalPages = Math.max(1, Math.ceil(products.length / ROWS_PER_PAGE));
  const shown = products.slice((page - 1) * ROWS_PER_PAGE, page * ROWS_PER_PAGE);
  const go = (next: { subcategory: string; page?: number }) => {
    const search = new URLSearchParams();
    if (next.subcategory) search.set('subcategory', next.subcategory);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };
  const busyId = status.isPending ? status.variables?.id : undefined;

  return (
    <>
      {names.isError && <AdminAlert>{messages.fetchSubcategoriesError}</AdminAlert>}
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <div>
          <label htmlFor="product-filter" className="mb-1 block text-sm font-medium text-plum-900">
            Subcategory
          </label>
          <select
            id="product-filter"
            value={subcategory}
            onChange={(e) => go({ subcategory: e.target.value })}
            className="w-64 max-w-full rounded-lg border border-plum-200 bg-white px-3 py-2 text-sm outline-none focus:border-plum-500 focus:ring-2 focus:ring-plum-100"
          >
            <option value="">{messages.allSubcategories}</option>
            {(names.data ?? []).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        {!isPending && !isError && (
          <p className="text-xs text-plum-500" aria-live="polite">
            {products.length} {products.length === 1 ? 'product' : 'products'} ·{' '}
            {products.filter((p) => p.quantity < 1).length} sold out
          </p>
        )}
      </div>
      {isError ? (
        <AdminAlert>{messages.fetchProductsError}</AdminAlert>
      ) : (
        <DataTable
          caption="Products"
          minWidth="54rem"
          className={isPlaceholderData ? 'opacity-60' : ''}
          columns={PRODUCT_LIST_COLUMNS}
        >
          {isPending ? (
            <SkeletonRows columns={PRODUCT_COLUMNS} />
          ) : shown.length === 0 ? (
            <TableMessage colSpan={PRODUCT_COLUMNS}>No products in this subcategory.</TableMessage>
          ) : (
            shown.map((p: AdminProduct) => (
              <ProductRow
                key={p._id}
                product={p}
                busy={busyId === p._id}
                onAvailability={(availability) => status.mutate({ id: p._id, availability })}
                onImage={() => setPopup({ src: p.displayImage, name: p.productName })}
              />
            ))
          )}
        </DataTable>
      )}
      {totalPages > 1 && (
        <Pager label="Product pages" page={page} totalPages={totalPages} onPage={(p) => go({ subcategory, page: p })} />
      )}
      <ImagePopup image={popup} onClose={() => setPopup(null)} />
    </>
  );
}
