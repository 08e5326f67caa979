import type { MyReplacements } from '@nidra/shared/replacements/replacement.schema';
import { Link } from '../../../lib/router.tsx';
import { useAllTexts } from '../../../lib/texts.tsx';
import { buttonClass } from '../../../ui/button.tsx';

/**
 * On an order card: "Request a replacement" while the order is inside its window, or the state of
 * the request already made (with the admin's note or reason).
 */
export function ReplacementAction({ orderId, data }: { orderId: string; data: MyReplacements | undefined }) {
  const t = useAllTexts();
  const request = data?.requests.find((r) => r.orderId === orderId);
  if (request)
    return (
      <div className="rounded-xl border border-plum-100 bg-blush-50 px-4 py-3 text-sm">
        <p className="font-medium text-plum-900">Replacement: {t.replacementStatusLabels[request.status]}</p>
        {request.status === 'REJECTED' && request.rejectReason && (
          <p className="mt-1 text-plum-700">{request.rejectReason}</p>
        )}
        {request.adminNote && <p className="mt-1 text-plum-700">{request.adminNote}</p>}
      </div>
    );
  if (!data?.eligible.some((o) => o.orderId === orderId)) return null;
  return (
    <Link to={`/orders/${orderId}/replacement`} className={buttonClass('secondary', 'w-full')}>
      {t.requestReplacement}
    </Link>
  );
}
