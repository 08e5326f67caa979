import type { Order } from '@nidra/shared/orders/order.schema';
import { apiBlob } from './api-client.ts';
import { useMutation } from './query/use-mutation.ts';
import { saveBlob } from './save-blob.ts';

/** GET /api/credit-note/download/{userId}/{orderId}: the GST credit note of a cancelled paid order. */
function getCreditNotePdf(userId: string, orderId: string): Promise<Blob> {
  return apiBlob(`/api/credit-note/download/${encodeURIComponent(userId)}/${encodeURIComponent(orderId)}`);
}

/** Saved as "{credit note number with '/' as '-'}.pdf". */
const creditNoteFileName = (creditNoteNumber: string) => `${creditNoteNumber.replace(/\//g, '-')}.pdf`;

/** Downloads an order's credit note, for its shopper or (with the shopper's id) an admin; a failure is only logged. */
export function useDownloadCreditNote() {
  return useMutation({
    mutationFn: async ({ userId, order }: { userId: string; order: Pick<Order, '_id' | 'creditNoteNumber'> }) => {
      const blob = await getCreditNotePdf(userId, order._id);
      saveBlob(blob, creditNoteFileName(order.creditNoteNumber ?? order._id));
    },
    onError: (error) => console.error('Credit note download failed', error),
  });
}
