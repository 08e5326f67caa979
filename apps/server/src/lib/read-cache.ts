import { createHash } from 'node:crypto';

export type CachedBody = {
  body: string;
  etag: string;
  /** The body gzipped, made on first demand and kept with the entry (shoppers on mobile data). */
  gzipped?: Buffer;
};

export type ReadCache = {
  /**
   * The serialized answer for `key`, loaded once and shared by concurrent callers. Keys a shopper
   * chooses (search words, filters) go in the `open` part, which keeps at most `openLimit` entries and
   * drops the oldest first, so random keys cannot fill the memory or push out the fixed ones.
   */
  get: (key: string, load: () => Promise<unknown>, part?: 'fixed' | 'open') => Promise<CachedBody>;
  /** Drops every entry; called by every product, taxonomy or stock write. */
  invalidate: () => void;
};

type Entry = { value: Promise<CachedBody>; expires: number };

/**
 * In-process cache of catalogue reads. With the embedded database this process is the only
 * writer, so entries live until invalidated; with a shared PostgreSQL other instances write too,
 * so entries also expire after `ttlMs`.
 */
export function createReadCache(ttlMs: number, openLimit = 2000): ReadCache {
  const parts = { fixed: new Map<string, Entry>(), open: new Map<string, Entry>() };
  return {
    get(key, load, part = 'fixed') {
      const entries = parts[part];
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      const value = load().then((data) => {
        const body = JSON.stringify(data);
        return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
      });
      // A failed load is forgotten, unless a newer load for the key has replaced it meanwhile.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      entries.delete(key);
      entries.set(key, { value, expires: now + ttlMs });
      while (part === 'open' && entries.size > openLimit) entries.delete(entries.keys().next().value as string);
      return value;
    },
    invalidate() {
      parts.fixed.clear();
      parts.open.clear();
    },
  };
}
