import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { type RenderToPipeableStreamOptions, renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, ServerRouter } from 'react-router';
import { NonceContext } from './lib/nonce';
import { markRenderFailed } from './server/document-cache.server';
import { DocumentStream } from './server/document-stream.server';
import { pagePolicy } from './server/page-policy.server';
import { createNonce, REPORTING_ENDPOINTS } from './server/security-headers.server.mjs';

// server.mjs answers kept public documents with this before React Router sees the request.
export { cachedDocumentAnswer } from './server/document-cache.server';

/** How long a render may wait for suspended parts before it is aborted (React Router reads this export). */
export const streamTimeout = 5_000;

/**
 * Renders a document as React Router does, streamed. Public documents are kept and answered by the root's
 * documentCacheMiddleware (server/document-cache.server.ts), before any loader runs.
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  // Every response has its own nonce; a kept document gets a fresh one per answer (document-cache.server.ts).
  const nonce = createNonce();
  headers.set('Content-Security-Policy', await pagePolicy(request, nonce));
  headers.set('Reporting-Endpoints', REPORTING_ENDPOINTS);
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status, headers });
  return streamDocument(request, status, headers, routerContext, nonce);
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
    let response: Response | undefined;
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
          const body = new DocumentStream({
            final(callback) {
              clearTimeout(timeout);
              timeout = undefined;
              callback();
            },
          });
          headers.set('Content-Type', 'text/html');
          pipe(body);
          response = new Response(createReadableStreamFromReadable(body), { headers, status });
          resolve(response);
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          // A part that failed after the shell went out: the document is not kept for other shoppers.
          if (response) markRenderFailed(response);
          // Errors of the shell itself reject and are logged by React Router; later ones only show here.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
