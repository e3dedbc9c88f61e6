// The production server of the shop: compressed static assets, the commerce API under /api/ on the same origin
// (so the browser needs no CORS), and React Router's server rendering for everything else.

import { fileURLToPath } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const app = express();
app.disable('x-powered-by');
app.use(compression());
app.use('/api', createProxyMiddleware({ target: apiUrl, changeOrigin: true, proxyTimeout: 30_000 }));
app.use('/assets', express.static(here('./build/client/assets'), { immutable: true, maxAge: '1y' }));
app.use(express.static(here('./build/client'), { maxAge: '1h', redirect: false }));
app.all('/{*splat}', createRequestHandler({ build: await import(here('./build/server/index.js')) }));

const server = app.listen(port, host, () => {
  console.log(`fitkit storefront on http://localhost:${port} (API at ${apiUrl})`);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
