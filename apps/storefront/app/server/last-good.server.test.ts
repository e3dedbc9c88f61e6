import { describe, expect, it } from 'vitest';
import { createLastGood } from './last-good.server';

type Answer = { ok: true; data: string } | { ok: false; status: number };
const good = (data: string): Answer => ({ ok: true, data });
const failed = (status: number): Answer => ({ ok: false, status });

// Each good answer below is 23–24 characters of JSON (`{"ok":true,"data":"v1"}`).
function lastGood(maxBytes = 1000, clock = { now: 0 }) {
  return createLastGood<Answer>({
    maxBytes,
    maxAgeMs: 60_000,
    isGood: (a) => a.ok,
    isOutage: (a) => !a.ok && a.status >= 500,
    now: () => clock.now,
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

  it('keeps at most maxBytes of JSON, the least recently refreshed going first', async () => {
    const cache = lastGood(50);
    await cache.read('a', async () => good('a'));
    await cache.read('b', async () => good('b'));
    await cache.read('a', async () => good('a2'));
    expect(cache.bytes()).toBe(JSON.stringify(good('b')).length + JSON.stringify(good('a2')).length);
    await cache.read('c', async () => good('c'));
    expect(cache.bytes()).toBeLessThanOrEqual(50);
    expect(await cache.read('b', async () => failed(500))).toEqual(failed(500));
    expect(await cache.read('a', async () => failed(500))).toEqual(good('a2'));
    expect(await cache.read('c', async () => failed(500))).toEqual(good('c'));
  });

  it('does not keep an answer bigger than the whole budget', async () => {
    const cache = lastGood(10);
    await cache.read('a', async () => good('a'));
    expect(cache.bytes()).toBe(0);
    expect(await cache.read('a', async () => failed(503))).toEqual(failed(503));
  });

  it('forgets the older copy when a newer good answer is too big to keep', async () => {
    const cache = lastGood(30);
    await cache.read('a', async () => good('a'));
    await cache.read('a', async () => good('a'.repeat(20)));
    expect(cache.bytes()).toBe(0);
    expect(await cache.read('a', async () => failed(503))).toEqual(failed(503));
  });

  it('drops a copy not refreshed for maxAgeMs', async () => {
    const clock = { now: 0 };
    const cache = lastGood(1000, clock);
    await cache.read('a', async () => good('a'));
    clock.now = 60_000;
    expect(await cache.read('a', async () => failed(500))).toEqual(good('a'));
    clock.now = 60_001;
    // Any read drops the copies too old, not only a read of their own key.
    await cache.read('b', async () => failed(404));
    expect(cache.bytes()).toBe(0);
    expect(await cache.read('a', async () => failed(500))).toEqual(failed(500));
  });

  it('answers a copy of its own each time, so a caller changing one does not change the kept answer', async () => {
    const cache = lastGood();
    await cache.read('a', async () => good('v1'));
    const first = await cache.read('a', async () => failed(500));
    if (first.ok) first.data = 'changed';
    expect(await cache.read('a', async () => failed(500))).toEqual(good('v1'));
  });
});
