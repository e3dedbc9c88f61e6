import { describe, expect, it } from 'vitest';
import { createLastGood } from './last-good.server';

type Answer = { ok: true; data: string } | { ok: false; status: number };
const good = (data: string): Answer => ({ ok: true, data });
const failed = (status: number): Answer => ({ ok: false, status });

function lastGood(maxEntries = 10) {
  return createLastGood<Answer>({
    maxEntries,
    isGood: (a) => a.ok,
    isOutage: (a) => !a.ok && a.status >= 500,
  });
}

describe('createLastGood', () => {
  it('serves the last good answer while the source fails, and the new one once it is back', async () => {
    const cache = lastGood();
    expect(await cache.read('a', async () => good('v1'))).toEqual(good('v1'));
    expect(await cache.read('a', async () => failed(504))).toEqual(good('v1'));
    expect(await cache.read('a', async () => good('v2'))).toEqual(good('v2'));
    expect(await cache.read('a', async () => failed(500))).toEqual(good('v2'));
  });

  it('passes answers that are not outages through (a 404 is not hidden by an old page)', async () => {
    const cache = lastGood();
    await cache.read('a', async () => good('v1'));
    expect(await cache.read('a', async () => failed(404))).toEqual(failed(404));
  });

  it('answers the failure when it has nothing for the key', async () => {
    expect(await lastGood().read('a', async () => failed(502))).toEqual(failed(502));
  });

  it('keeps at most maxEntries, the least recently refreshed going first', async () => {
    const cache = lastGood(2);
    await cache.read('a', async () => good('a'));
    await cache.read('b', async () => good('b'));
    await cache.read('a', async () => good('a2'));
    await cache.read('c', async () => good('c'));
    expect(await cache.read('b', async () => failed(500))).toEqual(failed(500));
    expect(await cache.read('a', async () => failed(500))).toEqual(good('a2'));
  });
});
