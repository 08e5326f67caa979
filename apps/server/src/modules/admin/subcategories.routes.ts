import { subcategoryPrice, subcategoryStats } from '@nidra/shared/admin/admin.schema';
import { z } from 'zod';
import type { App } from '../../app-context.ts';
import type { SubcategoriesService } from './subcategories.service.ts';

const tags = ['admin'];
/** Product stats per subcategory and subcategory cost prices (admin only). */
export async function subcategoriesRoutes(app: App, subcategories: SubcategoriesService) {
  // onRequest, not preHandler: the role is checked before any body is parsed or validated, so an
  // anonymous caller gets 401 and a customer 403 (never a 400 that probes the schema).
  const onRequest = app.requireAdmin;

  app.get(
    '/api/subcategories/stats',
    { onRequest, schema: { tags, response: { 200: z.array(subcategoryStats) } } },
    () => subcategories.getStockStats(),
  );

  app.get(
    '/api/subcategory-prices',
    { onRequest, schema: { tags, response: { 200: z.array(subcategoryPrice) } } },
    () => subcategories.listPrices(),
  );

  app.post(
    '/api/subcategory-price',
    { onRequest, schema: { tags, body: subcategoryPrice, response: { 200: subcategoryPrice } } },
    (req) => subcategories.savePrice(req.body),
  );
}
