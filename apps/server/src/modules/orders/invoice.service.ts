import { financialYear, invoiceNumber, isSoldPayment, messages } from '@nidra/shared';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { closeInvoiceRenderer, renderInvoiceInWorker } from '../../lib/invoice-render-pool.ts';
import { buildInvoiceData, type InvoiceItem, type InvoiceOrder } from './invoice-data.ts';
import { discardInvoiceFile, readInvoiceFile, writeInvoiceFile } from './invoice-files.ts';
import type { OrdersRepository } from './orders.repository.ts';

/** Thrown inside the numbering transaction to roll the serial back when another caller won. */
class AlreadyNumbered extends Error {}

export type StoredInvoice = { invoiceNumber: string; fileName: string; pdf: Buffer };
/** What the PDF shows, frozen when the order was sold: a caller that has it saves the reads. */
export type KnownInvoice = { order: InvoiceOrder; items: InvoiceItem[] };

/**
 * GST tax invoices of paid orders. Renders under way live in the app context (`ctx.invoiceRenders`,
 * one per order), so callers share one render and one file, and two app instances share nothing.
 */
export function createInvoiceService({ ctx, repo }: { ctx: AppContext; repo: OrdersRepository }) {
  const rendering = ctx.invoiceRenders;

  function renderStoredInvoice(orderId: string, known?: KnownInvoice): Promise<StoredInvoice> {
    let job = rendering.get(orderId);
    if (!job) {
      job = renderAndStore(orderId, known).finally(() => rendering.delete(orderId));
      rendering.set(orderId, job);
    }
    return job;
  }

  /** The invoice's data from the database, or the PDF already stored for it. */
  async function readInvoice(orderId: string): Promise<KnownInvoice | StoredInvoice> {
    const order = await repo.findOrderById(orderId);
    if (!order?.invoiceNumber) throw notFound(messages.invoiceNotFound);
    if (order.invoicePdfPath) {
      const pdf = await readInvoiceFile(ctx.storage, order.invoicePdfPath);
      return { invoiceNumber: order.invoiceNumber, fileName: order.invoicePdfPath, pdf };
    }
    const invoiceDate = order.paidAt ?? order.createdAt;
    const items = await repo.findInvoiceItems(orderId);
    return { order: { ...order, invoiceNumber: order.invoiceNumber, invoiceDate }, items };
  }

  /**
   * Renders off the main thread and outside any transaction (PGlite is one connection), writes the file
   * atomically, then records its name unless another process recorded one first (then that one stays).
   * An order whose PDF is already stored gets that file read back. `known` (the sale's own data) skips
   * the reads.
   */
  async function renderAndStore(orderId: string, known?: KnownInvoice): Promise<StoredInvoice> {
    const invoice = known ?? (await readInvoice(orderId));
    if ('pdf' in invoice) return invoice;
    const { order, items } = invoice;
    const pdf = await renderInvoiceInWorker(buildInvoiceData(order, items, ctx.env));
    const fileName = await writeInvoiceFile(ctx.storage, order.orderNumber, pdf);
    if (!(await repo.setInvoicePdfPath(orderId, fileName))) {
      await discardInvoiceFile(ctx.storage, fileName);
      const winner = await repo.findOrderById(orderId);
      return { invoiceNumber: order.invoiceNumber, fileName: winner?.invoicePdfPath ?? fileName, pdf };
    }
    ctx.log.info({ orderId, invoiceNumber: order.invoiceNumber }, 'invoice issued');
    return { invoiceNumber: order.invoiceNumber, fileName, pdf };
  }

  /** The next number of the date's financial year; the serial's row lock holds until `tx` ends. */
  async function takeInvoiceNumber(tx: DbOrTx, date: Date): Promise<string> {
    const serial = await repo.takeInvoiceSerial(financialYear(date), tx);
    return invoiceNumber(ctx.env.INVOICE_PREFIX, date, serial);
  }

  /** One short transaction: take the year's next serial and set it on the order, or roll both back. */
  async function assignInvoiceNumber(orderId: string, date: Date): Promise<string | null> {
    try {
      return await ctx.db.transaction(async (tx) => {
        const number = await takeInvoiceNumber(tx, date);
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
      const known = { ...order, invoiceNumber: number, invoiceDate: order.paidAt ?? order.createdAt };
      const pdf = renderStoredInvoice(orderId, { order: known, items: await repo.findInvoiceItems(orderId) });
      if (opts.awaitPdf) {
        await pdf;
        return;
      }
      pdf.catch((err) => ctx.log.error({ err, orderId }, 'invoice PDF not written; the reconciler will retry'));
    },

    /**
     * Numbering inside the caller's transaction (a sale numbers its invoice as it commits, so the
     * series has no gaps and no extra transaction): the next number of the financial year of `date`.
     */
    takeInvoiceNumber,

    /** Renders and stores the PDF of an invoice numbered in a committed sale, in the background. */
    renderInBackground(orderId: string, known: KnownInvoice): void {
      renderStoredInvoice(orderId, known).catch((err) =>
        ctx.log.error({ err, orderId }, 'invoice PDF not written; the reconciler will retry'),
      );
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
