import { financialYear, invoiceNumber, messages } from '@nidra/shared';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { renderInvoiceInWorker } from '../../lib/invoice-render-pool.ts';
import { buildInvoiceData } from '../orders/invoice-data.ts';
import { downloadName, type InvoiceDownload } from '../orders/invoice-download.service.ts';
import { discardInvoiceFile, openInvoiceFile, writeInvoiceFile } from '../orders/invoice-files.ts';
import type { OrdersRepository } from '../orders/orders.repository.ts';
import type { CreditNotesRepository } from './credit-notes.repository.ts';

type CreditNoteDownload = InvoiceDownload;

type Deps = { ctx: AppContext; repo: CreditNotesRepository; orders: OrdersRepository };

/**
 * GST credit notes: one per cancelled paid order, numbered in its own gapless series per financial
 * year (CREDIT_NOTE_PREFIX/YY-YY/000001) inside the cancelling transaction, and printed with the
 * invoice layout and the invoice's lines (a full refund), naming the invoice it reverses.
 */
export function createCreditNotesService({ ctx, repo, orders }: Deps) {
  /** Renders the PDF (on its first download) off the main thread, stores it once, and returns it; a stored one is read back. */
  async function render(orderId: string): Promise<CreditNoteDownload> {
    const order = await repo.findOrder(orderId);
    if (!order?.creditNoteNumber || !order.invoiceNumber) throw notFound(messages.creditNoteNotFound);
    const fileName = downloadName(order.creditNoteNumber);
    if (order.creditNotePdfPath) {
      const file = await openInvoiceFile(ctx.storage, order.creditNotePdfPath);
      return { fileName, pdf: file.body, size: file.size };
    }
    const items = await orders.findInvoiceItems(orderId);
    const data = buildInvoiceData(
      { ...order, invoiceNumber: order.creditNoteNumber, invoiceDate: order.refundRequestedAt ?? new Date() },
      items,
      ctx.env,
    );
    data.creditNoteFor = { invoiceNumber: order.invoiceNumber, invoiceDate: order.paidAt ?? order.createdAt };
    const pdf = await renderInvoiceInWorker(data);
    const stored = await writeInvoiceFile(ctx.storage, order.orderNumber, pdf);
    if (!(await repo.setPdfPath(orderId, stored))) await discardInvoiceFile(ctx.storage, stored);
    else ctx.log.info({ orderId, creditNoteNumber: order.creditNoteNumber }, 'credit note issued');
    return { fileName, pdf, size: pdf.length };
  }

  return {
    /** The next number of the credit note series (a return's partial credit note, ADR 0027), in the caller's transaction. */
    async nextNumber(tx: DbOrTx, at: Date): Promise<string> {
      return invoiceNumber(ctx.env.CREDIT_NOTE_PREFIX, at, await repo.takeSerial(financialYear(at), tx));
    },
    /** Numbers the order's credit note in the caller's transaction; an order that has one keeps it. */
    async number(tx: DbOrTx, orderId: string, at: Date): Promise<string | null> {
      const serial = await repo.takeSerial(financialYear(at), tx);
      const number = invoiceNumber(ctx.env.CREDIT_NOTE_PREFIX, at, serial);
      return (await repo.setNumber(orderId, number, at, tx)) ? number : null;
    },

    /** The shopper downloads only their own order's credit note; an admin any (same rule as invoices). */
    async download(input: { orderId: string; userId: string; isAdmin: boolean }): Promise<CreditNoteDownload> {
      const order = await repo.findOrder(input.orderId, input.isAdmin ? undefined : input.userId);
      if (!order?.creditNoteNumber) throw notFound(messages.creditNoteNotFound);
      return render(order.id);
    },
  };
}

export type CreditNotesService = ReturnType<typeof createCreditNotesService>;
