import { messages } from '@nidra/shared';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { renderInvoiceByNumber } from './invoice.service.ts';
import { INVOICE_FILE_PATTERN, readInvoiceFile } from './invoice-files.ts';
import * as repo from './orders.repository.ts';

export type InvoiceDownload = { fileName: string; pdf: Buffer };

const NUMBER_PATTERN = /^[A-Za-z0-9]{1,4}\/\d{2}-\d{2}\/\d{1,9}$/;
const DASHED_NUMBER = /^([A-Za-z0-9]{1,4})-(\d{2}-\d{2})-(\d{1,9})$/;

/** A customer downloads only the invoice of their own order; an admin any invoice by its file name. */
export async function downloadOwnInvoice(
  db: Db,
  dataDir: string,
  input: { userId: string; isAdmin: boolean; fileName: string },
): Promise<InvoiceDownload> {
  if (!INVOICE_FILE_PATTERN.test(input.fileName)) throw badRequest(messages.invalidInvoiceName);
  const row = await repo.findInvoiceByFile(db, input.fileName, input.isAdmin ? undefined : input.userId);
  return readStored(dataDir, row);
}

/**
 * Admin download by invoice number, given as NID/26-27/000001 (URL-encoded) or NID-26-27-000001. A
 * numbered invoice whose PDF is not written yet (rendered in the background after the payment) is
 * rendered now rather than refused.
 */
export async function downloadInvoiceByNumber(ctx: AppContext, raw: string): Promise<InvoiceDownload> {
  const dashed = DASHED_NUMBER.exec(raw);
  const number = dashed ? `${dashed[1]}/${dashed[2]}/${dashed[3]}` : raw;
  if (!NUMBER_PATTERN.test(number)) throw badRequest(messages.invoiceNotFound);
  const row = await repo.findInvoiceByNumber(ctx.db, number);
  if (!row?.invoiceNumber || row.invoicePdfPath) return readStored(ctx.env.DATA_DIR, row);
  const rendered = await renderInvoiceByNumber(ctx, number);
  if (!rendered) throw notFound(messages.invoiceNotFound);
  return { fileName: downloadName(rendered.invoiceNumber), pdf: rendered.pdf };
}

async function readStored(
  dataDir: string,
  row: { invoiceNumber: string | null; invoicePdfPath: string | null } | null,
): Promise<InvoiceDownload> {
  if (!row?.invoiceNumber || !row.invoicePdfPath) throw notFound(messages.invoiceNotFound);
  const pdf = await readInvoiceFile(dataDir, row.invoicePdfPath);
  return { fileName: downloadName(row.invoiceNumber), pdf };
}

const downloadName = (invoiceNumber: string) => `${invoiceNumber.replace(/\//g, '-')}.pdf`;
