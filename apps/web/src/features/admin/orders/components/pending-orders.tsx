import { formatINR, lineDetails, messages, orderLabel, productPath } from '@nidra/shared';
import type { AdminOrder } from '@nidra/shared/admin/admin.schema';
import { type ReactNode, useState } from 'react';
import { PrinterIcon } from '../../../../ui/icons/admin-icons.tsx';
import { AdminPage, adminButton } from '../../components/admin-page.tsx';
import {
  DataTable,
  PHONE_CELL,
  PHONE_ROW,
  SkeletonRows,
  TableMessage,
  TD,
  TD_NUM,
} from '../../components/data-table.tsx';
import { usePendingOrders } from '../api/get-pending-orders.ts';
import { type FromAddress, FromBlock, PrintedLabel, ToBlock } from './shipping-label.tsx';

/**
 * Pending orders (spec §2): order number, products, amount, qty, From and To. 'Show From To' keeps
 * only the addresses; 'Print labels' prints one label per order, without the menu or the buttons.
 */
export function PendingOrders({
  from,
  courier,
}: {
  from: FromAddress;
  /** The courier's panel above the table (composed by the route: ADR 0024). */
  courier?: (orders: AdminOrder[]) => ReactNode;
}) {
  const { data: orders = [], isPending, isError } = usePendingOrders();
  const [fromToOnly, setFromToOnly] = useState(false);
  const columns = fromToOnly ? 2 : 6;
  const rows = isPending ? (
    <SkeletonRows columns={columns} rows={3} />
  ) : isError ? (
    <TableMessage colSpan={columns}>The pending orders could not be loaded.</TableMessage>
  ) : orders.length === 0 ? (
    <TableMessage colSpan={columns}>No paid orders are waiting to be dispatched.</TableMessage>
  ) : (
    orders.map((o) => <PendingRow key={o._id} order={o} from={from} fromToOnly={fromToOnly} />)
  );

  return (
    <AdminPage
      title={messages.adminNavPendingOrders}
      hideHeadingInPrint
      description="Paid orders waiting to be dispatched, with their shipping labels."
      actions={
        <>
          <button
            type="button"
            aria-pressed={fromToOnly}
            onClick={() => setFromToOnly((v) => !v)}
            className={adminButton(fromToOnly ? 'primary' : 'secondary')}
          >
            {messages.showFromTo}
          </button>
          <button
            type="button"
            onClick={() => window.print()}
            disabled={orders.length === 0}
            className={adminButton('primary')}
          >
            <PrinterIcon />
            Print labels
          </button>
        </>
      }
    >
      {!isPending && courier?.(orders)}
      <div className="print:hidden">
        <DataTable
          caption="Pending orders"
          minWidth={fromToOnly ? '36rem' : '60rem'}
          cardsOnPhone
          columns={[
            ...(fromToOnly
              ? []
              : [
                  { label: 'O.No.' },
                  { label: 'Products' },
                  { label: 'Amount', numeric: true },
                  { label: 'Qty', numeric: true },
                ]),
            { label: 'From' },
            { label: 'To' },
          ]}
        >
          {rows}
        </DataTable>
      </div>
      <section aria-label="Shipping labels" className="hidden print:block">
        {orders.map((o) => (
          <PrintedLabel
            key={o._id}
            from={from}
            heading={`${orderLabel(o.orderNumber)} · ${o.totalQuantity} ${o.totalQuantity === 1 ? 'item' : 'items'}`}
          >
            <ToBlock shippingAddress={o.shippingAddress} mobile={o.mobile} large />
            <PackingList order={o} />
            {o.status === 'COD_PENDING' && (
              <p className="mt-3 border-2 border-black px-2 py-1 text-base font-bold uppercase tracking-wide">
                {messages.cashOnDelivery}: collect {formatINR(o.amount)}
              </p>
            )}
          </PrintedLabel>
        ))}
      </section>
    </AdminPage>
  );
}

/** What goes in the parcel, on the label: each piece with its size and design number, and how many. */
function PackingList({ order }: { order: AdminOrder }) {
  return (
    <ul
      aria-label={`Contents of ${orderLabel(order.orderNumber)}`}
      className="mt-3 space-y-0.5 border-t border-black pt-2 text-sm"
    >
      {order.products.map((line) => (
        <li key={line._id}>
          <span className="font-semibold">{line.quantity} ×</span> {line.product.productName}
          {lineDetails(line.product) && <span className="font-bold"> — {lineDetails(line.product)}</span>}
        </li>
      ))}
    </ul>
  );
}

function PendingRow({ order, from, fromToOnly }: { order: AdminOrder; from: FromAddress; fromToOnly: boolean }) {
  return (
    <tr className={PHONE_ROW}>
      {!fromToOnly && (
        <>
          <th
            scope="row"
            className={`${TD} whitespace-nowrap text-left font-semibold text-plum-900 max-md:col-span-2 max-md:text-base`}
          >
            {orderLabel(order.orderNumber)}
          </th>
          <td data-label="Products" className={`${TD} ${PHONE_CELL(true)}`}>
            <ul className="space-y-1">
              {order.products.map((line) => (
                <li key={line._id}>
                  <a
                    href={productPath(line.product)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-plum-900 underline decoration-plum-300 underline-offset-2 hover:decoration-plum-700"
                  >
                    {line.product.productName}
                  </a>
                  <span className="text-plum-500"> × {line.quantity}</span>
                  {lineDetails(line.product) && (
                    <span className="block text-xs font-semibold text-plum-800">{lineDetails(line.product)}</span>
                  )}
                </li>
              ))}
            </ul>
          </td>
          <td data-label="Amount" className={`${TD_NUM} font-medium ${PHONE_CELL()}`}>
            {formatINR(order.amount)}
          </td>
          <td data-label="Qty" className={`${TD_NUM} ${PHONE_CELL()}`}>
            {order.totalQuantity}
          </td>
        </>
      )}
      <td data-label="From" className={`${TD} min-w-48 ${PHONE_CELL(true)}`}>
        <FromBlock from={from} />
      </td>
      <td data-label="To" className={`${TD} min-w-64 ${PHONE_CELL(true)}`}>
        <ToBlock shippingAddress={order.shippingAddress} mobile={order.mobile} />
      </td>
    </tr>
  );
}
