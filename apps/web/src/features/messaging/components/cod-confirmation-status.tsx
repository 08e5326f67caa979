import { messagingMessages as t } from '@nidra/shared/messaging/messaging.messages';
import { isUnconfirmedCod } from '@nidra/shared/orders/order-status.rules';
import { useConfirmCodOrder } from '../api/cod-confirmation.ts';

const TONE: Record<string, string> = {
  AWAITING: 'bg-amber-50 text-amber-900 ring-amber-200',
  CALL: 'bg-red-50 text-red-800 ring-red-200',
  CONFIRMED: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  NOT_ASKED: 'bg-plum-50 text-plum-700 ring-plum-200',
  CANCELLED: 'bg-plum-50 text-plum-500 ring-plum-200',
};

type Order = { _id: string; paymentMethod?: string; codConfirmation?: string | null; orderStatus: string };

/** A COD order's confirmation in the back office, with 'Confirm order' (after a phone call) while it waits. */
export function CodConfirmationStatus({ order, size = 'sm' }: { order: Order; size?: 'sm' | 'md' }) {
  const confirm = useConfirmCodOrder();
  const state = order.codConfirmation;
  if (order.paymentMethod !== 'COD' || !state) return null;
  const canConfirm = order.orderStatus !== 'CANCELLED' && (isUnconfirmedCod(state) || state === 'NOT_ASKED');
  return (
    <span className="flex flex-col items-start gap-1">
      <span
        className={`inline-flex items-center rounded-lg px-2 py-0.5 font-medium leading-tight ring-1 ring-inset ${TONE[state] ?? TONE.NOT_ASKED} ${size === 'sm' ? 'text-[0.7rem]' : 'text-xs'}`}
      >
        <span className="sr-only">{t.codConfirmationHeading}: </span>
        {t.codConfirmationLabels[state] ?? state}
      </span>
      {canConfirm && (
        <button
          type="button"
          disabled={confirm.isPending}
          onClick={() => confirm.mutate(order._id)}
          className="rounded-full border border-plum-300 bg-white px-2.5 py-1 text-xs font-medium text-plum-900 hover:bg-plum-50 disabled:text-plum-300"
        >
          {confirm.isPending ? 'Confirming…' : t.confirmCodOrder}
        </button>
      )}
    </span>
  );
}
