import { createHash } from 'node:crypto';

export type CachedBody = {
  body: string;
  etag: string;
  /** The body gzipped, made on first demand and kept with the entry (shoppers on mobile data). */
  gzipped?: Buffer;
};

export type ReadCache = {
  /** The serialized answer for `key`, loaded once and shared by concurrent callers. */
  get: (key: string, load: () => Promise<unknown>) => Promise<CachedBody>;
  /**
   * Like `get`, for keys a visitor can vary without end (a list's sort and filters, search words):
   * at most `maxVariants` of them are kept, the least recently used dropped first, so random query
   * strings cannot fill the memory.
   */
  getVariant: (key: string, load: () => Promise<unknown>) => Promise<CachedBody>;
  /** Drops every entry; called by every product, taxonomy or stock write. */
  invalidate: () => void;
};

type Entry = { value: Promise<CachedBody>; expires: number };

/** Bounds of the variant entries (sorted, filtered and searched pages). */
export const MAX_VARIANTS = 500;

/**
 * In-process cache of catalogue reads. With the embedded database this process is the only
 * writer, so entries live until invalidated; with a shared PostgreSQL other instances write too,
 * so entries also expire after `ttlMs`.
 */
export function createReadCache(ttlMs: number, maxVariants = MAX_VARIANTS): ReadCache {
  const entries = new Map<string, Entry>();
  const variants = new Map<string, Entry>();

  function read(map: Map<string, Entry>, key: string, load: () => Promise<unknown>) {
    const now = Date.now();
    const hit = map.get(key);
    if (hit && hit.expires > now) return hit;
    const value = load().then((data) => {
      const body = JSON.stringify(data);
      return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    });
    // A failed load is forgotten, unless a newer load for the key has replaced it meanwhile.
    value.catch(() => {
      if (map.get(key)?.value === value) map.delete(key);
    });
    const entry = { value, expires: now + ttlMs };
    map.set(key, entry);
    return entry;
  }

  return {
    get: (key, load) => read(entries, key, load).value,
    getVariant(key, load) {
      const entry = read(variants, key, load);
      // Map order is insertion order: moving a used entry to the end keeps the oldest first.
      variants.delete(key);
      variants.set(key, entry);
      if (variants.size > maxVariants) variants.delete(variants.keys().next().value as string);
      return entry.value;
    },
    invalidate() {
      entries.clear();
      variants.clear();
    },
  };
}
