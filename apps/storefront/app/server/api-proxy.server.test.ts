import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript module that server.mjs loads unbuilt
import { apiProxy } from './api-proxy.server.mjs';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r).closeAllConnections())));
});

function listen(server: Server): Promise<string> {
  servers.push(server);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

/** The shop's /api/ in front of `target`. */
async function shop(target: string, timeoutMs = 30_000): Promise<string> {
  const app = express();
  app.use('/api', apiProxy({ target, timeoutMs }));
  return listen(createServer(app));
}

// A stand-in API that answers every request with `status` and the one error body.
function answering(status: number): Server {
  return createServer((_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ statusCode: status, code: 'INTERNAL', message: 'Internal Error' }));
  });
}

describe('the shop’s API proxy', { timeout: 20_000 }, () => {
  it('passes the API’s own error through', async () => {
    const base = await shop(await listen(answering(500)));
    const res = await fetch(`${base}/api/products/x`);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ statusCode: 500, code: 'INTERNAL', message: 'Internal Error' });
  });

  it('answers 502 with the one error body when the API is down', async () => {
    const down = createServer();
    const target = await listen(down);
    await new Promise((r) => down.close(r));
    const res = await fetch(`${await shop(target)}/api/cart`);
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({
      statusCode: 502,
      code: 'INTERNAL',
      message: 'The service is unavailable',
    });
  });

  it('answers 504 with the one error body when the API never answers', async () => {
    const target = await listen(createServer(() => {}));
    const res = await fetch(`${await shop(target, 300)}/api/cart`);
    expect(res.status).toBe(504);
    expect(await res.json()).toMatchObject({ statusCode: 504, code: 'INTERNAL' });
  });

  it('answers a 5 MB JSON body with the API’s 413, not a proxy failure', async () => {
    let reached = false;
    const target = await listen(
      createServer((_req, res) => {
        reached = true;
        res.end('{}');
      }),
    );
    const res = await fetch(`${await shop(target)}/api/newsletter/subscriptions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a'.repeat(5 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request body is too large',
    });
    expect(reached).toBe(false);
  });

  it("refuses another site's state changes but the listed ones (webhooks, CSP reports, vitals)", async () => {
    const reached: string[] = [];
    const target = await listen(
      createServer((req, res) => {
        reached.push(`${req.method} ${req.url}`);
        res.writeHead(204).end();
      }),
    );
    const base = await shop(target);
    const from = (origin: string, site: string) => ({ origin, 'sec-fetch-site': site });
    const call = (method: string, path: string, headers: Record<string, string>) =>
      fetch(`${base}/api${path}`, { method, headers });
    const refused = [
      await call('POST', '/newsletter/subscriptions', from('https://evil.test', 'cross-site')),
      await call('PUT', '/cart/abc', from('https://evil.test', 'cross-site')),
      await call('DELETE', '/cart/abc/items/1', { 'sec-fetch-site': 'same-site' }),
      await call('PATCH', '/account/name', { origin: 'null' }),
    ];
    for (const res of refused) {
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    }
    expect(reached).toEqual([]);
    const passed = [
      await call('POST', '/webhooks/payments/stripe', from('https://stripe.test', 'cross-site')),
      await call('POST', '/csp-reports', { 'sec-fetch-site': 'cross-site' }),
      await call('POST', '/vitals', from('null', 'cross-site')),
      await call('GET', '/products/x', from('https://evil.test', 'cross-site')),
      await call('POST', '/newsletter/subscriptions', from(base, 'same-origin')),
      await call('POST', '/cart/abc', {}),
    ];
    expect(passed.map((r) => r.status)).toEqual([204, 204, 204, 204, 204, 204]);
  });
});
