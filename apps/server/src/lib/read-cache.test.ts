import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache.ts';

describe('read cache', () => {
  it('loads a key once for concurrent callers and again after invalidation', async () => {
    const cache = createReadCache(Number.POSITIVE_INFINITY);
    let loads = 0;
    const load = async () => ({ n: ++loads });
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect(a.body).toBe('{"n":1}');
    expect(b).toBe(a);
    cache.invalidate();
    expect((await cache.get('k', load)).body).toBe('{"n":2}');
  });

  it('keeps at most the limit of open keys, dropping the oldest, and never a fixed key for them', async () => {
    const cache = createReadCache(Number.POSITIVE_INFINITY, 2);
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('menus', load);
    for (const q of ['a', 'b', 'c']) await cache.get(`search:${q}`, load, 'open');
    expect((await cache.get('menus', load)).body).toBe('1'); // still cached
    expect((await cache.get('search:c', load, 'open')).body).toBe('4'); // still cached
    expect((await cache.get('search:a', load, 'open')).body).toBe('5'); // dropped, loaded again
  });

  it('answers an expired entry at once while one reload runs, then the reloaded one', async () => {
    const cache = createReadCache(0);
    let loads = 0;
    let release: () => void = () => {};
    const load = async () => {
      loads++;
      if (loads > 1) await new Promise<void>((r) => (release = r));
      return { n: loads };
    };
    expect((await cache.get('k', load)).body).toBe('{"n":1}');
    // Expired (ttl 0): both callers get the stale answer, and only one reload starts.
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([a.body, b.body, loads]).toEqual(['{"n":1}', '{"n":1}', 2]);
    release();
    await expect.poll(async () => (await cache.get('k', load)).body).toBe('{"n":2}');
  });

  it('drops a reload under way on invalidation, so a write is never answered by older data', async () => {
    const cache = createReadCache(0);
    let version = 1;
    let release: () => void = () => {};
    const slow = async () => {
      const seen = version;
      await new Promise<void>((r) => (release = r));
      return { version: seen };
    };
    const first = cache.get('k', async () => ({ version }));
    expect((await first).body).toBe('{"version":1}');
    expect((await cache.get('k', slow)).body).toBe('{"version":1}'); // stale, reload of version 1 under way
    version = 2;
    cache.invalidate();
    release();
    expect((await cache.get('k', async () => ({ version }))).body).toBe('{"version":2}');
  });
});
