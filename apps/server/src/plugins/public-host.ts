import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../config/env.ts';

/**
 * Paths that are not pages a shopper browses: the API (a client chose its host), the payment
 * sandbox's hosted page and callbacks, pictures and bundles, and health checks, which load
 * balancers send to an instance's own address.
 */
const NOT_PAGES = ['/api/', '/sandbox/', '/images/', '/assets/', '/hero/', '/icons/'];
const PROBES = ['/healthz', '/readyz', '/livez'];

/** Whether the request is a storefront or back-office page that must be seen on PUBLIC_URL's host. */
export function isPageRequest(req: FastifyRequest): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const path = req.url.split('?')[0];
  if (NOT_PAGES.some((p) => path.startsWith(p)) || PROBES.includes(path)) return false;
  // Files at the root (favicon.ico, robots.txt, manifest.webmanifest) answer on any host.
  return !/\.[a-z0-9]+$/i.test(path);
}

/**
 * A page asked for on another host than PUBLIC_URL's (127.0.0.1 for localhost, an IP for the domain)
 * is redirected there before anything is stored: the session, the cart's token and the cookie notice
 * live in the browser per host, so a shopper who signed in on one host came back from the payment
 * page to the other signed out. Host names are compared, not ports, so a proxy in front that keeps
 * the Host header never loops; `PUBLIC_HOST_REDIRECT=false` turns it off for one that rewrites it.
 */
export const publicHostPlugin = fp(async (app: FastifyInstance, opts: { env: Env }) => {
  if (opts.env.PUBLIC_HOST_REDIRECT !== 'true') return;
  const publicUrl = new URL(opts.env.PUBLIC_URL);
  app.addHook('onRequest', async (req, reply) => {
    if (!isPageRequest(req) || req.hostname === publicUrl.hostname) return;
    // Concatenated, never resolved: a path like `//elsewhere.example` must stay on our origin.
    return reply.redirect(`${publicUrl.origin}${req.url}`, 302);
  });
});
