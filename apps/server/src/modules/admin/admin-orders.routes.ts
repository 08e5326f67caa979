import {
  adminOrder,
  adminOrderDetail,
  adminOrdersPage,
  adminOrdersQuery,
  pendingOrders,
  updateOrderBody,
} from '@nidra/shared/admin/admin.schema';
import { z } from 'zod';
import type { App } from '../../app-context.ts';
import type { AdminOrdersService } from './admin-orders.service.ts';

const tags = ['admin'];
const orderParams = z.object({ orderId: z.string().max(64) });

/** Admin order screens (spec §7): list with server-side tabs, detail, edit, cancel, pending labels. */
export async function adminOrdersRoutes(app: App, orders: AdminOrdersService) {
  // onRequest, not preHandler: the role is checked before any body is parsed or validated, so an
  // anonymous caller gets 401 and a customer 403 (never a 400 that probes the schema).
  const onRequest = app.requireAdmin;
  const actor = (email: string | undefined) => ({ email: email ?? 'admin' });

  app.get(
    '/api/admin/orders',
    { onRequest, schema: { tags, querystring: adminOrdersQuery, response: { 200: adminOrdersPage } } },
    (req) => orders.listOrders(req.query),
  );

  app.get('/api/admin/orders/pending', { onRequest, schema: { tags, response: { 200: pendingOrders } } }, () =>
    orders.listPendingOrders(),
  );

  app.get(
    '/api/admin/orders/:orderId',
    { onRequest, schema: { tags, params: orderParams, response: { 200: adminOrderDetail } } },
    (req) => orders.getOrderDetail(req.params.orderId),
  );

  app.put(
    '/api/admin/orders/:orderId',
    { onRequest, schema: { tags, params: orderParams, body: updateOrderBody, response: { 200: adminOrder } } },
    (req) => orders.updateOrder(req.params.orderId, req.body, actor(req.authUser?.email)),
  );

  app.post(
    '/api/admin/orders/:orderId/cancel',
    { onRequest, schema: { tags, params: orderParams, response: { 200: adminOrder } } },
    (req) => orders.cancelOrder(req.params.orderId, actor(req.authUser?.email)),
  );
}
