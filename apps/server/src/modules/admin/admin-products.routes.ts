import { adminProduct, newSubcategoryBody } from '@nidra/shared/admin/admin.schema';
import { z } from 'zod';
import type { App } from '../../app-context.ts';
import type { AdminProductsService } from './admin-products.service.ts';
import { readProductForm } from './product-form.ts';

const tags = ['admin'];
const productList = z.array(adminProduct);
const listQuery = z.object({ subcategory: z.string().trim().max(100).optional() });

/**
 * Admin catalogue calls of spec §7. /api/products/all and /grouped-by-name are static segments, so
 * Fastify's router prefers them to the public /api/products/:productName/:productId.
 */
export async function adminProductsRoutes(app: App, products: AdminProductsService) {
  // onRequest, not preHandler: the role is checked before any body is parsed or validated, so an
  // anonymous caller gets 401 and a customer 403 (never a 400 that probes the schema).
  const onRequest = app.requireAdmin;

  app.post(
    '/api/admin/subcategories',
    { onRequest, schema: { tags, body: newSubcategoryBody, response: { 201: newSubcategoryBody } } },
    async (req, reply) => reply.status(201).send(await products.addSubcategory(req.body)),
  );

  app.get('/api/products/all', { onRequest, schema: { tags, response: { 200: productList } } }, () =>
    products.listAllProducts(),
  );

  app.get('/api/products/grouped-by-name', { onRequest, schema: { tags, response: { 200: productList } } }, () =>
    products.listLatestPerName(),
  );

  app.get(
    '/api/admin/products',
    { onRequest, schema: { tags, querystring: listQuery, response: { 200: productList } } },
    (req) => products.listProducts(req.query.subcategory || undefined),
  );

  app.get(
    '/api/admin/products/:productName/:productId',
    {
      onRequest,
      schema: {
        tags,
        params: z.object({ productName: z.string(), productId: z.string() }),
        response: { 200: adminProduct },
      },
    },
    (req) => products.getProduct(req.params.productId),
  );

  // Multipart (fields + displayImage + repeated imagesUrl files): no body schema, read by readProductForm.
  app.post('/api/add-product', { onRequest, schema: { tags, response: { 201: adminProduct } } }, async (req, reply) =>
    reply.status(201).send(await products.addProduct(await readProductForm(req))),
  );

  app.put(
    '/api/products/:id',
    { onRequest, schema: { tags, params: z.object({ id: z.string() }), response: { 200: adminProduct } } },
    async (req) => products.updateProduct(req.params.id, await readProductForm(req)),
  );
}
