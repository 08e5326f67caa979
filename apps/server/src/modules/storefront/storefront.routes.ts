import { STATIC_PAGE_META } from '@nidra/shared';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { App } from '../../app-context.ts';
import type { StorefrontPage, StorefrontService } from './storefront.service.ts';

/** Screens the browser draws alone; they answer the plain shell with 200. */
const CLIENT_SCREENS = [
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password/',
  '/validate-payment',
  '/checkout',
  '/orders',
  '/address',
  '/cart',
  '/change-password',
  '/wishlist',
  '/unsubscribe',
  '/admin',
];

/** Whether `path` is one of the client-drawn screens (DESIGN §9), so it is not a 404. */
export function isClientScreen(path: string): boolean {
  return CLIENT_SCREENS.some((p) => path === p || path.startsWith(p.endsWith('/') ? p : `${p}/`));
}

/** HTML revalidates on every visit: it names the current hashed bundles and catalogue. */
function sendPage(reply: FastifyReply, page: StorefrontPage) {
  return reply.code(page.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page.html);
}

/**
 * The storefront's pages with their own head (title, description, canonical, sharing tags, JSON-LD)
 * and status; returns the fallback for every other path.
 */
export async function storefrontRoutes(app: App, storefront: StorefrontService) {
  const schema = { hide: true };

  app.get('/', { schema }, async (_req, reply) => sendPage(reply, await storefront.home()));
  for (const path of [...Object.keys(STATIC_PAGE_META), '/contact-us'])
    app.get(path, { schema }, async (_req, reply) => sendPage(reply, await storefront.staticPage(path)));
  app.get(
    '/prod/:subcategory',
    { schema: { ...schema, params: z.object({ subcategory: z.string() }) } },
    async (req, reply) => sendPage(reply, await storefront.subcategory(req.params.subcategory)),
  );
  app.get(
    '/prod/:subcategory/:productName/:productId',
    {
      schema: {
        ...schema,
        params: z.object({ subcategory: z.string(), productName: z.string(), productId: z.string() }),
      },
    },
    async (req, reply) => sendPage(reply, await storefront.product(req.params.productId)),
  );

  /** Any other page: a client-drawn screen, or the 404 page with its status. */
  return async (path: string, reply: FastifyReply) =>
    sendPage(reply, isClientScreen(path) ? storefront.clientShell : await storefront.notFound());
}
