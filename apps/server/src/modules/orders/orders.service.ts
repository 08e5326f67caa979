import type { Order } from '@nidra/shared/orders/order.schema';
import type { CreditNotesService } from '../refunds/credit-notes.service.ts';
import type { InvoiceDownloadService } from './invoice-download.service.ts';
import { type OrderRow, toOrder } from './order-mapper.ts';
import type { OrdersRepository } from './orders.repository.ts';

type Deps = { repo: OrdersRepository; invoiceDownloads: InvoiceDownloadService; creditNotes: CreditNotesService };

/** My Orders and the shopper's documents: orders in the shared `order` shape, invoices and credit notes. */
export function createOrdersService({ repo, invoiceDownloads, creditNotes }: Deps) {
  /** Maps already selected order rows (kept in their order), loading all their lines in one query. */
  async function mapOrderRows(rows: OrderRow[]): Promise<Order[]> {
    const lines = await repo.findOrderLines(rows.map((r) => r.id));
    return rows.map((row) => toOrder(row, lines.get(row.id) ?? []));
  }

  return {
    mapOrderRows,

    /**
     * Orders newest first, one query for the orders and one for all their lines. Without a filter it
     * returns nothing (never the whole table by accident); admins page with `mapOrderRows`.
     */
    async loadOrders(where: { userId?: string; orderIds?: string[] }): Promise<Order[]> {
      return mapOrderRows(await repo.findOrders(where));
    },

    downloadOwnInvoice: invoiceDownloads.downloadOwnInvoice,
    downloadInvoiceByNumber: invoiceDownloads.downloadInvoiceByNumber,
    /** The invoice of an order confirmation mail's signed link, without signing in. */
    downloadInvoiceByLink: invoiceDownloads.downloadInvoiceByLink,
    /** The GST credit note of a cancelled paid order: the shopper's own, or any for an admin (like invoices). */
    downloadCreditNote: creditNotes.download,
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
