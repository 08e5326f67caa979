import { customerStatusKey, shopperPaymentKey } from '@nidra/shared';
import { useAllTexts } from '../../../lib/texts.tsx';

// Keyed by the status the shopper reads (its catalogue key, or the order status shown as is), so the
// colour always agrees with the word.
const TONE: Record<string, string> = {
  orderProcessing: 'border-amber-200 bg-amber-50 text-amber-900',
  orderAwaitingPayment: 'border-plum-200 bg-plum-50 text-plum-900',
  DISPATCHED: 'border-sky-200 bg-sky-50 text-sky-900',
  INTRANSIT: 'border-sky-200 bg-sky-50 text-sky-900',
  DELIVERED: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  orderRefunded: 'border-slate-200 bg-slate-50 text-slate-900',
  orderCancelled: 'border-red-200 bg-red-50 text-red-900',
};

/** The order's status as the shopper sees it (from both statuses), and its payment in the shopper's words. */
export function OrderStatusBox({ orderStatus, paymentStatus }: { orderStatus: string; paymentStatus: string }) {
  const t = useAllTexts();
  const status = customerStatusKey(orderStatus, paymentStatus);
  const payment = shopperPaymentKey(paymentStatus);
  return (
    <div
      className={`rounded-xl border px-4 py-3 ${TONE[status ?? orderStatus] ?? 'border-plum-200 bg-plum-50 text-plum-900'}`}
    >
      <p className="text-xs uppercase tracking-[0.12em] opacity-80">{t.orderStatusLabel}</p>
      <p className="mt-0.5 font-semibold tracking-wide">{status ? t[status] : orderStatus}</p>
      <p className="mt-2 text-xs opacity-80">
        {t.paymentLabel}: <span className="font-medium">{payment ? t[payment] : paymentStatus}</span>
      </p>
    </div>
  );
}
