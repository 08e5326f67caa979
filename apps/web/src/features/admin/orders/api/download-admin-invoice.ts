import type { Order } from '@nidra/shared/orders/order.schema';
import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '../../../../lib/api-client.ts';
import { invoiceFileName } from '../../../orders/api/download-invoice.ts';

/** GET /api/invoice/download/{invoiceNumber}: the admin's copy of an invoice PDF (spec §7). */
export function getInvoiceByNumber(invoiceNumber: string): Promise<Blob> {
  return apiBlob(`/api/invoice/download/${encodeURIComponent(invoiceNumber)}`);
}

function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // The click has handed the blob to the download; release it a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
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
