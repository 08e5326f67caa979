import fastifyStatic from '@fastify/static';
import {
  categoryWithSubcategories,
  listedProduct,
  menu,
  newArrivalsQuery,
  productDetail,
  productListQuery,
  productListResponse,
  publicProduct,
} from '@nidra/shared/catalogue/catalogue.schema';
import { z } from 'zod';
import type { App } from '../../app-context.ts';
import type { ImageStore } from '../../lib/image-store.ts';
import type { CatalogueService } from './catalogue.service.ts';
import type { ProductListsService } from './product-lists.service.ts';
import { isFresh, sendCached } from './send-cached.ts';

const errorBody = z.object({ message: z.string() });
/** Menus, categories, product lists and details, recently viewed, pictures, robots.txt and sitemap.xml. */
export async function catalogueRoutes(
  app: App,
  catalogue: CatalogueService,
  lists: ProductListsService,
  images: ImageStore,
) {
  await app.register(fastifyStatic, {
    root: images.dir,
    prefix: '/images/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    // Pictures only (every stored width is WebP): the demo seed's bookkeeping shares the folder.
    allowedPath: (pathname) => pathname.endsWith('.webp'),
    // Names are random and never reused, so a picture never changes.
    setHeaders: (res) => res.header('cache-control', 'public, max-age=31536000, immutable'),
  });

  const tags = ['catalogue'];
  app.get('/api/menus', { schema: { tags, response: { 200: z.array(menu) } } }, async (req, reply) =>
    sendCached(req, reply, await catalogue.menus()),
  );
  app.get(
    '/api/categories',
    { schema: { tags, response: { 200: z.array(categoryWithSubcategories) } } },
    async (req, reply) => sendCached(req, reply, await catalogue.categories()),
  );
  app.get('/api/subcategories', { schema: { tags, response: { 200: z.array(z.string()) } } }, async (req, reply) =>
    sendCached(req, reply, await catalogue.subcategoryNames()),
  );
  app.get(
    '/api/products/new-arrivals',
    { schema: { tags, querystring: newArrivalsQuery, response: { 200: z.array(listedProduct) } } },
    async (req, reply) =>
      sendCached(req, reply, await (req.query.group === 'design' ? lists.newDesigns() : catalogue.newArrivals())),
  );
  app.get(
    '/api/products',
    { schema: { tags, querystring: productListQuery, response: { 200: productListResponse } } },
    async (req, reply) => sendCached(req, reply, await lists.productList(req.query)),
  );
  app.get(
    '/api/products/:productName/:productId',
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        params: z.object({ productName: z.string(), productId: z.string() }),
        response: { 200: productDetail, 404: errorBody },
      },
    },
    async (req, reply) => {
      const cached = await catalogue.product(req.params.productId);
      if (!req.authUser) return sendCached(req, reply, cached, 'public, max-age=30, must-revalidate');
      // A signed-in view is recorded, so no cache may answer it without asking (an ETag keeps it cheap).
      await catalogue.recordView(req.authUser.id, req.params.productId);
      return sendCached(req, reply.header('vary', 'authorization'), cached, 'private, no-cache');
    },
  );
  app.get(
    '/api/analytics/recently-viewed-products/:userId',
    {
      onRequest: app.requireOwner,
      schema: { tags, params: z.object({ userId: z.string() }), response: { 200: z.array(publicProduct) } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return catalogue.recentlyViewed(req.params.userId);
    },
  );

  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(catalogue.robots()),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (req, reply) => {
    const { value, etag } = await catalogue.sitemap();
    reply.header('etag', etag).header('cache-control', 'public, max-age=3600');
    if (isFresh(req, etag)) return reply.code(304).send();
    return reply.type('application/xml; charset=utf-8').send(value);
  });
}
