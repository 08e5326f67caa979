import { formatINR, messages, productPath } from '@nidra/shared';
import { ExternalIcon } from '../../../../ui/icons/admin-icons.tsx';
import { AdminAlert } from '../../components/admin-page.tsx';
import { DataTable, SkeletonRows, TableMessage, TD, TD_NUM } from '../../components/data-table.tsx';
import { useActiveCarts } from '../api/get-active-carts.ts';

const COLUMNS = 5;

/** Active carts: who, how to reach them, and what they hold; items open in a new tab (spec §2). */
export function ActiveCarts() {
  const { data: carts = [], isPending, isError } = useActiveCarts();
  if (isError) return <AdminAlert>{messages.fetchCartsError}</AdminAlert>;
  return (
    <DataTable
      caption="Active carts"
      minWidth="56rem"
      columns={[
        { label: 'Name' },
        { label: 'Email' },
        { label: 'Phone' },
        { label: 'Cart Items' },
        { label: 'Cart Value', numeric: true },
      ]}
    >
      {isPending ? (
        <SkeletonRows columns={COLUMNS} rows={4} />
      ) : carts.length === 0 ? (
        <TableMessage colSpan={COLUMNS}>No shopper has items in a cart right now.</TableMessage>
      ) : (
        carts.map(({ user, items }) => (
          <tr key={user._id}>
            <th scope="row" className={`${TD} whitespace-nowrap text-left font-medium`}>
              {user.name}
            </th>
            <td className={`${TD} whitespace-nowrap text-plum-700`}>{user.email}</td>
            <td className={`${TD} whitespace-nowrap text-plum-700`}>{user.phoneNumber || '—'}</td>
            <td className={TD}>
              <ul className="space-y-1">
                {items.map((item) => (
                  <li key={item._id} className="flex items-baseline gap-1.5">
                    <a
                      href={productPath(item.product)}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex items-center gap-1 text-plum-900 underline decoration-plum-300 underline-offset-2 hover:decoration-plum-700"
                    >
                      {item.product.productName}
                      <ExternalIcon />
                      <span className="sr-only">(opens in a new tab)</span>
                    </a>
                    <span className="whitespace-nowrap text-xs text-plum-500">
                      × {item.quantity}
                      {item.product.quantity < 1 && (
                        <span className="ml-1.5 font-semibold text-red-700">{messages.soldOut}</span>
                      )}
                    </span>
                  </li>
                ))}
              </ul>
            </td>
            <td className={`${TD_NUM} font-medium`}>
              {formatINR(items.reduce((sum, i) => sum + i.product.sellingPrice * i.quantity, 0))}
            </td>
          </tr>
        ))
      )}
    </DataTable>
  );
}
