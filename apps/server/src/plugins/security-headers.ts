import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Env } from '../config/env.ts';

/** A strict Content-Security-Policy: our own scripts, Google's sign-in script when configured, the contact map frame. */
export function securityHeaderOptions(env: Env): HelmetOptions {
  const google = env.GOOGLE_CLIENT_ID ? ['https://accounts.google.com'] : [];
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...google],
        styleSrc: ["'self'", "'unsafe-inline'", ...google],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...google],
        frameSrc: ["'self'", 'https://www.google.com', 'https://maps.google.com', ...google],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: env.PUBLIC_URL.startsWith('https:') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers helmet sets for these options, computed once. The headers are the same on every
 * response, and building helmet's middleware per request (as @fastify/helmet does, parsing the CSP
 * directives each time) cost ~15 % of a bare route's CPU.
 */
function securityHeaderSet(env: Env): [string, string][] {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(securityHeaderOptions(env))({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  return [...headers];
}

/**
 * Every response, routes and 404s alike, carries the security headers. They go on the reply, which
 * hands them to Node in one `writeHead`: setting them on the raw response (as helmet does) ran Node's
 * header checks twice for each, ~2 µs of CPU per request. A route that hijacks its reply copies them to
 * the raw response itself (the video uploads).
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: { env: Env }) => {
  const headers = Object.fromEntries(securityHeaderSet(opts.env));
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(headers);
    // Product pictures and the logo appear in the shop's mails, which webmail shows from its own origin.
    if (PUBLIC_PICTURES.some((p) => req.url.startsWith(p)))
      reply.header('cross-origin-resource-policy', 'cross-origin');
    done();
  });
});

/** Paths of pictures anyone may embed: the catalogue's images and the shop's icons. */
const PUBLIC_PICTURES = ['/images/', '/icons/'];
