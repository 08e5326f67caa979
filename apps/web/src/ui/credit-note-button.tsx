import type { Order } from '@nidra/shared/orders/order.schema';
import { useDownloadCreditNote } from '../lib/download-credit-note.ts';
import { useAllTexts } from '../lib/texts.tsx';

type Props = { userId: string; order: Pick<Order, '_id' | 'creditNoteNumber'>; className: string };

/** "Credit note" download of a cancelled paid order; renders nothing while the order has none. */
export function CreditNoteButton({ userId, order, className }: Props) {
  const t = useAllTexts();
  const download = useDownloadCreditNote();
  if (!order.creditNoteNumber) return null;
  return (
    <button
      type="button"
      className={className}
      disabled={download.isPending}
      onClick={() => download.mutate({ userId, order })}
      aria-label={t.downloadCreditNote(order.creditNoteNumber)}
      title={t.downloadCreditNotePdf}
    >
      {download.isPending ? t.downloading : t.creditNote}
    </button>
  );
}
