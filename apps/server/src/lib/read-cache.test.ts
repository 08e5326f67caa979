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
});
