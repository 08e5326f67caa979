import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { messages } from '@nidra/shared';
import { badRequest, notFound } from '../../lib/errors.ts';

/** The only file names the invoice folder holds or serves: no separators, no dots but ".pdf". */
export const INVOICE_FILE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}\.pdf$/;

export function invoiceDir(dataDir: string): string {
  return path.join(dataDir, 'invoices');
}

/** Writes the PDF under a fresh unguessable name (atomically, via rename) and returns that name. */
export async function writeInvoiceFile(dataDir: string, orderNumber: number, pdf: Buffer): Promise<string> {
  const dir = invoiceDir(dataDir);
  await mkdir(dir, { recursive: true });
  const name = `ORD${orderNumber}-${randomBytes(8).toString('hex')}.pdf`;
  const tmp = path.join(dir, `.${name}.tmp`);
  await writeFile(tmp, pdf);
  await rename(tmp, path.join(dir, name));
  return name;
}

/** Removes a file written in vain (another render's name was recorded first); a missing file is fine. */
export async function discardInvoiceFile(dataDir: string, name: string): Promise<void> {
  await rm(resolveInvoiceFile(dataDir, name), { force: true });
}

/** Resolves a stored name strictly inside the invoice folder; anything else is refused before any I/O. */
function resolveInvoiceFile(dataDir: string, name: string): string {
  if (!INVOICE_FILE_PATTERN.test(name)) throw badRequest(messages.invalidInvoiceName);
  const dir = path.resolve(invoiceDir(dataDir));
  const file = path.resolve(dir, name);
  if (path.dirname(file) !== dir) throw badRequest(messages.invalidInvoiceName);
  return file;
}

export async function readInvoiceFile(dataDir: string, name: string): Promise<Buffer> {
  const file = resolveInvoiceFile(dataDir, name);
  try {
    return await readFile(file);
  } catch {
    throw notFound(messages.invoiceNotFound);
  }
}
