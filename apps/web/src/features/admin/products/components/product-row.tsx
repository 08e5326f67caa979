import { formatINR, messages } from '@nidra/shared';
import type { AdminProduct } from '@nidra/shared/catalogue/catalogue.schema';
import { Link } from '../../../../lib/router.tsx';
import { ProductImage } from '../../../../ui/product-image.tsx';
import { adminButton } from '../../components/admin-page.tsx';
import { type Column, TD_MID as TD, TD_NUM_MID as TD_NUM } from '../../components/data-table.tsx';
import type { Availability } from '../api/update-product-status.ts';

/** The product list's headings, in the order of a row's cells. */
export const PRODUCT_LIST_COLUMNS: Column[] = [
  { label: 'Image' },
  { label: 'Availability' },
  { label: 'Set Availability' },
  { label: 'Name' },
  { label: 'Selling Price', numeric: true },
  { label: 'MRP', numeric: true },
  { label: 'Discount', numeric: true },
  { label: <span className="sr-only">Edit</span> },
];
export const PRODUCT_COLUMNS = PRODUCT_LIST_COLUMNS.length;

/** One product: quantity 1 or more is Available, below 1 Sold out (spec §4). */
export function ProductRow({
  product: p,
  busy,
  onAvailability,
  onImage,
}: {
  product: AdminProduct;
  busy: boolean;
  onAvailability: (a: Availability) => void;
  onImage: () => void;
}) {
  const available = p.quantity >= 1;
  return (
    <tr className={available ? '' : 'text-plum-700'}>
      <td className={TD}>
        <button
          type="button"
          onClick={onImage}
          aria-label={`View image of ${p.productName}`}
          className="block overflow-hidden rounded-md ring-plum-300 hover:ring-2"
        >
          <ProductImage src={p.displayImage} alt="" sizes="40px" width={40} height={50} className="h-12.5 w-10" />
        </button>
      </td>
      <td className={`${TD} whitespace-nowrap`}>
        {available ? (
          <span className="font-medium text-emerald-800">{messages.available}</span>
        ) : (
          <span className="font-medium text-red-700">Sold out</span>
        )}
        <span className="block text-xs text-plum-500">Qty {p.quantity}</span>
      </td>
      <td className={TD}>
        <div className="flex gap-1.5">
          <button
            type="button"
            aria-label={`${messages.available}: ${p.productName}`}
            className={adminButton('secondary', 'px-2.5 py-1 text-xs')}
            disabled={busy || available}
            onClick={() => onAvailability('available')}
          >
            {messages.available}
          </button>
          <button
            type="button"
            aria-label={`${messages.soldOut}: ${p.productName}`}
            className={adminButton('secondary', 'px-2.5 py-1 text-xs')}
            disabled={busy || !available}
            onClick={() => onAvailability('soldOut')}
          >
            {messages.soldOut}
          </button>
        </div>
      </td>
      <th scope="row" className={`${TD} text-left font-medium`}>
        <span className="block text-plum-900">{p.productName}</span>
        <span className="block text-xs font-normal text-plum-500">
          {p.subcategory}
          {p.size && ` · ${p.size}`}
          {!p.isActive && ' · inactive'}
        </span>
      </th>
      <td className={`${TD_NUM} font-medium`}>{formatINR(p.sellingPrice)}</td>
      <td className={`${TD_NUM} text-plum-500`}>{formatINR(p.MRP)}</td>
      <td className={TD_NUM}>{p.discount.toFixed(2)}%</td>
      <td className={TD}>
        <Link
          to={`/admin/product/edit/${p._id}`}
          state={{ productName: p.productName }}
          aria-label={`Edit ${p.productName}`}
          className={adminButton('secondary', 'px-3 py-1 text-xs')}
        >
          Edit
        </Link>
      </td>
    </tr>
  );
}
