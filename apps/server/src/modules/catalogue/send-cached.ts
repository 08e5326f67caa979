import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody } from '../../lib/read-cache.ts';

const REVALIDATE = 'public, max-age=0, must-revalidate';

/** True when the browser's copy (If-None-Match) is the current one. */
export function isFresh(req: FastifyRequest, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/** Bodies below this size gain less from gzip than its headers and CPU cost. */
const GZIP_FROM_BYTES = 1024;

/**
 * Replies with a cached JSON string as is: a string with a JSON content type skips Fastify's
 * response serialization (the schemas stay on the routes for validation of the uncached paths and
 * OpenAPI). Larger bodies go gzipped to browsers that accept it, compressed once per cache entry.
 */
export function sendCached(req: FastifyRequest, reply: FastifyReply, cached: CachedBody, cacheControl = REVALIDATE) {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  reply.header('etag', cached.etag).header('cache-control', cacheControl);
  if (isFresh(req, cached.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (!acceptsGzip || cached.body.length < GZIP_FROM_BYTES) return reply.send(cached.body);
  cached.gzipped ??= gzipSync(cached.body);
  return reply.header('content-encoding', 'gzip').send(cached.gzipped);
}
