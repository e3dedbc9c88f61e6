import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript modules that server.mjs loads unbuilt
import { apiProxy } from './api-proxy.server.mjs';
import {
  contentSecurityPolicy,
  createNonce,
  securityHeaders,
  securityHeadersMiddleware,
} from './security-headers.server.mjs';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r).closeAllConnections())));
});

function listen(app: express.Express): Promise<string> {
  const server = createServer(app);
  servers.push(server);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

/** A shop laid out as server.mjs lays it: the headers first, then the proxy, an asset and pages. */
async function shop({ trustProxy }: { trustProxy?: number } = {}): Promise<string> {
  const api = express();
  api.post('/newsletter/subscriptions', (_req, res) => {
    res.status(413).json({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: 'too large' });
  });
  const apiUrl = await listen(api);
  const app = express();
  if (trustProxy) app.set('trust proxy', trustProxy);
  app.use(securityHeadersMiddleware());
  app.use('/api', apiProxy({ target: apiUrl, timeoutMs: 5_000 }));
  app.get('/assets/app.js', (_req, res) => {
    res.type('js').send('1');
  });
  app.get('/', (_req, res) => {
    res.type('html').send('<!doctype html><p>home</p>');
  });
  // A page in verified edit mode sets its own framing policy (entry.server, editorFramePolicy).
  app.get('/edit/', (_req, res) => {
    res.setHeader('Content-Security-Policy', "frame-ancestors 'self' https://editor.test");
    res.type('html').send('<!doctype html><p>edit</p>');
  });
  return listen(app);
}

function expectSecurityHeaders(response: Response) {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('permissions-policy')).toContain('camera=()');
  expect(response.headers.get('permissions-policy')).toContain('payment=(self)');
}

describe('securityHeadersMiddleware', () => {
  it('sends the headers on a document, an asset, a 404 and the proxy answers', async () => {
    const base = await shop();
    const answers = await Promise.all([
      fetch(`${base}/`),
      fetch(`${base}/assets/app.js`),
      fetch(`${base}/nowhere/`),
      fetch(`${base}/api/newsletter/subscriptions`, { method: 'POST' }),
      // Refused by the shop itself before the proxy calls the API.
      fetch(`${base}/api/newsletter/subscriptions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'x'.repeat(100_000) }),
      }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 404, 413, 413]);
    for (const response of answers) {
      expectSecurityHeaders(response);
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
    const [document, asset, notFound, apiAnswer, refused] = answers.map((r) => r.headers);
    for (const headers of [document, asset, apiAnswer, refused]) {
      expect(headers?.get('content-security-policy')).toBe("frame-ancestors 'self'");
    }
    // Express's own error page keeps its policy and gains the frame-ancestors one.
    expect(notFound?.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'self'");
  });

  it('lets a page in edit mode name its framing policy, without X-Frame-Options', async () => {
    const response = await fetch(`${await shop()}/edit/`);
    expectSecurityHeaders(response);
    expect(response.headers.get('content-security-policy')).toBe(
      "frame-ancestors 'self' https://editor.test",
    );
    expect(response.headers.get('x-frame-options')).toBeNull();
  });

  it('asks for HSTS only over TLS, trusting X-Forwarded-Proto only from a trusted proxy', async () => {
    const https = { headers: { 'x-forwarded-proto': 'https' } };
    const untrusted = await fetch(`${await shop()}/`, https);
    expect(untrusted.headers.get('strict-transport-security')).toBeNull();
    const trusted = await fetch(`${await shop({ trustProxy: 1 })}/`, https);
    expect(trusted.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('contentSecurityPolicy', () => {
  it("runs scripts by the nonce and what they add ('strict-dynamic'), with the integrations' origins", () => {
    const policy = contentSecurityPolicy({
      nonce: 'n0nce',
      sources: { 'script-src': ['https://chat.test'], 'frame-src': ['https://chat.test'] },
    });
    expect(policy).toContain("script-src 'nonce-n0nce' 'strict-dynamic' 'self' https://chat.test;");
    expect(policy).toContain("frame-src 'self' https://chat.test;");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'self';");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toMatch(/report-uri \/api\/csp-reports; report-to csp$/);
    // 'self' alone may frame it: the older X-Frame-Options says the same.
    expect(securityHeaders({ secure: false, policy })['X-Frame-Options']).toBe('SAMEORIGIN');
  });

  it("names the editor's origin as a frame ancestor when asked, without X-Frame-Options", () => {
    const policy = contentSecurityPolicy({ nonce: 'n', frameAncestors: ['https://editor.test'] });
    expect(policy).toContain("frame-ancestors 'self' https://editor.test;");
    const headers = securityHeaders({ secure: false, policy });
    expect(headers['Content-Security-Policy']).toBe(policy);
    expect(headers['X-Frame-Options']).toBeUndefined();
  });

  it('makes a new 22-character nonce each time', () => {
    const nonces = new Set(Array.from({ length: 1000 }, createNonce));
    expect(nonces.size).toBe(1000);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
