import type { Order } from '@nidra/shared/orders/order.schema';
import { apiBlob } from '../../../../lib/api-client.ts';
import { useMutation } from '../../../../lib/query/use-mutation.ts';
import { invoiceFileName, saveBlob } from '../../../../lib/save-blob.ts';

/** GET /api/invoice/download/{invoiceNumber}: the admin's copy of an invoice PDF (spec §7). */
function getInvoiceByNumber(invoiceNumber: string): Promise<Blob> {
  return apiBlob(`/api/invoice/download/${encodeURIComponent(invoiceNumber)}`);
}

/** Downloads an order's invoice; a failure is only logged (spec §8). */
export function useDownloadAdminInvoice() {
  return useMutation({
    mutationFn: async (order: Pick<Order, 'invoiceNumber' | 'orderNumber'>) => {
      saveBlob(await getInvoiceByNumber(order.invoiceNumber!), invoiceFileName(order));
    },
    onError: (error) => console.error('Invoice download failed', error),
  });
}
