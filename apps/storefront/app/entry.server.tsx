import { PassThrough, Writable } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { type RenderToPipeableStreamOptions, renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, type RouterContextProvider, ServerRouter } from 'react-router';
import { NonceContext } from './lib/nonce';
import {
  acceptsGzip,
  createTtlCache,
  type DocumentTemplate,
  documentCacheKey,
  fillDocumentTemplate,
  fillGzipDocumentTemplate,
  SHARED_ANSWER_TTL_MS,
  toDocumentTemplate,
} from './server/cache.server';
import { config } from './server/config.server';
import { pageKindOf } from './server/page-kind.server';
import { pagePolicy } from './server/page-policy.server';
import { createNonce, REPORTING_ENDPOINTS } from './server/security-headers.server.mjs';
import { shopperChanged, shopperContext } from './server/shopper.server';

/** How long a render may wait for suspended parts before it is aborted (React Router reads this export). */
export const streamTimeout = 5_000;

// Rendered documents that are the same for every shopper with an empty cart (see documentCacheKey): a busy listing
// is rendered once per TTL instead of once per visitor. ~60 KB each, so 200 stay well under 20 MB.
const documents = createTtlCache<DocumentTemplate | null>({ ttlMs: SHARED_ANSWER_TTL_MS, maxEntries: 200 });

/** Renders a document: from the document cache when it may be shared, else streamed as React Router does. */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> {
  // Every response has its own nonce, a cached document's too (its render's nonce is replaced below).
  const nonce = createNonce();
  headers.set('Content-Security-Policy', await pagePolicy(request, nonce));
  headers.set('Reporting-Endpoints', REPORTING_ENDPOINTS);
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status, headers });
  // A private page (or one no loader declared) renders for this shopper alone.
  if (!config.documentCache || pageKindOf(loadContext) !== 'public') {
    return streamDocument(request, status, headers, routerContext, nonce);
  }
  const { permId } = loadContext.get(shopperContext);
  const { loaderData, actionData, errors } = routerContext.staticHandlerContext;
  const key = documentCacheKey({
    request,
    status,
    headers,
    loaderData,
    actionData,
    errors,
    permId,
    shopperChanged: shopperChanged(loadContext),
  });
  if (key === null) return streamDocument(request, status, headers, routerContext, nonce);

  headers.set('Content-Type', 'text/html');
  // This request's own render, when it is the one that fills the cache (or the cached copy cannot serve it).
  let own: Promise<Rendered> | undefined;
  const renderOwn = () => {
    own ??= renderDocument(request, routerContext, nonce);
    return own;
  };
  let template: DocumentTemplate | null = null;
  try {
    template = await documents.get(
      key,
      async () => {
        const rendered = await renderOwn();
        return rendered.failed ? null : toDocumentTemplate(rendered.html, { permId, nonce });
      },
      (kept) => kept !== null,
    );
  } catch (error) {
    // Our own render failed: React Router renders the error page. Another request's failure is not ours.
    if (own) throw error;
  }
  if (!own && template) {
    // The loader data this request encoded for the browser is already in the cached document.
    routerContext.serverHandoffStream?.cancel().catch(() => {});
    headers.append('Vary', 'Accept-Encoding');
    if (!acceptsGzip(request))
      return new Response(fillDocumentTemplate(template, { permId, nonce }), { status, headers });
    headers.set('Content-Encoding', 'gzip');
    return new Response(fillGzipDocumentTemplate(template, { permId, nonce }), { status, headers });
  }
  const rendered = await renderOwn();
  return new Response(rendered.html, { status: rendered.failed ? 500 : status, headers });
}

/** React Router's server router with the response's nonce, for its own scripts and the shop's (useNonce). */
function Router({ context, url, nonce }: { context: EntryContext; url: string; nonce: string }) {
  return (
    <NonceContext value={nonce}>
      <ServerRouter context={context} url={url} nonce={nonce} />
    </NonceContext>
  );
}

// React moves a finished Suspense boundary over this many bytes into a `<div hidden>` that only an inline script puts
// in place, so without JavaScript its content (the home fitment selector's form, deferred parts) would be invisible.
// Nothing is outlined with no limit; a boundary that really suspends still streams.
const NEVER_OUTLINE = Number.POSITIVE_INFINITY;

type Rendered = { html: string; failed: boolean };

/** The whole document as one string, every suspended part resolved (a cached copy cannot stream). */
function renderDocument(request: Request, routerContext: EntryContext, nonce: string): Promise<Rendered> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let failed = false;
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeout);
        resolve({ html: Buffer.concat(chunks).toString('utf8'), failed });
        callback();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <Router context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        progressiveChunkSize: NEVER_OUTLINE,
        onAllReady: () => pipe(sink),
        onShellError: (error) => {
          clearTimeout(timeout);
          reject(error);
        },
        onError: (error) => {
          failed = true;
          console.error(error);
        },
      },
    );
    timeout = setTimeout(() => abort(), streamTimeout + 1000);
  });
}

/** React Router's own document render: the shell streamed as soon as it is ready (everything first for bots). */
function streamDocument(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  nonce: string,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    // Aborted after streamTimeout, with time left to flush the rejected boundaries.
    let timeout: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <Router context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        progressiveChunkSize: NEVER_OUTLINE,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              timeout = undefined;
              callback();
            },
          });
          headers.set('Content-Type', 'text/html');
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          // Errors of the shell itself reject and are logged by React Router; later ones only show here.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
