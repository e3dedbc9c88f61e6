// A local stand-in of a provider's HTTP API for adapter tests: a node:http server on a free loopback port that
// records every request and can be told to answer late, so no test reaches the network.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the stand-in received. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** What a route answers. */
export interface StandInAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /** Sent as is instead of JSON (XML APIs). */
  raw?: string;
}

/** A running stand-in. */
export interface StandIn {
  /** Base URL, e.g. `http://127.0.0.1:40123`. */
  url: string;
  port: number;
  /** Every request so far, oldest first. */
  requests: ReceivedRequest[];
  /** Delays the next answers by this many ms (0 answers at once). */
  delay(ms: number): void;
  stop(): Promise<void>;
}

/**
 * Starts a stand-in whose `route` answers each request. With `idempotencyHeader`, a POST repeating a key gets the
 * first answer again without being handled twice, as the providers document. `port` 0 takes a free one.
 */
export async function startStandIn(
  route: (request: ReceivedRequest) => StandInAnswer,
  idempotencyHeader?: string,
  port = 0,
): Promise<StandIn> {
  const requests: ReceivedRequest[] = [];
  const answered = new Map<string, StandInAnswer>();
  let delayMs = 0;
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const request = { method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body };
    requests.push(request);
    const key = idempotencyHeader && request.method === 'POST' ? req.headers[idempotencyHeader] : undefined;
    const replay = typeof key === 'string' ? answered.get(key) : undefined;
    const answer = replay ?? route(request);
    if (typeof key === 'string') answered.set(key, answer);
    // A late answer is one whose work is done: the caller that gave up may find it on a retry with the same key.
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (res.destroyed) return;
    const raw = answer.raw ?? JSON.stringify(answer.body);
    res.writeHead(answer.status, {
      'content-type': answer.raw === undefined ? 'application/json' : 'application/xml',
      ...answer.headers,
    });
    res.end(raw);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}`,
    port: bound,
    requests,
    delay: (ms) => {
      delayMs = ms;
    },
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The value of a provider call that must have succeeded. */
export function value<T>(result: { ok: true; value: T } | { ok: false; failure: unknown }): T {
  if (!result.ok) throw new Error(`provider failed: ${JSON.stringify(result.failure)}`);
  return result.value;
}

/** Runs a call while the stand-in answers 400 ms late (give the call a shorter deadline). */
export async function answeringLate<T>(standIn: StandIn, call: () => Promise<T>): Promise<T> {
  standIn.delay(400);
  try {
    return await call();
  } finally {
    standIn.delay(0);
  }
}
