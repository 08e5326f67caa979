import { csvLine, csvRupees } from '@nidra/shared/csv/csv.rules';
import type { OrderExportQuery } from '@nidra/shared/csv/export.schema';
import { IMAGE_SEPARATOR, PRODUCT_CSV_COLUMNS } from '@nidra/shared/csv/product-csv.rules';
import { lineNameWithDetails } from '@nidra/shared/orders/order-line.rules';
import { kolkataNoon } from '@nidra/shared/reports/sales-range.rules';
import type { CsvExportRepository, Cursor } from './csv-export.repository.ts';

const BATCH = 1_000;
const DAY_MS = 86_400_000;
const ORDER_COLUMNS = [
  'Order',
  'Placed at',
  'Customer',
  'Email',
  'Ship to',
  'Phone',
  'State',
  'Address',
  'Items',
  'Pieces',
  'Shipping',
  'Amount',
  'Order status',
  'Payment status',
  'Transaction',
  'Invoice',
  'Credit note',
  'Tracking',
];

const kolkataStamp = (at: Date) =>
  new Date(at.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
/** The first instant of a Kolkata calendar date. */
const kolkataStart = (date: string) => new Date(kolkataNoon(date).getTime() - DAY_MS / 2);

/** Yields each batch of a keyset walk until a short one; the caller's memory holds one batch. */
async function* batches<T extends { createdAt: Date; id: string }>(page: (cursor: Cursor) => Promise<T[]>) {
  let cursor: Cursor = null;
  for (;;) {
    const rows = await page(cursor);
    if (rows.length > 0) yield rows;
    if (rows.length < BATCH) return;
    const last = rows[rows.length - 1];
    cursor = { createdAt: last.createdAt, id: last.id };
  }
}

/** Orders and products as CSV text, produced batch by batch for a streamed reply. */
export function createCsvExportService({ repo }: { repo: CsvExportRepository }) {
  return {
    /** Orders placed in the Kolkata days `from`–`to` (either open), one status or all, oldest first. */
    async *exportOrders(query: OrderExportQuery): AsyncGenerator<string> {
      const filter = {
        start: query.from ? kolkataStart(query.from) : undefined,
        end: query.to ? new Date(kolkataStart(query.to).getTime() + DAY_MS) : undefined,
        status: query.status,
      };
      yield `\uFEFF${csvLine(ORDER_COLUMNS)}`;
      for await (const rows of batches((cursor) => repo.orderBatch(filter, cursor, BATCH))) {
        const items = new Map<
          string,
          { name: string; quantity: number; size: string | null; designNumber: string | null }[]
        >();
        for (const { orderId, ...item } of await repo.itemsOf(rows.map((r) => r.id)))
          items.set(orderId, [...(items.get(orderId) ?? []), item]);
        let chunk = '';
        for (const o of rows) {
          const lines = items.get(o.id) ?? [];
          chunk += csvLine([
            `ORD${o.orderNumber}`,
            kolkataStamp(o.createdAt),
            o.customer,
            o.email,
            o.buyerName,
            o.mobile,
            o.shippingState,
            o.shippingAddress,
            lines.map((l) => `${lineNameWithDetails(l.name, l)} × ${l.quantity}`).join('; '),
            lines.reduce((n, l) => n + l.quantity, 0),
            csvRupees(o.shippingFee),
            csvRupees(o.amount),
            o.orderStatus,
            o.paymentStatus,
            o.transactionId,
            o.invoiceNumber,
            o.creditNoteNumber,
            o.trackingNumber,
          ]);
        }
        yield chunk;
      }
    },

    /** Every product in the import's columns (PRODUCT_CSV_COLUMNS), so the file can be edited and imported back. */
    async *exportProducts(): AsyncGenerator<string> {
      yield `\uFEFF${csvLine([...PRODUCT_CSV_COLUMNS])}`;
      for await (const rows of batches((cursor) => repo.productBatch(cursor, BATCH))) {
        const images = new Map<string, string[]>();
        for (const { productId, path } of await repo.imagesOf(rows.map((r) => r.id)))
          images.set(productId, [...(images.get(productId) ?? []), path]);
        let chunk = '';
        for (const p of rows) {
          chunk += csvLine([
            p.barcode,
            p.productName,
            p.size,
            p.category,
            p.subcategory,
            csvRupees(p.mrp),
            csvRupees(p.sellingPrice),
            p.actualPrice === null ? '' : csvRupees(p.actualPrice),
            p.designNumber,
            p.isActive,
            p.length,
            p.chest,
            p.quantity,
            p.fabric,
            p.description,
            p.hsn,
            p.productNameHi,
            p.fabricHi,
            p.descriptionHi,
            p.displayImage,
            (images.get(p.id) ?? []).join(IMAGE_SEPARATOR),
          ]);
        }
        yield chunk;
      }
    },
  };
}

export type CsvExportService = ReturnType<typeof createCsvExportService>;
