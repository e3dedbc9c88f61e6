import { afterEach, describe, expect, it, vi } from 'vitest';
import { acceptsGzip, createTtlCache } from './cache.server';

afterEach(() => vi.useRealTimers());

describe('createTtlCache', () => {
  it('shares one load between concurrent callers and keeps it for the TTL', async () => {
    vi.useFakeTimers();
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    const load = vi.fn(async () => 42);
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([42, 42]);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(999);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep failures or answers it is told not to keep', async () => {
    const cache = createTtlCache<{ ok: boolean }>({ ttlMs: 60_000, maxEntries: 10 });
    const failing = vi.fn(async () => {
      throw new Error('down');
    });
    await expect(cache.get('a', failing)).rejects.toThrow('down');
    await cache.get(
      'b',
      async () => ({ ok: false }),
      (v) => v.ok,
    );
    const fresh = vi.fn(async () => ({ ok: true }));
    await cache.get('a', fresh);
    await cache.get('b', fresh);
    expect(fresh).toHaveBeenCalledTimes(2);
  });

  it('evicts the oldest entries past its size', async () => {
    const cache = createTtlCache<string>({ ttlMs: 60_000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    const load = vi.fn(async () => 'again');
    expect(await cache.get('a', load)).toBe('again');
    expect(await cache.get('c', load)).toBe('c');
  });

  it('drops expired answers with the next load, not only when full', async () => {
    vi.useFakeTimers();
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 100 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    vi.advanceTimersByTime(500);
    await cache.get('d', async () => 'd');
    expect(cache.size()).toBe(4);
    vi.advanceTimersByTime(501);
    await cache.get('e', async () => 'e');
    expect(cache.size()).toBe(2);
  });
});

describe('acceptsGzip', () => {
  const accepts = (value: string | null) =>
    acceptsGzip(
      new Request('http://shop.test/', value === null ? {} : { headers: { 'Accept-Encoding': value } }),
    );

  it('takes gzip when the browser names it or anything, with a weight above 0', () => {
    expect(accepts('gzip, deflate, br, zstd')).toBe(true);
    expect(accepts('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(accepts('*')).toBe(true);
  });

  it('sends plain HTML when gzip is not asked for or refused', () => {
    expect(accepts(null)).toBe(false);
    expect(accepts('br, deflate')).toBe(false);
    expect(accepts('identity')).toBe(false);
    expect(accepts('gzip;q=0')).toBe(false);
    expect(accepts('gzip;q=0, *')).toBe(false);
    expect(accepts('*;q=0')).toBe(false);
  });
});
