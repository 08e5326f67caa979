import { formatAdminDate, formatINR, lineDetails, orderLabel, productPath } from '@nidra/shared';
import type { AdminOrderDetail } from '@nidra/shared/admin/admin.schema';
import type { ReactNode } from 'react';
import { ExternalIcon } from '../../../../ui/icons/admin-icons.tsx';
import { ProductImage } from '../../../../ui/product-image.tsx';
import { DataTable, TableMessage, TD } from '../../components/data-table.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';

const FIELD_NAMES: Record<string, string> = {
  orderStatus: 'Order Status',
  paymentStatus: 'Payment Status',
  status: 'Payment Status',
  trackingNumber: 'Tracking Number',
  stock: 'Stock',
};

function Fact({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-plum-500">{label}</dt>
      <dd className="mt-0.5 text-sm text-ink">{children}</dd>
    </div>
  );
}

/** View order: id, date, the products (opening the shop's page in a new tab) and the status history. */
export function OrderDetails({ order }: { order: AdminOrderDetail }) {
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-4 rounded-xl border border-plum-100 bg-white p-5 shadow-sm sm:grid-cols-3 xl:grid-cols-6">
        <Fact label="Order ID">
          <span className="font-semibold">{orderLabel(order.orderNumber)}</span>
        </Fact>
        <Fact label="Date">{formatAdminDate(order.createdAt)}</Fact>
        <Fact label="Amount">
          <span className="tabular-nums">{formatINR(order.amount)}</span>
        </Fact>
        <Fact label="Order Status">
          <StatusBadge kind="order" value={order.orderStatus} />
        </Fact>
        <Fact label="Payment Status">
          <StatusBadge kind="payment" value={order.status} />
        </Fact>
        <Fact label="Tracking Number">
          <span className="font-mono">{order.trackingNumber || '—'}</span>
        </Fact>
        <Fact label="Shipping" className="col-span-2 sm:col-span-3 xl:col-span-6">
          {order.customer.name} · {order.customer.email} — {order.shippingAddress}
        </Fact>
      </dl>

      <section aria-labelledby="order-products">
        <h2 id="order-products" className="mb-3 font-display text-xl text-plum-900">
          Products
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {order.products.map((line) => (
            <li key={line._id} className="flex gap-3 rounded-xl border border-plum-100 bg-white p-3 shadow-sm">
              <ProductImage
                src={line.product.displayImage}
                alt={line.product.productName}
                sizes="80px"
                width={80}
                height={100}
                className="h-25 w-20 shrink-0 rounded-lg"
              />
              <div className="min-w-0 text-sm">
                <a
                  href={productPath(line.product)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-plum-900 underline-offset-2 hover:underline"
                >
                  {line.product.productName}
                  <ExternalIcon className="ml-1 inline align-[-0.1em]" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
                {lineDetails(line.product) && (
                  <p className="mt-0.5 font-medium text-plum-800">{lineDetails(line.product)}</p>
                )}
                <p className="mt-0.5 text-plum-500">{line.product.subcategory}</p>
                <p className="mt-1 tabular-nums text-plum-700">
                  {line.quantity} × {formatINR(line.product.sellingPrice)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="order-history">
        <h2 id="order-history" className="mb-3 font-display text-xl text-plum-900">
          Status history
        </h2>
        <DataTable
          caption="Status history"
          minWidth="36rem"
          columns={[{ label: 'Date' }, { label: 'Change' }, { label: 'By' }]}
        >
          {order.events.length === 0 ? (
            <TableMessage colSpan={3}>No changes recorded yet.</TableMessage>
          ) : (
            order.events.map((ev, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: events have no id and never reorder.
              <tr key={i}>
                <td className={`${TD} whitespace-nowrap text-plum-700`}>{formatAdminDate(ev.at)}</td>
                <td className={TD}>
                  <span className="text-plum-500">{FIELD_NAMES[ev.field] ?? ev.field}: </span>
                  <span className="font-mono text-xs">{ev.from || '—'}</span>
                  <span aria-hidden="true"> → </span>
                  <span className="sr-only"> changed to </span>
                  <span className="font-mono text-xs font-semibold">{ev.to || '—'}</span>
                </td>
                <td className={`${TD} text-plum-700`}>{ev.actor}</td>
              </tr>
            ))
          )}
        </DataTable>
      </section>
    </div>
  );
}
