/**
 * Exact row counts, cached only when they are large. A small shop (and every test) counts on each
 * call; once a count passes `largeAt` rows it is served from memory for `ttlMs` and refreshed in
 * the background, because count(*) over a million orders costs tens of milliseconds per request.
 * Writes made through this process call `invalidate()`; writes by other instances (new orders)
 * show up within `ttlMs`.
 */
export type CountCache = {
  get: (key: string, count: () => Promise<number>) => Promise<number>;
  invalidate: () => void;
};

type Entry = { value: number; at: number };

export function createCountCache(opts: { largeAt?: number; ttlMs?: number } = {}): CountCache {
  const largeAt = opts.largeAt ?? 20_000;
  const ttlMs = opts.ttlMs ?? 10_000;
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<number>>();

  const load = (key: string, count: () => Promise<number>): Promise<number> => {
    const running = pending.get(key);
    if (running) return running;
    const p = count()
      .then((value) => {
        entries.set(key, { value, at: Date.now() });
        return value;
      })
      .finally(() => pending.delete(key));
    pending.set(key, p);
    return p;
  };

  return {
    async get(key, count) {
      const hit = entries.get(key);
      if (!hit || hit.value < largeAt) return load(key, count);
      if (Date.now() - hit.at > ttlMs && !pending.has(key)) {
        // Stale but large: answer from memory, refresh once in the background.
        load(key, count).catch(() => entries.delete(key));
      }
      return hit.value;
    },
    invalidate() {
      entries.clear();
    },
  };
}
