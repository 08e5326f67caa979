import type { Order } from '@nidra/shared/orders/order.schema';
import { apiBlob } from '../../../lib/api-client.ts';
import { useMutation } from '../../../lib/query/use-mutation.ts';
import { invoiceFileName, saveBlob } from '../../../lib/save-blob.ts';
import { useSession } from '../../../lib/use-session.ts';

/** GET /api/invoice/download/{userId}/{invoicePdfPath}: the invoice PDF (spec §7). */
function getInvoicePdf(userId: string, invoicePdfPath: string): Promise<Blob> {
  return apiBlob(`/api/invoice/download/${encodeURIComponent(userId)}/${encodeURIComponent(invoicePdfPath)}`);
}

/** Downloads an order's invoice; a failure is only logged (spec §8). */
export function useDownloadInvoice() {
  const user = useSession();
  return useMutation({
    mutationFn: async (order: Order) => {
      const blob = await getInvoicePdf(user!._id, order.invoicePdfPath!);
      saveBlob(blob, invoiceFileName(order));
    },
    onError: (error) => console.error('Invoice download failed', error),
  });
}
