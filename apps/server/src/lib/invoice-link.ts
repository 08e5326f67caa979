import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The invoice link of an order confirmation mail: the invoice number signed with a key derived from
 * the session secret, so the shopper opens the PDF from the mail without signing in, and nobody can
 * guess another order's link. It does not expire: a GST invoice is wanted again months later.
 */
const keyOf = (secret: string) => createHmac('sha256', secret).update('nidra-invoice-link-v1').digest();
const sign = (secret: string, payload: string) =>
  createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

export function invoiceLinkUrl(env: { PUBLIC_URL: string; JWT_SECRET: string }, invoiceNumber: string): string {
  const payload = Buffer.from(invoiceNumber).toString('base64url');
  return `${env.PUBLIC_URL}/api/invoice/mail/${payload}.${sign(env.JWT_SECRET, payload)}`;
}

/** The invoice number of a well-signed link token, or null for anything else. */
export function verifyInvoiceLink(secret: string, token: string): string | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return Buffer.from(payload, 'base64url').toString('utf8');
}
