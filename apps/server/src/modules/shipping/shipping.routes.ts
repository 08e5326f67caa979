import { messageResponse } from '@nidra/shared/account/account.schema';
import {
  createdShipments,
  createShipmentsBody,
  deliveryCheck,
  deliveryCheckQuery,
  ndrActionBody,
  orderTracking,
  pinPlace,
  shippingStats,
  staffShipments,
  staffShipmentsQuery,
} from '@nidra/shared/shipping/shipping.schema';
import { z } from 'zod';
import type { App } from '../../app-context.ts';
import type { ShippingService } from './shipping.service.ts';

const tags = ['shipping'];
const shipmentParams = z.object({ shipmentId: z.string().max(64) });

/** Delivery check, the courier's webhook, a shopper's tracking, and the staff's shipments, NDR and RTO desks. */
export async function shippingRoutes(app: App, shipping: ShippingService) {
  app.get(
    '/api/delivery-check',
    { schema: { tags, querystring: deliveryCheckQuery, response: { 200: deliveryCheck } } },
    (req) => shipping.checkDelivery(req.query.pin),
  );

  // City and state for a PIN, from the shipped directory: the address form fills itself from it.
  app.get('/api/pin-codes/:pin', { schema: { tags, params: deliveryCheckQuery, response: { 200: pinPlace } } }, (req) =>
    shipping.lookupPin(req.params.pin),
  );

  // The courier's credential is the x-api-key header (COURIER_WEBHOOK_TOKEN), checked in the adapter.
  app.post(
    '/api/courier/webhook',
    { schema: { tags, body: z.unknown(), response: { 200: messageResponse } } },
    (req) => {
      const key = req.headers['x-api-key'];
      return shipping.receiveWebhook(Array.isArray(key) ? key[0] : key, req.body);
    },
  );

  app.get(
    '/api/orders/:orderId/tracking',
    {
      onRequest: app.requireUser,
      schema: { tags, params: z.object({ orderId: z.string().max(64) }), response: { 200: orderTracking } },
    },
    (req) => shipping.orderTracking(req.authUser!, req.params.orderId),
  );

  const onRequest = app.requireAdmin;
  app.post(
    '/api/admin/shipments',
    { onRequest, schema: { tags, body: createShipmentsBody, response: { 200: createdShipments } } },
    (req) => shipping.createShipments(req.body.orderIds),
  );
  app.get(
    '/api/admin/shipments',
    { onRequest, schema: { tags, querystring: staffShipmentsQuery, response: { 200: staffShipments } } },
    (req) => shipping.listShipments(req.query),
  );
  app.get('/api/admin/shipments/stats', { onRequest, schema: { tags, response: { 200: shippingStats } } }, () =>
    shipping.stats(),
  );
  app.get(
    '/api/admin/shipments/labels/:name',
    { onRequest, schema: { tags, params: z.object({ name: z.string().max(80) }) } },
    async (req, reply) => {
      const file = await shipping.labelFile(req.params.name);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="${req.params.name}"`)
        .send(file.body);
    },
  );
  app.post(
    '/api/admin/shipments/:shipmentId/ndr',
    { onRequest, schema: { tags, params: shipmentParams, body: ndrActionBody, response: { 200: messageResponse } } },
    async (req) => {
      await shipping.actOnNdr(req.params.shipmentId, req.body);
      return { message: 'ok' };
    },
  );
  app.post(
    '/api/admin/shipments/:shipmentId/check-in',
    { onRequest, schema: { tags, params: shipmentParams, response: { 200: messageResponse } } },
    async (req) => {
      await shipping.checkIn(req.params.shipmentId, { email: req.authUser?.email ?? 'admin' });
      return { message: 'ok' };
    },
  );
}
