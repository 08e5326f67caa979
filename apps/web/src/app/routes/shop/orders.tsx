import { isSoldPayment } from '@nidra/shared';
import { WhatsappUpdatesPanel } from '../../../features/messaging/components/whatsapp-updates-panel.tsx';
import { OrderList } from '../../../features/orders/components/order-list.tsx';
import { useMyReplacements } from '../../../features/replacements/api/my-replacements.ts';
import { ReplacementAction } from '../../../features/replacements/components/replacement-action.tsx';
import { useMyReturns } from '../../../features/returns/api/my-returns.ts';
import { ReturnAction } from '../../../features/returns/components/return-action.tsx';
import { useMyReviews } from '../../../features/reviews/api/my-reviews.ts';
import { OrderReviewActions } from '../../../features/reviews/components/order-review-actions.tsx';
import { TrackingSlot } from '../../../features/shipping/components/tracking-slot.tsx';
import { STORE } from '../../../lib/store-info.ts';
import { useAllTexts } from '../../../lib/texts.tsx';
import { PageMeta } from '../../../ui/page-meta.tsx';

export default function OrdersPage() {
  const t = useAllTexts();
  const replacements = useMyReplacements();
  const reviews = useMyReviews();
  const returns = useMyReturns();
  return (
    <main className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <PageMeta title={t.yourOrders} description={t.ordersPageDescription(STORE.name)} />
      <h1 className="mb-6 font-display text-3xl text-plum-900">{t.yourOrders}</h1>
      <WhatsappUpdatesPanel />
      <OrderList
        extra={(order) => (
          <>
            {order.trackingNumber && isSoldPayment(order.status) && <TrackingSlot orderId={order._id} />}
            <OrderReviewActions order={order} reviews={reviews.data} />
            <ReplacementAction orderId={order._id} data={replacements.data} />
            <ReturnAction orderId={order._id} data={returns.data} />
          </>
        )}
      />
    </main>
  );
}
