import { formatINR, messages } from '@nidra/shared';
import type { AdminOrderDetail } from '@nidra/shared/admin/admin.schema';
import { adminButton } from '../../components/admin-page.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { useMarkCodCollected } from '../api/mark-cod-collected.ts';

/** In the order edit: a Cash on Delivery order's cash, and the action that records it collected. */
export function CodCollectPanel({ order }: { order: AdminOrderDetail }) {
  const collect = useMarkCodCollected();
  const canCollect = order.status === 'COD_PENDING' && order.orderStatus !== 'CANCELLED';
  return (
    <section
      aria-labelledby="cod-cash"
      className="mt-6 max-w-lg rounded-xl border border-plum-100 bg-white p-5 shadow-sm"
    >
      <h2 id="cod-cash" className="font-display text-lg text-plum-900">
        {messages.cashOnDelivery}
      </h2>
      <p className="mt-1 text-sm text-plum-700">
        {formatINR(order.amount)} to collect, including the {messages.codFee.toLowerCase()} of{' '}
        {formatINR(order.codFee ?? 0)}.
      </p>
      <p className="mt-3 flex items-center gap-2 text-sm text-plum-800">
        Payment Status <StatusBadge kind="payment" value={order.status} />
      </p>
      {canCollect && (
        <button
          type="button"
          className={adminButton('primary', 'mt-4')}
          disabled={collect.isPending}
          onClick={() => collect.mutate(order._id)}
        >
          {collect.isPending ? 'Saving…' : messages.codMarkCollected}
        </button>
      )}
    </section>
  );
}
