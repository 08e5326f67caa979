import type { Readable } from 'node:stream';

/** What a stored object is: its length in bytes, media type, a validator for caches, and when it was written. */
export type ObjectInfo = { size: number; contentType: string; etag: string; lastModified: Date };

/** An object's bytes as a stream (the whole object, or the asked byte range) with its facts. */
export type StoredObject = ObjectInfo & { body: Readable };

/** Inclusive byte positions, as in an HTTP Range header. */
export type ByteRange = { start: number; end: number };

/**
 * Every file the shop keeps (pictures, invoice and credit-note PDFs, replacement videos) lives behind
 * this interface under a key like `images/<name>.webp`: on disk under DATA_DIR (the key is the path
 * below it) or in an S3-compatible bucket (the key is the object's key), so any instance can read what
 * another wrote.
 */
export interface Storage {
  readonly kind: 'disk' | 's3';
  /** Writes the whole object at once: readers see the old object or the new one, never a part. */
  put(key: string, body: Buffer | Readable, opts: { contentType: string }): Promise<void>;
  /** The object's bytes (or the range asked for), or null when there is no such object. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** The object's facts without its bytes, or null when there is no such object. */
  stat(key: string): Promise<ObjectInfo | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the object; a missing object is fine. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix`, with its size (the copy tool's inventory). */
  list(prefix: string): AsyncIterable<{ key: string; size: number }>;
}

// Keys are ours (random names, order numbers): plain segments only, never a way out of the folder.
const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Refuses a key with empty, dot-led or unexpected segments before any I/O. */
export function assertKey(key: string): void {
  if (!KEY.test(key) || key.length > 512 || key.split('/').some((s) => s === '..' || s === '.'))
    throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
}

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  zip: 'application/zip',
  json: 'application/json',
};

/** The media type of a key by its extension (what disk files carry instead of stored metadata). */
export function contentTypeOf(key: string): string {
  const ext = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase() ?? '';
  return TYPES[ext] ?? 'application/octet-stream';
}

/** Reads a stored object whole (small objects: a PDF to attach, a video's first bytes). */
export async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
