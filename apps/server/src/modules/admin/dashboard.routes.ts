import { adminCart, pageQuery, salesReport, stats, usersPage } from '@nidra/shared/admin/admin.schema';
import { salesQuery } from '@nidra/shared/reports/sales-range.schema';
import { z } from 'zod';
import type { App } from '../../app-context.ts';
import type { AdminCartsService } from './admin-carts.service.ts';
import type { DashboardService } from './dashboard.service.ts';

const tags = ['admin'];

/** Dashboard cards, the users table, the sales report and active carts (admin only). */
export async function dashboardRoutes(app: App, dashboard: DashboardService, carts: AdminCartsService) {
  // onRequest, not preHandler: the role is checked before any body is parsed or validated, so an
  // anonymous caller gets 401 and a customer 403 (never a 400 that probes the schema).
  const onRequest = app.requireAdmin;

  app.get('/api/stats', { onRequest, schema: { tags, response: { 200: stats } } }, () => dashboard.getStats());

  app.get(
    '/api/users/login-count',
    { onRequest, schema: { tags, querystring: pageQuery, response: { 200: usersPage } } },
    (req) => dashboard.listUsers(req.query.page, req.query.limit),
  );

  app.get(
    '/api/admin/sales',
    { onRequest, schema: { tags, querystring: salesQuery, response: { 200: salesReport } } },
    (req) => dashboard.getSalesReport(req.query),
  );

  app.get('/api/admin/carts', { onRequest, schema: { tags, response: { 200: z.array(adminCart) } } }, () =>
    carts.listActiveCarts(),
  );
}
