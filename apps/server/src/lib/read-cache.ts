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

type Entry = {
  value: Promise<CachedBody>;
  expires: number;
  /** The answer once loaded: served past `expires` while one reload runs (stale-while-revalidate). */
  loaded?: CachedBody;
  reloading?: boolean;
};

const serialize = (data: unknown): CachedBody => {
  const body = JSON.stringify(data);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
};

/**
 * In-process cache of catalogue reads. The app keeps entries until invalidated (`ttlMs` infinite):
 * with the embedded database this process is the only writer, and with a shared PostgreSQL every
 * instance's writes reach every other through `lib/cache-bus.ts`. With a finite `ttlMs`, an expired entry is still answered while one reload runs in
 * the background (stale-while-revalidate), so a popular key never makes its callers wait on the
 * database; `invalidate()` (a write in this process) drops entries at once, reloads under way included.
 */
export function createReadCache(ttlMs: number, openLimit = 2000): ReadCache {
  const parts = { fixed: new Map<string, Entry>(), open: new Map<string, Entry>() };

  function put(entries: Map<string, Entry>, key: string, entry: Entry, part: 'fixed' | 'open') {
    entries.delete(key);
    entries.set(key, entry);
    while (part === 'open' && entries.size > openLimit) entries.delete(entries.keys().next().value as string);
  }

  function reload(
    entries: Map<string, Entry>,
    key: string,
    stale: Entry,
    load: () => Promise<unknown>,
    part: 'fixed' | 'open',
  ) {
    stale.reloading = true;
    load().then(
      (data) => {
        // Invalidated (or replaced) meanwhile: this answer may predate the write.
        if (entries.get(key) !== stale) return;
        const loaded = serialize(data);
        put(entries, key, { value: Promise.resolve(loaded), loaded, expires: Date.now() + ttlMs }, part);
      },
      // The stale answer stays; the next caller tries again.
      () => {
        stale.reloading = false;
      },
    );
  }

  return {
    get(key, load, part = 'fixed') {
      const entries = parts[part];
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && (hit.expires > now || hit.loaded)) {
        if (hit.expires <= now && !hit.reloading) reload(entries, key, hit, load, part);
        return hit.value;
      }
      const value = load().then(serialize);
      const entry: Entry = { value, expires: now + ttlMs };
      value.then(
        (loaded) => {
          entry.loaded = loaded;
        },
        // A failed load is forgotten, unless a newer load for the key has replaced it meanwhile.
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      put(entries, key, entry, part);
      return value;
    },
    invalidate() {
      parts.fixed.clear();
      parts.open.clear();
    },
  };
}
