import { formatINR, messages } from '@nidra/shared';
import { useSubcategoryPrices } from '../../api/get-subcategory-prices.ts';
import { AdminAlert } from '../../components/admin-page.tsx';
import { DataTable, SkeletonRows, TableMessage, TD, TD_NUM } from '../../components/data-table.tsx';

/** The saved actual prices per subcategory (spec §2). */
export function PricesTable() {
  const { data: prices = [], isPending, error } = useSubcategoryPrices();
  if (error) return <AdminAlert>{messages.fetchPricesFailed}</AdminAlert>;
  return (
    <DataTable
      caption="Saved subcategory prices"
      minWidth="24rem"
      className="max-w-2xl"
      columns={[{ label: 'Subcategory' }, { label: 'Actual Price', numeric: true }]}
    >
      {isPending ? (
        <SkeletonRows columns={2} />
      ) : prices.length === 0 ? (
        <TableMessage colSpan={2}>{messages.noPrices}</TableMessage>
      ) : (
        prices.map((p) => (
          <tr key={p.subcategory}>
            <th scope="row" className={`${TD} text-left font-medium`}>
              {p.subcategory}
            </th>
            <td className={TD_NUM}>{formatINR(p.actualPrice)}</td>
          </tr>
        ))
      )}
    </DataTable>
  );
}
