import { describe, expect, it } from 'vitest';
import { VersionedCache } from '../../server/lib/versioned-cache';

describe('VersionedCache', () => {
  it('computes once per key and version, and starts again when the version changes', async () => {
    const cache = new VersionedCache<string>(10);
    let calls = 0;
    const compute = (value: string) => async () => {
      calls += 1;
      return value;
    };
    const [a, b] = await Promise.all([cache.get(1, 'k', compute('first')), cache.get(1, 'k', compute('second'))]);
    expect([a, b, calls]).toEqual(['first', 'first', 1]);
    expect(await cache.get(2, 'k', compute('new'))).toBe('new');
    // A request that read the older version gets its own answer and stores nothing.
    expect(await cache.get(1, 'k', compute('old'))).toBe('old');
    expect(await cache.get(2, 'k', compute('never'))).toBe('new');
  });

  it('forgets failures and keeps at most max keys, dropping the least recently used', async () => {
    const cache = new VersionedCache<number>(2);
    await expect(cache.get(1, 'bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get(1, 'bad', async () => 7)).toBe(7);
    await cache.get(1, 'a', async () => 1);
    await cache.get(1, 'bad', async () => 0); // used again: 'a' is now the oldest
    await cache.get(1, 'b', async () => 2);
    expect(cache.size).toBe(2);
    expect(await cache.get(1, 'bad', async () => -1)).toBe(7);
    expect(await cache.get(1, 'a', async () => 10)).toBe(10);
  });
});
