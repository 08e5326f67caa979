import { customerStatusLabel } from '@nidra/shared';

const TONE: Record<string, string> = {
  PENDING: 'border-amber-200 bg-amber-50 text-amber-900',
  DISPATCHED: 'border-sky-200 bg-sky-50 text-sky-900',
  INTRANSIT: 'border-sky-200 bg-sky-50 text-sky-900',
  DELIVERED: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  CANCELLED: 'border-red-200 bg-red-50 text-red-900',
};

/** The order's status as customers see it (PENDING reads PROCESSING), and its payment status as is. */
export function OrderStatusBox({ orderStatus, paymentStatus }: { orderStatus: string; paymentStatus: string }) {
  return (
    <div className={`rounded-xl border px-4 py-3 ${TONE[orderStatus] ?? 'border-plum-200 bg-plum-50 text-plum-900'}`}>
      <p className="text-xs uppercase tracking-[0.12em] opacity-80">Order status</p>
      <p className="mt-0.5 font-semibold tracking-wide">{customerStatusLabel(orderStatus)}</p>
      <p className="mt-2 text-xs opacity-80">
        Payment: <span className="font-medium">{paymentStatus}</span>
      </p>
    </div>
  );
}
