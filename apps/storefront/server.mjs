// The production server of the shop: compressed static assets, the commerce API under /api/ on the same origin
// (so the browser needs no CORS), and React Router's server rendering for everything else. Rendering is CPU-bound
// and one Node process uses one core, so the shop runs as a cluster of STOREFRONT_WORKERS processes (default: one
// per core) sharing the port.

import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import { apiProxy } from './app/server/api-proxy.server.mjs';
import { assetsRouter } from './app/server/assets.server.mjs';
import { securityHeadersMiddleware } from './app/server/security-headers.server.mjs';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;
const shopSecret = process.env.SHOP_API_SECRET || undefined;
const CLIENT_IP_HEADER = 'x-client-ip';
const SHOP_SECRET_HEADER = 'x-shop-secret';
// The build to serve (react-router.config.ts writes another one there when STOREFRONT_BUILD_DIR is set).
const buildDir = process.env.STOREFRONT_BUILD_DIR ?? 'build';
const workers = Math.max(1, Number(process.env.STOREFRONT_WORKERS ?? availableParallelism()) || 1);

if (workers > 1 && cluster.isPrimary) {
  let stopping = false;
  const fork = () =>
    cluster
      .fork()
      // A purge of kept pages one worker took goes to the others (app/server/purge.server.ts).
      .on('message', function relay(message) {
        if (message?.type !== 'fitkit:purge') return;
        for (const worker of Object.values(cluster.workers ?? {}))
          if (worker && worker !== this) worker.send(message);
      })
      .on('exit', (code) => {
        // A worker that dies on its own is replaced; the shop keeps answering on the others meanwhile.
        if (!stopping) {
          console.error(`fitkit storefront worker exited (${code}), starting another`);
          fork();
        }
      });
  for (let i = 0; i < workers; i++) fork();
  console.log(`fitkit storefront on http://localhost:${port} (API at ${apiUrl}, ${workers} workers)`);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
      process.exit(0);
    });
  }
} else {
  const here = (p) => fileURLToPath(new URL(p, import.meta.url));
  const app = express();
  app.disable('x-powered-by');
  // Behind a load balancer, TRUST_PROXY (a hop count or its addresses) lets X-Forwarded-For name the shopper.
  const trustProxy = process.env.TRUST_PROXY;
  if (trustProxy) app.set('trust proxy', /^\d+$/.test(trustProxy) ? Number(trustProxy) : trustProxy);
  // The shopper's IP travels to the API in x-client-ip (its rate limits count per IP). Whatever a browser sent
  // in that header, or in the shop's secret header, is replaced here, so neither can be forged from outside.
  app.use((req, _res, next) => {
    req.headers[CLIENT_IP_HEADER] = req.ip ?? req.socket.remoteAddress ?? '';
    delete req.headers[SHOP_SECRET_HEADER];
    next();
  });
  app.use(securityHeadersMiddleware());
  const build = await import(here(`./${buildDir}/server/index.js`));
  // A public page the shop keeps (by URL and vehicle cookie) is answered here, before React Router routes it and
  // before the compression middleware: a kept document carries its own gzip copy (only an answer the shop rendered
  // is kept, never an /api or file answer, so those never match).
  const { cachedDocumentAnswer } = build.entry.module;
  app.use((req, res, next) => {
    const hit = cachedDocumentAnswer?.({
      method: req.method,
      url: req.originalUrl,
      cookie: req.headers.cookie,
      acceptEncoding: req.headers['accept-encoding'],
    });
    if (!hit) return next();
    res.status(hit.status);
    for (const [name, value] of hit.headers) res.append(name, value);
    res.end(hit.body);
  });
  app.use(compression());
  // The API refuses a body over its limit as soon as it reads the length and closes the connection while the proxy
  // is still sending it, which the proxy would answer with a 500: such a body is refused here, with the API's error
  // body. The limits are the API's: its BODY_LIMIT, and the build form's 8 photos of 10 MB with its text.
  app.use('/api', (req, res, next) => {
    const upload = req.method === 'POST' && /^\/builds(?:\/[A-Za-z0-9_-]+)?\/?$/.test(req.path);
    const limit = upload ? 8 * 10 * 1024 * 1024 + 256 * 1024 : 64 * 1024;
    if (Number(req.headers['content-length'] ?? 0) <= limit) return next();
    res.status(413).json({
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request body is too large',
    });
  });
  app.use(
    '/api',
    apiProxy({ target: apiUrl, shopSecret, timeoutMs: Number(process.env.API_WRITE_TIMEOUT_MS) || 30_000 }),
  );
  // This build's assets, then earlier builds' (pages from before a deploy still name theirs).
  app.use('/assets', assetsRouter(here(`./${buildDir}`)));
  // Public files all have an extension; pages (every shop path ends in a slash) skip the file look-up.
  const publicFiles = express.static(here(`./${buildDir}/client`), {
    maxAge: '1h',
    redirect: false,
    index: false,
  });
  app.use((req, res, next) => (/\.[^/]+$/.test(req.path) ? publicFiles(req, res, next) : next()));
  app.all('/{*splat}', createRequestHandler({ build }));

  const server = app.listen(port, host, () => {
    if (workers === 1) console.log(`fitkit storefront on http://localhost:${port} (API at ${apiUrl})`);
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => server.close(() => process.exit(0)));
  }
  // A worker whose primary is gone can take no more connections: it leaves too.
  if (cluster.isWorker) process.on('disconnect', () => process.exit(0));
}
