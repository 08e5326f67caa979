import { financialYear, invoiceNumber, isSoldPayment, messages } from '@nidra/shared';
import type { AppContext } from '../../app-context.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { closeInvoiceRenderer, renderInvoiceInWorker } from '../../lib/invoice-render-pool.ts';
import { buildInvoiceData } from './invoice-data.ts';
import { discardInvoiceFile, readInvoiceFile, writeInvoiceFile } from './invoice-files.ts';
import type { OrderRow } from './order-mapper.ts';
import type { OrdersRepository } from './orders.repository.ts';

/** Thrown inside the numbering transaction to roll the serial back when another caller won. */
class AlreadyNumbered extends Error {}

export type StoredInvoice = { invoiceNumber: string; fileName: string; pdf: Buffer };

/**
 * GST tax invoices of paid orders. Renders under way live in the app context (`ctx.invoiceRenders`,
 * one per order), so callers share one render and one file, and two app instances share nothing.
 */
export function createInvoiceService({ ctx, repo }: { ctx: AppContext; repo: OrdersRepository }) {
  const rendering = ctx.invoiceRenders;

  function renderStoredInvoice(orderId: string, known?: OrderRow): Promise<StoredInvoice> {
    let job = rendering.get(orderId);
    if (!job) {
      job = renderAndStore(orderId, known).finally(() => rendering.delete(orderId));
      rendering.set(orderId, job);
    }
    return job;
  }

  /**
   * Renders off the main thread and outside any transaction (PGlite is one connection), writes the file
   * atomically, then records its name unless another process recorded one first (then that one stays).
   * An order whose PDF is already stored gets that file read back.
   */
  async function renderAndStore(orderId: string, known?: OrderRow): Promise<StoredInvoice> {
    const order = known ?? (await repo.findOrderById(orderId));
    if (!order?.invoiceNumber) throw notFound(messages.invoiceNotFound);
    if (order.invoicePdfPath) {
      const pdf = await readInvoiceFile(ctx.env.DATA_DIR, order.invoicePdfPath);
      return { invoiceNumber: order.invoiceNumber, fileName: order.invoicePdfPath, pdf };
    }
    const invoiceDate = order.paidAt ?? order.createdAt;
    const items = await repo.findInvoiceItems(orderId);
    const data = buildInvoiceData({ ...order, invoiceNumber: order.invoiceNumber, invoiceDate }, items, ctx.env);
    const pdf = await renderInvoiceInWorker(data);
    const fileName = await writeInvoiceFile(ctx.env.DATA_DIR, order.orderNumber, pdf);
    if (!(await repo.setInvoicePdfPath(orderId, fileName))) {
      await discardInvoiceFile(ctx.env.DATA_DIR, fileName);
      const winner = await repo.findOrderById(orderId);
      return { invoiceNumber: order.invoiceNumber, fileName: winner?.invoicePdfPath ?? fileName, pdf };
    }
    ctx.log.info({ orderId, invoiceNumber: order.invoiceNumber }, 'invoice issued');
    return { invoiceNumber: order.invoiceNumber, fileName, pdf };
  }

  /** One short transaction: take the year's next serial and set it on the order, or roll both back. */
  async function assignInvoiceNumber(orderId: string, date: Date): Promise<string | null> {
    try {
      return await ctx.db.transaction(async (tx) => {
        const serial = await repo.takeInvoiceSerial(financialYear(date), tx);
        const number = invoiceNumber(ctx.env.INVOICE_PREFIX, date, serial);
        if (!(await repo.setInvoiceNumber(orderId, number, tx))) throw new AlreadyNumbered();
        return number;
      });
    } catch (err) {
      if (err instanceof AlreadyNumbered) return null;
      throw err;
    }
  }

  /** Resolves once every invoice render started so far has finished (tests, shutdown). */
  async function waitForInvoiceRenders(): Promise<void> {
    while (rendering.size > 0) await Promise.allSettled([...rendering.values()]);
  }

  return {
    /**
     * A paid order gets exactly one invoice number, consecutive within its financial year with no gaps,
     * and one stored PDF. The number is assigned before this returns; the PDF is rendered afterwards in
     * the background (a failure is logged; the reconciler renders what is missing), or awaited with
     * `awaitPdf`. Idempotent: an order with number and PDF is left alone; a number without a PDF (the
     * process stopped in between) gets its PDF rendered again.
     */
    async issueInvoice(orderId: string, opts: { awaitPdf?: boolean } = {}): Promise<void> {
      const order = await repo.findOrderById(orderId);
      if (!order) throw notFound(messages.notFound);
      if (order.invoiceNumber && order.invoicePdfPath) return;
      // Paid online, or a live cash-on-delivery order (its invoice goes with the parcel, ADR 0014).
      if (!isSoldPayment(order.paymentStatus)) throw conflict('An invoice is issued for paid orders only');
      const number = order.invoiceNumber ?? (await assignInvoiceNumber(orderId, order.paidAt ?? order.createdAt));
      // null: a concurrent caller numbered it and renders it.
      if (!number) return;
      const pdf = renderStoredInvoice(orderId, { ...order, invoiceNumber: number });
      if (opts.awaitPdf) {
        await pdf;
        return;
      }
      pdf.catch((err) => ctx.log.error({ err, orderId }, 'invoice PDF not written; the reconciler will retry'));
    },

    /** The stored PDF of a numbered order, rendered now if it was not written yet; null for an unknown number. */
    async renderInvoiceByNumber(number: string): Promise<StoredInvoice | null> {
      const row = await repo.findInvoiceByNumber(number);
      return row ? renderStoredInvoice(row.id) : null;
    },

    waitForInvoiceRenders,

    /** For the app's onClose: let the renders under way finish writing, then stop the render thread. */
    async closeInvoiceRendering(): Promise<void> {
      await waitForInvoiceRenders();
      await closeInvoiceRenderer();
    },
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
