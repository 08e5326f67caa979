import { order } from '@nidra/shared/orders/order.schema';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { App } from '../../app-context.ts';
import type { InvoiceDownload } from './invoice-download.service.ts';
import type { OrdersService } from './orders.service.ts';

const userParams = z.object({ userId: z.uuid() });
const invoiceFileParams = z.object({ userId: z.uuid(), invoicePdfPath: z.string().max(200) });
const creditNoteParams = z.object({ userId: z.uuid(), orderId: z.uuid() });
const invoiceNumberParams = z.object({ invoiceNumber: z.string().max(40) });
const invoiceLinkParams = z.object({ token: z.string().max(200) });

/** My Orders and invoice downloads (spec §7). */
export async function ordersRoutes(app: App, orders: OrdersService) {
  // Every order of the user, newest first, whatever its payment status (initiated, failed, paid…):
  // the browser decides what to show; `status` carries the payment status.
  app.get(
    '/api/orders/:userId',
    { onRequest: app.requireOwner, schema: { params: userParams, response: { 200: z.array(order) } } },
    async (req) => orders.loadOrders({ userId: req.params.userId }),
  );

  app.get(
    '/api/invoice/download/:userId/:invoicePdfPath',
    { onRequest: app.requireOwner, schema: { params: invoiceFileParams } },
    async (req, reply) => {
      const download = await orders.downloadOwnInvoice({
        userId: req.params.userId,
        isAdmin: req.authUser?.role === 'admin',
        fileName: req.params.invoicePdfPath,
      });
      return sendPdf(reply, download);
    },
  );

  // The GST credit note of a cancelled paid order: the shopper's own, or any for an admin (like invoices).
  app.get(
    '/api/credit-note/download/:userId/:orderId',
    { onRequest: app.requireOwner, schema: { params: creditNoteParams } },
    async (req, reply) => {
      const download = await orders.downloadCreditNote({
        userId: req.params.userId,
        orderId: req.params.orderId,
        isAdmin: req.authUser?.role === 'admin',
      });
      return sendPdf(reply, download);
    },
  );

  // The number holds slashes: the browser sends it URL-encoded as one segment (NID%2F26-27%2F000001),
  // which this route receives decoded; NID-26-27-000001 is accepted too.
  app.get(
    '/api/invoice/download/:invoiceNumber',
    { onRequest: app.requireAdmin, schema: { params: invoiceNumberParams } },
    async (req, reply) => sendPdf(reply, await orders.downloadInvoiceByNumber(req.params.invoiceNumber)),
  );

  // The order confirmation mail's link: the signature is the permission, so no sign-in is needed.
  app.get('/api/invoice/mail/:token', { schema: { params: invoiceLinkParams } }, async (req, reply) =>
    sendPdf(reply, await orders.downloadInvoiceByLink(req.params.token)),
  );
}

function sendPdf(reply: FastifyReply, download: InvoiceDownload) {
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${download.fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .header('Content-Length', download.size)
    .send(download.pdf);
}
