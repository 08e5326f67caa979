import {
  codCollectedResponse,
  codOrderBody,
  codOrderResponse,
  codSettings,
  salesByMethod,
  salesByMethodQuery,
} from '@nidra/shared/cod/cod.schema';
import { z } from 'zod';
import type { App } from '../../app-context.ts';
import type { CodService } from './cod.service.ts';
import type { CodSettingsService } from './cod-settings.service.ts';
import type { PaymentMethodsService } from './payment-methods.service.ts';

const tags = ['cash on delivery'];
const orderParams = z.object({ orderId: z.string().max(64) });

/** Cash on delivery (ADR 0014): store settings, placing a COD order, marking its cash collected, sales by method. */
export async function codRoutes(
  app: App,
  services: { cod: CodService; settings: CodSettingsService; methods: PaymentMethodsService },
) {
  const { cod, settings, methods } = services;
  // onRequest: the role is checked before any body is parsed, so a customer gets 403, never a 400.
  const admin = app.requireAdmin;
  const actor = (email: string | undefined) => email ?? 'admin';

  // Public: the checkout page shows the offer (nothing secret in it).
  app.get('/api/cod-settings', { schema: { tags, response: { 200: codSettings } } }, () => settings.get());

  app.put(
    '/api/admin/cod-settings',
    { onRequest: admin, schema: { tags, body: codSettings, response: { 200: codSettings } } },
    (req) => settings.save(req.body, actor(req.authUser?.email)),
  );

  app.post(
    '/api/orders/cod',
    { onRequest: app.requireUser, schema: { tags, body: codOrderBody, response: { 200: codOrderResponse } } },
    (req) => cod.placeCodOrder(req.authUser!, req.body),
  );

  app.post(
    '/api/admin/orders/:orderId/cod-collected',
    { onRequest: admin, schema: { tags, params: orderParams, response: { 200: codCollectedResponse } } },
    (req) => cod.markCollected(req.params.orderId, actor(req.authUser?.email)),
  );

  app.get(
    '/api/admin/sales/by-method',
    { onRequest: admin, schema: { tags, querystring: salesByMethodQuery, response: { 200: salesByMethod } } },
    (req) => methods.getSalesByMethod(req.query),
  );
}
