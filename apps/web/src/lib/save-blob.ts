import { orderLabel } from '@nidra/shared';
import type { Order } from '@nidra/shared/orders/order.schema';

/** Hands a downloaded file to the browser under `fileName`, as a link the page clicks once. */
export function saveBlob(blob: Blob, fileName: string): void {
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

/** Saved as "{invoice number with '/' as '-'}.pdf", or the ORD number when there is none. */
export function invoiceFileName(order: Pick<Order, 'invoiceNumber' | 'orderNumber'>): string {
  return `${order.invoiceNumber ? order.invoiceNumber.replace(/\//g, '-') : orderLabel(order.orderNumber)}.pdf`;
}
