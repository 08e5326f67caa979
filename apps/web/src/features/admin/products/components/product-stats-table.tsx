import { LOW_STOCK_THRESHOLD, subcategoryPath } from '@nidra/shared';
import { ProductImage } from '../../../../ui/product-image.tsx';
import { DataTable, SkeletonRows, TableMessage, TD_MID, TD_NUM_MID } from '../../components/data-table.tsx';
import { useSubcategoryStats } from '../api/get-subcategory-stats.ts';

const COLUMNS = 5;

/** Stock per subcategory; a row with fewer than 10 active products is highlighted (spec §2, §9). */
export function ProductStatsTable() {
  const { data: stats = [], isPending, isError } = useSubcategoryStats();
  const low = stats.filter((s) => s.activeProducts < LOW_STOCK_THRESHOLD).length;
  return (
    <>
      {!isPending && !isError && stats.length > 0 && (
        <p className="mb-3 flex items-center gap-2 text-sm text-plum-700">
          <span className="inline-block h-3 w-3 rounded-sm bg-blush-200 ring-1 ring-blush-500" aria-hidden="true" />
          {low === 0
            ? `Every subcategory has at least ${LOW_STOCK_THRESHOLD} active products.`
            : `${low} ${low === 1 ? 'subcategory has' : 'subcategories have'} fewer than ${LOW_STOCK_THRESHOLD} active products.`}
        </p>
      )}
      <DataTable
        caption="Product stats per subcategory"
        minWidth="34rem"
        columns={[
          { label: 'Subcategory' },
          { label: 'Total Products', numeric: true },
          { label: 'Active Products', numeric: true },
          { label: 'Out of Stock', numeric: true },
          { label: 'Stock' },
        ]}
      >
        {isPending ? (
          <SkeletonRows columns={COLUMNS} />
        ) : isError ? (
          <TableMessage colSpan={COLUMNS}>The product stats could not be loaded.</TableMessage>
        ) : stats.length === 0 ? (
          <TableMessage colSpan={COLUMNS}>No subcategories yet.</TableMessage>
        ) : (
          stats.map((s) => {
            const isLow = s.activeProducts < LOW_STOCK_THRESHOLD;
            return (
              <tr
                key={s.subcategory}
                data-low-stock={isLow || undefined}
                className={isLow ? 'bg-blush-100! shadow-[inset_4px_0_0] shadow-blush-500' : ''}
              >
                <th scope="row" className={`${TD_MID} text-left font-medium`}>
                  <a
                    href={subcategoryPath(s.subcategory)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="flex items-center gap-3 text-plum-900 hover:underline"
                  >
                    <ProductImage
                      src={s.displayImage}
                      alt=""
                      sizes="40px"
                      width={40}
                      height={50}
                      className="h-12.5 w-10 shrink-0 rounded-md"
                    />
                    {s.subcategory}
                  </a>
                </th>
                <td className={TD_NUM_MID}>{s.totalProducts}</td>
                <td className={`${TD_NUM_MID} ${isLow ? 'font-semibold text-red-800' : ''}`}>{s.activeProducts}</td>
                <td className={TD_NUM_MID}>{s.soldOutCount}</td>
                <td className={TD_MID}>
                  {isLow ? (
                    <span className="rounded-md bg-white/70 px-2 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200">
                      Low stock
                    </span>
                  ) : (
                    <span className="text-xs text-emerald-800">OK</span>
                  )}
                </td>
              </tr>
            );
          })
        )}
      </DataTable>
    </>
  );
}
