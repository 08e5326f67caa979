import { messages, ORDER_STATUSES, orderLabel } from '@nidra/shared';
import type { AdminOrderDetail } from '@nidra/shared/admin/admin.schema';
import type { OrderStatus } from '@nidra/shared/orders/order.rules';
import { allowedOrderStatuses } from '@nidra/shared/orders/order-status.rules';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../../lib/api-client.ts';
import { Link, useLocation, useNavigate } from '../../../../lib/router.tsx';
import { FormError } from '../../../../ui/form-field.tsx';
import { adminButton } from '../../components/admin-page.tsx';
import { type OrderUpdate, useUpdateOrder } from '../api/update-order.ts';

const FIELD = 'mb-1 block text-sm font-medium text-plum-900';
const INPUT =
  'w-full rounded-lg border border-plum-200 bg-white px-3 py-2 text-sm text-ink outline-none focus:border-plum-500 focus:ring-2 focus:ring-plum-100';

/** The status select starts at the order's status, PENDING when it has none (spec §4). */
const initialStatus = (s: string): OrderStatus =>
  ORDER_STATUSES.includes(s as OrderStatus) ? (s as OrderStatus) : 'PENDING';

/** Edit order: read-only order id, tracking number and order status (spec §2). */
export function OrderEditForm({ order }: { order: AdminOrderDetail }) {
  const [values, setValues] = useState<OrderUpdate>({
    trackingNumber: order.trackingNumber ?? '',
    orderStatus: initialStatus(order.orderStatus),
  });
  // The order-status state machine (packages/shared): an unpaid order is never offered a shipping status.
  const choices = allowedOrderStatuses(initialStatus(order.orderStatus), order.status);
  const shippingHeld = choices.length < ORDER_STATUSES.length;
  const update = useUpdateOrder(order._id);
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from ?? '/admin/orders';
  // A refusal with a reason (409: a cancelled order's pieces were sold meanwhile) is shown with the
  // form, beside the spec's 'Error updating order' toast, so the admin knows what to do.
  const refusal = update.error instanceof ApiError && update.error.status === 409 ? update.error.message : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    update.mutate(
      { trackingNumber: values.trackingNumber.trim(), orderStatus: values.orderStatus },
      { onSuccess: () => navigate(from) },
    );
  };

  return (
    <form onSubmit={submit} className="max-w-lg space-y-4 rounded-xl border border-plum-100 bg-white p-5 shadow-sm">
      <FormError message={refusal} />
      <div>
        <label htmlFor="order-id" className={FIELD}>
          Order ID
        </label>
        <input
          id="order-id"
          className={`${INPUT} bg-plum-50 font-semibold`}
          value={orderLabel(order.orderNumber)}
          readOnly
        />
      </div>
      <div>
        <label htmlFor="tracking-number" className={FIELD}>
          Tracking Number
        </label>
        <input
          id="tracking-number"
          className={`${INPUT} font-mono`}
          value={values.trackingNumber}
          maxLength={60}
          autoComplete="off"
          onChange={(e) => setValues((v) => ({ ...v, trackingNumber: e.target.value }))}
        />
      </div>
      <div>
        <label htmlFor="order-status" className={FIELD}>
          Order Status
        </label>
        <select
          id="order-status"
          className={INPUT}
          value={values.orderStatus}
          aria-describedby={shippingHeld ? 'order-status-hint' : undefined}
          onChange={(e) => setValues((v) => ({ ...v, orderStatus: e.target.value as OrderStatus }))}
        >
          {choices.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
        {shippingHeld && (
          <p id="order-status-hint" className="mt-1 text-xs text-plum-500">
            {messages.shippingNeedsPayment}
          </p>
        )}
      </div>
      <div className="flex gap-2 pt-2">
        <button type="submit" className={adminButton('primary', 'px-5 py-2')} disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save'}
        </button>
        <Link to={from} className={adminButton('secondary', 'px-5 py-2')}>
          Back to orders
        </Link>
      </div>
    </form>
  );
}
