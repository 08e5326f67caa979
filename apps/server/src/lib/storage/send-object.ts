import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ByteRange, Storage } from './storage.ts';

type SendOptions = {
  cacheControl: string;
  /** Overrides the stored media type (a video's type comes from its checked header). */
  contentType?: string;
  /** The answer for a missing object. */
  notFoundMessage: string;
};

/** One `bytes=` range of an object of `size` bytes; null for several ranges or a malformed header (then 200). */
function parseRange(header: string, size: number): ByteRange | 'unsatisfiable' | null {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  const start = m[1] === '' ? Math.max(0, size - Number(m[2])) : Number(m[1]);
  const end = m[1] === '' || m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start > end || start >= size) return 'unsatisfiable';
  return { start, end };
}

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  !!ifNoneMatch &&
  ifNoneMatch.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag.replace(/^W\//, '');
  });

/**
 * Streams a stored object as the answer: ETag and Last-Modified with 304 for a cache that has it,
 * one byte range with 206 (video players seek), the caller's Cache-Control. Whichever instance
 * answers, the bytes come from the shared storage.
 */
export async function sendStoredObject(
  req: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  key: string,
  opts: SendOptions,
) {
  const rangeHeader = req.headers.range;
  const info = rangeHeader ? await storage.stat(key) : null;
  const range = info && rangeHeader ? parseRange(rangeHeader, info.size) : null;
  if (range === 'unsatisfiable')
    return reply
      .code(416)
      .header('Content-Range', `bytes */${info?.size ?? 0}`)
      .send({ message: 'Range Not Satisfiable' });
  const object = await storage.get(key, range ?? undefined);
  if (!object) return reply.code(404).send({ message: opts.notFoundMessage });
  reply
    .header('Cache-Control', opts.cacheControl)
    .header('ETag', object.etag)
    .header('Last-Modified', object.lastModified.toUTCString())
    .header('Accept-Ranges', 'bytes')
    .type(opts.contentType ?? object.contentType);
  if (!range && matches(req.headers['if-none-match'], object.etag)) {
    object.body.destroy();
    return reply.code(304).send();
  }
  if (range) {
    reply
      .code(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${object.size}`)
      .header('Content-Length', range.end - range.start + 1);
  } else reply.header('Content-Length', object.size);
  return reply.send(object.body);
}
