import type { Order } from '@nidra/shared/orders/order.schema';
import { type ReactNode, useEffect } from 'react';
import { Link } from '../../../lib/router.tsx';
import { useAllTexts } from '../../../lib/texts.tsx';
import { buttonClass } from '../../../ui/button.tsx';
import { useDownloadInvoice } from '../api/download-invoice.ts';
import { useOrders } from '../api/get-orders.ts';
import { OrderCard } from './order-card.tsx';

/**
 * Your Orders: newest first; a load failure is only logged and the list stays empty (spec §8).
 * `extra` adds a route's own action to each card (the replacement request).
 */
export function OrderList({ extra }: { extra?: (order: Order) => ReactNode } = {}) {
  const t = useAllTexts();
  const { data: orders, isPending, error } = useOrders();
  const invoice = useDownloadInvoice();

  useEffect(() => {
    if (error) console.error('Loading orders failed', error);
  }, [error]);

  if (error) return null;
  if (isPending) return <OrdersSkeleton />;
  if (orders.length === 0)
    return (
      <div className="flex flex-col items-center py-16 text-center">
        <p className="font-display text-2xl text-plum-900">{t.noOrders}</p>
        <Link to="/" className={buttonClass('primary', 'mt-8 px-8 py-3')}>
          {t.continueShopping}
        </Link>
      </div>
    );

  const downloadingId = invoice.isPending ? invoice.variables?._id : undefined;
  return (
    <div className="space-y-6">
      {orders.map((order) => (
        <OrderCard
          key={order._id}
          order={order}
          downloading={downloadingId === order._id}
          onDownloadInvoice={() => invoice.mutate(order)}
          extra={extra?.(order)}
        />
      ))}
    </div>
  );
}

function OrdersSkeleton() {
  const t = useAllTexts();
  return (
    <div aria-busy="true" role="status" className="animate-pulse space-y-6">
      <span className="sr-only">{t.loadingOrders}</span>
      {[0, 1].map((i) => (
        <div key={i} className="overflow-hidden rounded-2xl border border-plum-100">
          <div className="h-16 bg-blush-50" />
          <div className="flex gap-4 p-5">
            <div className="aspect-[4/5] w-20 rounded-xl bg-plum-100" />
            <div className="flex-1 space-y-3">
              <div className="h-4 w-1/2 rounded bg-plum-100" />
              <div className="h-3 w-3/4 rounded bg-plum-50" />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}
