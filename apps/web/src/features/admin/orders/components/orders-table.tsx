import { formatAdminDate, formatINR, messages, orderLabel } from '@nidra/shared';
import type { AdminOrder } from '@nidra/shared/admin/admin.schema';
import type { ReactNode } from 'react';
import { Link, useLocation } from '../../../../lib/router.tsx';
import { CreditNoteButton } from '../../../../ui/credit-note-button.tsx';
import { DownloadIcon, EyeIcon, PencilIcon, TrashIcon } from '../../../../ui/icons/admin-icons.tsx';
import { adminButton, IconButton } from '../../components/admin-page.tsx';
import { DataTable, PHONE_CELL, PHONE_ROW, TD, TD_NUM } from '../../components/data-table.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { ShipmentLine } from './shipment-line.tsx';
import { splitShippingAddress } from './shipping-label.tsx';

export const ORDER_COLUMNS = 10;

const ICON_LINK = 'grid h-8 w-8 place-items-center rounded-lg text-plum-700 hover:bg-plum-100';

type RowActions = {
  onVerify: (order: AdminOrder) => void;
  verifyingId: string | null;
  onDownload: (order: AdminOrder) => void;
  onCancel: (order: AdminOrder) => void;
  /** What the route adds under the payment method (a COD order's confirmation, ADR 0025). */
  paymentExtra?: (order: AdminOrder) => ReactNode;
};

/**
 * The orders table of spec §2 with its columns as written; `body` replaces the rows while loading.
 * It fits a 1280 px screen beside the menu (the payment method sits under the payment status), and
 * reads as one card per order on a phone.
 */
export function OrdersTable({ orders, body, ...actions }: { orders: AdminOrder[]; body?: ReactNode } & RowActions) {
  return (
    <DataTable
      caption="Orders"
      minWidth="50rem"
      dense
      cardsOnPhone
      columns={[
        { label: 'O.No.' },
        { label: 'Date' },
        { label: 'Shipping' },
        { label: 'Products' },
        { label: 'Amount', numeric: true },
        { label: 'Qty', numeric: true },
        { label: 'Invoice' },
        { label: 'Order Status' },
        { label: 'Payment Status' },
        { label: 'Actions' },
      ]}
    >
      {body ?? orders.map((order) => <OrderRow key={order._id} order={order} {...actions} />)}
    </DataTable>
  );
}

/** An invoice number that may wrap once, before its serial: NID/26-27/ over 000123. */
function InvoiceNumber({ value }: { value: string }) {
  const cut = value.lastIndexOf('/') + 1;
  return (
    <span className="text-left font-mono text-[0.7rem] leading-tight">
      {value.slice(0, cut)}
      <wbr />
      {value.slice(cut)}
    </span>
  );
}

/** The joined shipping text in a narrow column: the name first, then the address, then the phone. */
function ShippingText({ text, mobile }: { text: string; mobile: string }) {
  const to = splitShippingAddress(text, mobile);
  return (
    <>
      <span className="block font-medium text-plum-900">{to.name}</span>
      {to.rest}
      {to.mobile && <span className="block whitespace-nowrap">Phone: {to.mobile}</span>}
    </>
  );
}

/** The admin date (Asia/Kolkata, en-IN, 12-hour) on two lines: the day, then the time. */
function DateTime({ iso }: { iso: string }) {
  const text = formatAdminDate(iso);
  const cut = text.lastIndexOf(', ');
  if (cut < 0) return <>{text}</>;
  return (
    <time dateTime={iso}>
      {text.slice(0, cut)}
      <span className="block text-xs text-plum-500">{text.slice(cut + 2)}</span>
    </time>
  );
}

function OrderRow({
  order,
  onVerify,
  verifyingId,
  onDownload,
  onCancel,
  paymentExtra,
}: { order: AdminOrder } & RowActions) {
  const { pathname, search } = useLocation();
  const label = orderLabel(order.orderNumber);
  const cancelled = order.orderStatus === 'CANCELLED';
  return (
    <tr className={PHONE_ROW}>
      <th
        scope="row"
        className={`${TD} whitespace-nowrap text-left font-semibold text-plum-900 max-md:col-span-2 max-md:text-base`}
      >
        {label}
      </th>
      <td data-label="Date" className={`${TD} whitespace-nowrap text-plum-700 ${PHONE_CELL()}`}>
        <DateTime iso={order.createdAt} />
      </td>
      <td
        data-label="Shipping"
        className={`${TD} min-w-28 max-w-48 text-xs leading-relaxed text-plum-700 ${PHONE_CELL(true)} max-md:max-w-none`}
      >
        <ShippingText text={order.shippingAddress} mobile={order.mobile} />
      </td>
      <td data-label="Products" className={`${TD} ${PHONE_CELL()}`}>
        <Link to={`/admin/orders/view/${order._id}`} aria-label={`View products of ${label}`} className={ICON_LINK}>
          <EyeIcon />
        </Link>
      </td>
      <td data-label="Amount" className={`${TD_NUM} font-medium ${PHONE_CELL()}`}>
        {formatINR(order.amount)}
      </td>
      <td data-label="Qty" className={`${TD_NUM} ${PHONE_CELL()}`}>
        {order.totalQuantity}
      </td>
      <td data-label="Invoice" className={`${TD} ${PHONE_CELL()}`}>
        {order.invoiceNumber ? (
          <button
            type="button"
            onClick={() => onDownload(order)}
            aria-label={`Download invoice ${order.invoiceNumber}`}
            title="Download invoice PDF"
            className={adminButton('ghost', 'items-start gap-1 whitespace-normal px-1.5 text-xs')}
          >
            <DownloadIcon width="15" height="15" />
            <InvoiceNumber value={order.invoiceNumber} />
          </button>
        ) : (
          <>
            <span className="text-plum-300" aria-hidden="true">
              —
            </span>
            <span className="sr-only">No invoice</span>
          </>
        )}
        <CreditNoteButton
          userId={order.customer._id}
          order={order}
          className={adminButton('ghost', 'mt-1 px-1.5 text-xs')}
        />
      </td>
      <td data-label="Order Status" className={`${TD} ${PHONE_CELL()}`}>
        <div className="flex flex-col items-start gap-1.5">
          <StatusBadge kind="order" value={order.orderStatus} />
          {order.shipment && <ShipmentLine shipment={order.shipment} />}
        </div>
      </td>
      <td data-label="Payment Status" className={`${TD} ${PHONE_CELL()}`}>
        <div className="flex flex-col items-start gap-1.5">
          <StatusBadge kind="payment" value={order.status} />
          {/* The payment method (ADR 0014) sits under the payment status, so the table fits a laptop. */}
          <span className="text-xs text-plum-700">
            <span className="sr-only">{messages.paymentMethodColumn}: </span>
            {order.paymentMethod === 'COD' ? messages.cashOnDelivery : 'Online (PhonePe)'}
          </span>
          {paymentExtra?.(order)}
          {order.status === 'PAYMENT_INITIATED' && (
            <button
              type="button"
              className={adminButton('primary', 'px-2 py-1 text-xs')}
              disabled={verifyingId === order._id}
              onClick={() => onVerify(order)}
            >
              {messages.verifyPayment}
            </button>
          )}
        </div>
      </td>
      <td data-label="Actions" className={`${TD} ${PHONE_CELL()}`}>
        <div className="flex items-center gap-0.5">
          <Link
            to={`/admin/orders/edit/${order._id}`}
            state={{ from: pathname + search }}
            aria-label={`Edit ${label}`}
            title={`Edit ${label}`}
            className={ICON_LINK}
          >
            <PencilIcon />
          </Link>
          <IconButton
            label={cancelled ? `${label} is cancelled` : `Cancel ${label}`}
            tone="danger"
            disabled={cancelled}
            onClick={() => onCancel(order)}
          >
            <TrashIcon />
          </IconButton>
        </div>
      </td>
    </tr>
  );
}
