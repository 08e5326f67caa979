import { gzipSync } from 'node:zlib';
import { STATIC_PAGE_META, webAppManifest } from '@nidra/shared';
import { LANGUAGE_BASES, languageOfPath, pathIn, pathWithoutLanguage } from '@nidra/shared/i18n/language-path';
import { LANGUAGES, languageFromCookie } from '@nidra/shared/i18n/languages';
import type { FastifyReply, FastifyRequest } from 'fastify';
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
  '/returns',
  '/unsubscribe',
  '/offers/',
  '/admin',
];

/** Whether `path` is one of the client-drawn screens (DESIGN §9), so it is not a 404. */
export function isClientScreen(path: string): boolean {
  return CLIENT_SCREENS.some((p) => path === p || path.startsWith(p.endsWith('/') ? p : `${p}/`));
}

/** The path of a request URL. */
const pathOf = (url: string) => url.split('?')[0];
/** The query string of a request URL; list pages read their sort, filters and search words from it. */
const queryOf = (url: string) => new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');

/**
 * HTML revalidates on every visit: it names the current hashed bundles and catalogue. A rendered page
 * is tens of kB, so it goes gzipped to browsers that accept it, compressed once per cached page.
 */
function sendPage(req: FastifyRequest, reply: FastifyReply, page: StorefrontPage) {
  reply.code(page.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache');
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  if (!/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return reply.send(page.html);
  page.gzipped ??= gzipSync(page.html);
  return reply.header('content-encoding', 'gzip').send(page.gzipped);
}

/**
 * The storefront's pages with their own head (title, description, canonical, sharing tags, JSON-LD)
 * and status; returns the fallback for every other path.
 */
export async function storefrontRoutes(app: App, storefront: StorefrontService) {
  const schema = { hide: true };

  // The manifest carries the configured store name, so it is answered here rather than from the build.
  const manifest = JSON.stringify(webAppManifest({ name: storefront.storeName }));
  app.get('/manifest.webmanifest', { schema }, async (_req, reply) =>
    reply.type('application/manifest+json').header('cache-control', 'public, max-age=86400').send(manifest),
  );
  // Every page in every language: English at `/`, Hindi under `/hi` (ADR 0029). The services take
  // the English path and the language.
  for (const lang of LANGUAGES) {
    const base = LANGUAGE_BASES[lang];
    const bare = (url: string) => pathWithoutLanguage(pathOf(url));
    for (const home of base ? [base, `${base}/`] : ['/'])
      app.get(home, { schema }, async (req, reply) => {
        // The bare `/` sends a visitor who chose another language to its home (ADR 0029); every other
        // URL shows its own language whatever the cookie says.
        const chosen = languageFromCookie(req.headers.cookie);
        if (!base && chosen && chosen !== lang)
          return reply.header('vary', 'cookie').header('cache-control', 'no-cache').redirect(pathIn(chosen, '/'), 302);
        if (!base) reply.header('vary', 'cookie');
        return sendPage(req, reply, await storefront.home(lang));
      });
    for (const path of [...Object.keys(STATIC_PAGE_META), '/contact-us'])
      app.get(`${base}${path}`, { schema }, async (req, reply) =>
        sendPage(req, reply, await storefront.staticPage(path, lang)),
      );
    app.get(
      `${base}/prod/:subcategory`,
      { schema: { ...schema, params: z.object({ subcategory: z.string() }) } },
      async (req, reply) =>
        sendPage(
          req,
          reply,
          await storefront.subcategory(req.params.subcategory, bare(req.url), queryOf(req.url), lang),
        ),
    );
    app.get(`${base}/search`, { schema }, async (req, reply) =>
      sendPage(req, reply, await storefront.search(queryOf(req.url), lang)),
    );
    app.get(
      `${base}/prod/:subcategory/:productName/:productId`,
      {
        schema: {
          ...schema,
          params: z.object({ subcategory: z.string(), productName: z.string(), productId: z.string() }),
        },
      },
      async (req, reply) => sendPage(req, reply, await storefront.product(req.params.productId, bare(req.url), lang)),
    );
  }

  /** Any other page: a client-drawn screen, or the 404 page with its status, in the path's language. */
  return async (path: string, req: FastifyRequest, reply: FastifyReply) => {
    const lang = languageOfPath(path);
    const bare = pathWithoutLanguage(path);
    return sendPage(
      req,
      reply,
      isClientScreen(bare) && !(lang !== 'en' && bare.startsWith('/admin'))
        ? await storefront.clientShell(lang, path)
        : await storefront.notFound(bare, lang),
    );
  };
}
