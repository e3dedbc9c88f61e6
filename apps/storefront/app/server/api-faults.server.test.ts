import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { faultStandIn } from './fault-stand-in.test.helper';

// A stand-in for the commerce API whose behaviour each test sets: answering, answering 500, never answering
// (a slow API), or down (its port closed). The shop's reads must fall back within the read timeout (2 s by
// default); each test only bounds the wait generously (its timeout), never times the fallback itself.
let version = 0;
const standIn = faultStandIn(
  (req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ path: req.url, version }));
  },
  (res) => {
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ statusCode: 500, code: 'INTERNAL', message: 'Internal Error' }));
  },
);
const setMode = standIn.setMode;

let createRequestClient: typeof import('./commerce.server').createRequestClient;
beforeAll(async () => {
  await standIn.listen();
  vi.stubEnv('API_URL', `http://127.0.0.1:${standIn.port()}`);
  vi.resetModules();
  ({ createRequestClient } = await import('./commerce.server'));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await standIn.stop();
});

const client = () =>
  createRequestClient({
    signal: new AbortController().signal,
    shopper: { permId: 'faults-0001', ip: '127.0.0.1', session: null },
    cache: 'shared',
  });

describe('the shop’s reads while the API fails', { timeout: 15_000 }, () => {
  it.each(['hang', '500', 'down'] as const)(
    'a product seen before is served from its last good answer while the API is %s, and fresh once it is back',
    async (fault) => {
      await setMode('good');
      version++;
      const slug = `brake-pads-${fault}`;
      const seen = await client().getProduct(slug);
      expect(seen).toMatchObject({ ok: true, data: { version } });

      await setMode(fault);
      expect(await client().getProduct(slug)).toEqual(seen);
      // Nothing kept for this one: the failure comes back (the page shows SPEC §8's text), in time.
      const unseen = await client().getProduct(`${slug}-unseen`);
      expect(unseen.ok).toBe(false);

      await setMode('good');
      version++;
      // Recovery needs no restart: a connection the outage broke may fail one more call, then the answer is fresh.
      await vi.waitFor(
        async () => expect(await client().getProduct(slug)).toMatchObject({ ok: true, data: { version } }),
        { timeout: 10_000, interval: 100 },
      );
    },
  );

  it('gives up on a read of a shopper’s cart when the API never answers', async () => {
    await setMode('hang');
    const cart = await client().getCart('faults-0001');
    expect(cart).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    await setMode('good');
  });
});
