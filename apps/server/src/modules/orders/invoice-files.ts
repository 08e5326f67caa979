import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { messages } from '@nidra/shared';
import { badRequest, notFound } from '../../lib/errors.ts';
import { readAll, type Storage } from '../../lib/storage/storage.ts';

/** The only file names the invoice folder holds or serves: no separators, no dots but ".pdf". */
export const INVOICE_FILE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}\.pdf$/;

/** The storage key of a stored name, strictly inside `invoices/`; anything else is refused before any I/O. */
function keyOf(name: string): string {
  if (!INVOICE_FILE_PATTERN.test(name)) throw badRequest(messages.invalidInvoiceName);
  return `invoices/${name}`;
}

/** Writes the PDF whole under a fresh unguessable name in the shop's storage and returns that name. */
export async function writeInvoiceFile(storage: Storage, orderNumber: number, pdf: Buffer): Promise<string> {
  const name = `ORD${orderNumber}-${randomBytes(8).toString('hex')}.pdf`;
  await storage.put(keyOf(name), pdf, { contentType: 'application/pdf' });
  return name;
}

/** Removes a file written in vain (another render's name was recorded first); a missing file is fine. */
export async function discardInvoiceFile(storage: Storage, name: string): Promise<void> {
  await storage.delete(keyOf(name));
}

/** A stored PDF as a stream with its size (downloads); 404 when it is not there. */
export async function openInvoiceFile(storage: Storage, name: string): Promise<{ body: Readable; size: number }> {
  const object = await storage.get(keyOf(name));
  if (!object) throw notFound(messages.invoiceNotFound);
  return object;
}

/** A stored PDF whole (a caller that attaches or hands it on). */
export async function readInvoiceFile(storage: Storage, name: string): Promise<Buffer> {
  return readAll((await openInvoiceFile(storage, name)).body);
}
