import { formatTrackingTime } from '@nidra/shared';
import { useAllTexts } from '../../../lib/texts.tsx';
import { useOrderTracking } from '../api/get-order-tracking.ts';

/** My Orders' tracking: the AWB and each courier event with its time in India, newest first. */
export default function TrackingTimeline({ orderId }: { orderId: string }) {
  const t = useAllTexts();
  const { data, isPending } = useOrderTracking(orderId, true);
  if (isPending || !data) return null;
  const events = [...data.events].reverse();
  return (
    <section aria-label={t.trackingTitle} className="mt-3 rounded-xl bg-blush-50/60 p-3">
      <p className="text-sm text-plum-800">
        <span className="font-semibold text-plum-900">{t.shipmentStateText[data.state]}</span> · {data.courierName} ·{' '}
        {t.trackingAwb} <span className="font-mono">{data.awb}</span>
      </p>
      {events.length === 0 ? (
        <p className="mt-1 text-sm text-plum-700">{t.trackingNoEvents}</p>
      ) : (
        <ol className="mt-2 space-y-2 border-l-2 border-plum-200 pl-4">
          {events.map((e) => (
            <li key={`${e.state}-${e.at}`} className="relative text-sm">
              <span aria-hidden="true" className="absolute -left-[1.4rem] top-1.5 size-2.5 rounded-full bg-plum-700" />
              <span className="font-medium text-plum-900">{t.shipmentStateText[e.state]}</span>
              {e.ndrReason && <span className="text-plum-700"> — {t.ndrReasonText[e.ndrReason]}</span>}
              <span className="block text-xs text-plum-600">
                <time dateTime={e.at}>{formatTrackingTime(e.at)}</time>
                {e.location ? ` · ${e.location}` : ''}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
