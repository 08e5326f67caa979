import { orderLabel, RESERVATION_MINUTES } from '@nidra/shared';
import type { Order } from '@nidra/shared/orders/order.schema';
import { useState } from 'react';
import { useAllTexts } from '../../../lib/texts.tsx';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { toast } from '../../../ui/toast.tsx';
import { useCancelUnpaidOrder } from '../api/cancel-unpaid-order.ts';
import { usePayAgain } from '../api/pay-again.ts';

/**
 * An order whose online payment was not completed: Pay again reopens the gateway's page for the
 * amount the server computed; Cancel (after a question) cancels it and frees its pieces.
 */
export function UnpaidOrderActions({ order }: { order: Order }) {
  const t = useAllTexts();
  const pay = usePayAgain();
  const cancel = useCancelUnpaidOrder();
  const [asking, setAsking] = useState(false);
  const label = t.cancelOrderQuestion(orderLabel(order.orderNumber));

  const confirmCancel = () =>
    cancel.mutate(order._id, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (err) => toast.error(err.message),
      onSettled: () => setAsking(false),
    });

  return (
    <div className="space-y-3">
      <p className="text-sm leading-relaxed text-plum-800">{t.unpaidOrderNote(RESERVATION_MINUTES)}</p>
      <div className="grid grid-cols-2 gap-2 md:grid-cols-1">
        <Button
          onClick={() => pay.mutate(order._id, { onError: (err) => toast.error(err.message) })}
          disabled={pay.isPending || pay.isSuccess}
        >
          {t.payAgain}
        </Button>
        <Button variant="secondary" onClick={() => setAsking(true)} disabled={cancel.isPending}>
          {t.cancelUnpaidOrder}
        </Button>
      </div>
      <Modal open={asking} onClose={() => setAsking(false)} label={label}>
        <div className="w-[min(26rem,85vw)] p-6">
          <h2 className="font-display text-xl text-plum-900">{label}</h2>
          <p className="mt-2 text-sm leading-relaxed text-plum-700">{t.cancelUnpaidOrderConfirm}</p>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setAsking(false)}>
              {t.keepOrder}
            </Button>
            <Button onClick={confirmCancel} disabled={cancel.isPending}>
              {t.cancelUnpaidOrder}
            </Button>
          </div>
        </div>
      </Modal>
    </div>
  );
}
