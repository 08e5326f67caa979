import type { MyReturns } from '@nidra/shared/returns/return.schema';
import { Link } from '../../../lib/router.tsx';
import { useAllTexts } from '../../../lib/texts.tsx';
import { buttonClass } from '../../../ui/button.tsx';

/**
 * On an order card: the state of each return or exchange of the order (a link to its page), and
 * "Return or exchange" while the order is inside its window with a piece that may still come back.
 */
export function ReturnAction({ orderId, data }: { orderId: string; data: MyReturns | undefined }) {
  const t = useAllTexts();
  const requests = data?.requests.filter((r) => r.orderId === orderId) ?? [];
  const eligible = data?.eligible.find((o) => o.orderId === orderId);
  const canAsk = eligible?.lines.some((l) => l.returnable > 0 && !l.isHygiene && !l.hasOpenRequest);
  if (requests.length === 0 && !canAsk) return null;
  return (
    <div className="space-y-2">
      {requests.map((r) => (
        <Link
          key={r._id}
          to={`/returns/${r._id}`}
          className="block rounded-xl border border-plum-100 bg-blush-50 px-4 py-3 text-sm text-plum-900 hover:border-plum-300"
        >
          <span className="font-medium">
            {t.returnKindLabels[r.kind]}: {t.returnStatusLabels[r.status]}
          </span>
          <span className="block text-plum-700">{r.items.map((i) => `${i.name} × ${i.quantity}`).join(', ')}</span>
        </Link>
      ))}
      {canAsk && (
        <Link to={`/orders/${orderId}/return`} className={buttonClass('secondary', 'w-full')}>
          {t.returnOrExchange}
        </Link>
      )}
    </div>
  );
}
