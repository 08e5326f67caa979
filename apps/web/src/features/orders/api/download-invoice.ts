import { orderLabel } from '@nidra/shared';
import type { Order } from '@nidra/shared/orders/order.schema';
import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/use-session.ts';

/** GET /api/invoice/download/{userId}/{invoicePdfPath}: the invoice PDF (spec §7). */
export function getInvoicePdf(userId: string, invoicePdfPath: string): Promise<Blob> {
  return apiBlob(`/api/invoice/download/${encodeURIComponent(userId)}/${encodeURIComponent(invoicePdfPath)}`);
}

/** Saved as "{invoice number with '/' as '-'}.pdf", or the ORD number when there is none. */
export function invoiceFileName(order: Pick<Order, 'invoiceNumber' | 'orderNumber'>): string {
  return `${order.invoiceNumber ? order.invoiceNumber.replace(/\//g, '-') : orderLabel(order.orderNumber)}.pdf`;
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
