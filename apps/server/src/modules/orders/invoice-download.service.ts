import type { Readable } from 'node:stream';
import { messages } from '@nidra/shared';
import { badRequest, notFound } from '../../lib/errors.ts';
import { verifyInvoiceLink } from '../../lib/invoice-link.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import type { InvoiceService } from './invoice.service.ts';
import { INVOICE_FILE_PATTERN, openInvoiceFile } from './invoice-files.ts';
import type { OrdersRepository } from './orders.repository.ts';

/** A PDF to download: streamed from storage, or the bytes of a render just made. */
export type InvoiceDownload = { fileName: string; pdf: Buffer | Readable; size: number };

const NUMBER_PATTERN = /^[A-Za-z0-9]{1,4}\/\d{2}-\d{2}\/\d{1,9}$/;
const DASHED_NUMBER = /^([A-Za-z0-9]{1,4})-(\d{2}-\d{2})-(\d{1,9})$/;

type Deps = { storage: Storage; secret: string; repo: OrdersRepository; invoices: InvoiceService };

/** Invoice PDFs as downloads: the owner's by file name, any by file name or number for an admin. */
export function createInvoiceDownloadService({ storage, secret, repo, invoices }: Deps) {
  async function readStored(
    row: { invoiceNumber: string | null; invoicePdfPath: string | null } | null,
  ): Promise<InvoiceDownload> {
    if (!row?.invoiceNumber || !row.invoicePdfPath) throw notFound(messages.invoiceNotFound);
    const file = await openInvoiceFile(storage, row.invoicePdfPath);
    return { fileName: downloadName(row.invoiceNumber), pdf: file.body, size: file.size };
  }

  /**
   * Admin download by invoice number, given as NID/26-27/000001 (URL-encoded) or NID-26-27-000001. A
   * numbered invoice whose PDF is not written yet (rendered in the background after the payment) is
   * rendered now rather than refused.
   */
  async function downloadInvoiceByNumber(raw: string): Promise<InvoiceDownload> {
    const dashed = DASHED_NUMBER.exec(raw);
    const number = dashed ? `${dashed[1]}/${dashed[2]}/${dashed[3]}` : raw;
    if (!NUMBER_PATTERN.test(number)) throw badRequest(messages.invoiceNotFound);
    const row = await repo.findInvoiceByNumber(number);
    if (!row?.invoiceNumber || row.invoicePdfPath) return readStored(row);
    const rendered = await invoices.renderInvoiceByNumber(number);
    if (!rendered) throw notFound(messages.invoiceNotFound);
    return { fileName: downloadName(rendered.invoiceNumber), pdf: rendered.pdf, size: rendered.pdf.length };
  }

  return {
    /** A customer downloads only the invoice of their own order; an admin any invoice by its file name. */
    async downloadOwnInvoice(input: { userId: string; isAdmin: boolean; fileName: string }): Promise<InvoiceDownload> {
      if (!INVOICE_FILE_PATTERN.test(input.fileName)) throw badRequest(messages.invalidInvoiceName);
      return readStored(await repo.findInvoiceByFile(input.fileName, input.isAdmin ? undefined : input.userId));
    },

    downloadInvoiceByNumber,

    /** The invoice behind the signed link of an order confirmation mail; 404 for a link not ours. */
    async downloadInvoiceByLink(token: string): Promise<InvoiceDownload> {
      const number = verifyInvoiceLink(secret, token);
      if (!number) throw notFound(messages.invoiceNotFound);
      return downloadInvoiceByNumber(number);
    },
  };
}

export type InvoiceDownloadService = ReturnType<typeof createInvoiceDownloadService>;

/** The name a downloaded invoice or credit note is saved under: its number with dashes for slashes. */
export const downloadName = (number: string) => `${number.replace(/\//g, '-')}.pdf`;
