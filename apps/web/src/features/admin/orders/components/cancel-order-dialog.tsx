import { messages, orderLabel } from '@nidra/shared';
import type { AdminOrder } from '@nidra/shared/admin/admin.schema';
import { cancelRestocks } from '@nidra/shared/admin/order-stock.rules';
import { Modal } from '../../../../ui/modal.tsx';
import { adminButton } from '../../components/admin-page.tsx';

/**
 * Asks before the delete icon cancels an order (DESIGN §13.6), saying whether its items go back into
 * stock: not once the order is DISPATCHED, INTRANSIT or DELIVERED (the server's rule, shared).
 */
export function CancelOrderDialog({
  order,
  busy,
  onConfirm,
  onClose,
}: {
  order: AdminOrder | null;
  busy: boolean;
  onConfirm: (order: AdminOrder) => void;
  onClose: () => void;
}) {
  const label = order ? `Cancel order ${orderLabel(order.orderNumber)}?` : 'Cancel order';
  return (
    <Modal open={order !== null} onClose={onClose} label={label}>
      {order && (
        <div className="w-[min(26rem,85vw)] p-6">
          <h2 className="font-display text-xl text-plum-900">{label}</h2>
          <p className="mt-2 text-sm leading-relaxed text-plum-700">
            {cancelRestocks(order.orderStatus) ? messages.cancelOrderRestocks : messages.cancelOrderShipped}
          </p>
          <div className="mt-6 flex justify-end gap-2">
            <button type="button" className={adminButton('secondary')} onClick={onClose}>
              Keep order
            </button>
            <button type="button" className={adminButton('danger')} disabled={busy} onClick={() => onConfirm(order)}>
              Cancel order
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}
