import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache.ts';

describe('read cache variants', () => {
  it('keeps at most its bound of variants, dropping the least recently used', async () => {
    const cache = createReadCache(Number.POSITIVE_INFINITY, 3);
    let loads = 0;
    const load = (v: string) => async () => {
      loads++;
      return v;
    };
    for (const k of ['a', 'b', 'c']) await cache.getVariant(k, load(k));
    await cache.getVariant('a', load('a')); // a is now the most recent
    await cache.getVariant('d', load('d')); // b, the least recent, goes
    expect(loads).toBe(4);
    await cache.getVariant('a', load('a'));
    await cache.getVariant('c', load('c'));
    expect(loads).toBe(4);
    await cache.getVariant('b', load('b'));
    expect(loads).toBe(5);
  });

  it('a flood of distinct keys never holds more than the bound, and invalidate drops variants too', async () => {
    const cache = createReadCache(Number.POSITIVE_INFINITY, 10);
    let loads = 0;
    const load = async () => ++loads;
    for (let i = 0; i < 1000; i++) await cache.getVariant(`random-${i}`, load);
    await cache.getVariant('random-999', load);
    expect(loads).toBe(1000);
    await cache.getVariant('random-0', load);
    expect(loads).toBe(1001);
    cache.invalidate();
    await cache.getVariant('random-999', load);
    expect(loads).toBe(1002);
  });
});
