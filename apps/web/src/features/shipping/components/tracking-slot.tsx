import { lazy, Suspense } from 'react';

// Its own chunk: only orders with a tracking number load it.
const TrackingTimeline = lazy(() => import('./tracking-timeline.tsx'));

/** My Orders' courier timeline for an order that has an AWB. */
export function TrackingSlot({ orderId }: { orderId: string }) {
  return (
    <Suspense fallback={null}>
      <TrackingTimeline orderId={orderId} />
    </Suspense>
  );
}
