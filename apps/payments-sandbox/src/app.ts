// The sandbox's HTTP server (node:http): the browser side (mount script, card frame, tokens, confirmation page)
// and the server API (secret key, Idempotency-Key on every change), plus the test-only fault switch.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { browserDir, type SandboxConfig } from './config';
import { cardFramePage, confirmationPage } from './pages';
import { type Answer, failure, Sandbox } from './payments';
import { SandboxStore } from './store';
import { webhookSender } from './webhook-sender';

const MAX_BODY = 64 * 1024;

/** What the test-only fault switch does to the answers of the payments API. */
export interface Faults {
  /** Wait this long after doing the work, before answering. */
  delayMs: number;
  /** Do the work, then close the connection without an answer. */
  drop: boolean;
}

/** The sandbox's server, not yet listening. */
export function createSandboxServer(config: SandboxConfig): Server {
  const store = new SandboxStore(config.dataDir);
  const sandbox = new Sandbox(store, config, webhookSender(config.webhookUrl, config.webhookSecret));
  const faults: Faults = { delayMs: 0, drop: false };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const path = url.pathname;
    const method = req.method ?? 'GET';

    if (method === 'GET' && path === '/health') return sendJson(res, { statusCode: 200, body: { ok: true } });
    if (method === 'GET' && (path === '/v1/sandbox.js' || path === '/v1/card-frame.js')) {
      return sendScript(res, path === '/v1/sandbox.js' ? 'sandbox.js' : 'card-frame.js');
    }
    if (method === 'GET' && path === '/v1/card-frame') return sendCardFrame(res, url.searchParams.get('key'));
    if (method === 'POST' && path === '/v1/tokens')
      return tokenizeFromFrame(req, res, sandbox, config.publicUrl);
    const confirmPage = /^\/confirm\/(pay_[\w-]+)$/.exec(path);
    if (confirmPage) return shopperPage(req, res, method, confirmPage[1]!);
    if (path.startsWith('/v1/')) return serverApi(req, res, method, path, url);
    return sendJson(res, failure(404, 'not_found', 'No such page'));
  }

  async function serverApi(
    req: IncomingMessage,
    res: ServerResponse,
    method: string,
    path: string,
    url: URL,
  ): Promise<void> {
    if (!authorised(req.headers.authorization, config.secretKey)) {
      return sendJson(res, failure(401, 'unauthorized', 'Send the secret key as a Bearer token'));
    }
    if (path === '/v1/test/faults' && config.faults && (method === 'PUT' || method === 'DELETE')) {
      const body = method === 'PUT' ? await readBody(req) : {};
      const next = (body ?? {}) as Partial<Faults>;
      faults.delayMs = Number.isInteger(next.delayMs) ? (next.delayMs as number) : 0;
      faults.drop = next.drop === true;
      return sendJson(res, { statusCode: 200, body: faults });
    }
    if (method === 'GET') {
      const one = /^\/v1\/payments\/(pay_[\w-]+)$/.exec(path);
      if (one) return answerApi(res, sandbox.retrieve(one[1]!));
      const orderId = url.searchParams.get('orderId');
      if (path === '/v1/payments' && orderId) return answerApi(res, sandbox.list(orderId));
      return sendJson(res, failure(404, 'not_found', 'No such resource'));
    }
    if (method !== 'POST') return sendJson(res, failure(405, 'method_not_allowed', 'Method not allowed'));
    const action = route(path);
    if (!action) return sendJson(res, failure(404, 'not_found', 'No such resource'));

    const key = req.headers['idempotency-key'];
    if (typeof key !== 'string' || key.length < 1 || key.length > 255) {
      return sendJson(
        res,
        failure(400, 'idempotency_key_required', 'Send an Idempotency-Key header (1–255 chars)'),
      );
    }
    const body = await readBody(req);
    const requestHash = createHash('sha256')
      .update(`${method} ${path}\n${canonical(body)}`)
      .digest('hex');
    // From here to the answer nothing awaits, so concurrent requests with one key see each other's answer.
    const stored = store.answers.get(key);
    if (stored && stored.requestHash !== requestHash) {
      return sendJson(
        res,
        failure(422, 'idempotency_key_reused', 'This Idempotency-Key was used with a different request'),
      );
    }
    if (stored) {
      res.setHeader('idempotent-replayed', 'true');
      return answerApi(res, { statusCode: stored.statusCode, body: JSON.parse(stored.body) });
    }
    const answer = action(sandbox, body);
    // Failures change nothing and are not kept, so the same key can be retried once the cause is gone.
    if (answer.statusCode < 400) {
      store.saveAnswer(key, {
        requestHash,
        statusCode: answer.statusCode,
        body: JSON.stringify(answer.body),
      });
      sandbox.commit();
    }
    return answerApi(res, answer);
  }

  async function answerApi(res: ServerResponse, answer: Answer): Promise<void> {
    if (faults.delayMs > 0) await new Promise((r) => setTimeout(r, faults.delayMs));
    if (faults.drop) {
      res.socket?.destroy();
      return;
    }
    sendJson(res, answer);
  }

  async function shopperPage(req: IncomingMessage, res: ServerResponse, method: string, id: string) {
    const nonce = randomBytes(16).toString('base64');
    const payment = sandbox.awaitingShopper(id);
    res.setHeader(
      'content-security-policy',
      `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self' ${config.shopOrigin}; frame-ancestors 'none'; base-uri 'none'`,
    );
    if (method === 'POST') {
      const form = await readBody(req, true);
      const decision = (form as Record<string, unknown> | undefined)?.decision;
      const answered = sandbox.shopperAnswered(id, decision === 'approve');
      if (answered) sandbox.commit();
      if (answered?.returnUrl) {
        const back = new URL(answered.returnUrl);
        back.searchParams.set('payment', answered.id);
        res.writeHead(303, { location: back.href, 'cache-control': 'no-store' });
        return void res.end();
      }
      return sendHtml(res, 200, confirmationPage(undefined, nonce));
    }
    return sendHtml(res, payment ? 200 : 404, confirmationPage(payment, nonce));
  }

  function sendCardFrame(res: ServerResponse, key: string | null): void {
    const nonce = randomBytes(16).toString('base64');
    if (key !== config.publishableKey) {
      res.setHeader('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
      sendHtml(res, 403, '<!doctype html><title>Unknown publishable key</title>');
      return;
    }
    res.setHeader(
      'content-security-policy',
      `default-src 'none'; script-src 'self'; style-src 'nonce-${nonce}'; connect-src 'self'; form-action 'none'; base-uri 'none'; frame-ancestors ${config.shopOrigin}`,
    );
    sendHtml(
      res,
      200,
      cardFramePage({ parentOrigin: config.shopOrigin, publishableKey: config.publishableKey, nonce }),
    );
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof BadBody) return sendJson(res, failure(400, 'invalid_body', error.message));
      console.error('payments sandbox:', error);
      if (!res.headersSent) sendJson(res, failure(500, 'server_error', 'The sandbox failed'));
      else res.end();
    });
  });
  server.on('close', () => store.release());
  return server;
}

/** Tokenises the card the frame sends; only the card frame (same origin) may, as another origin sends its own Origin. */
async function tokenizeFromFrame(
  req: IncomingMessage,
  res: ServerResponse,
  sandbox: Sandbox,
  publicUrl: string,
) {
  const from = req.headers.origin;
  if (from && from !== publicUrl) return sendJson(res, failure(403, 'origin_not_allowed', 'Forbidden'));
  const answer = sandbox.tokenize(await readBody(req));
  if (answer.statusCode < 400) sandbox.commit();
  return sendJson(res, answer);
}

type Action = (sandbox: Sandbox, body: unknown) => Answer;

function route(path: string): Action | undefined {
  if (path === '/v1/payments') return (s, body) => s.create(body);
  const method = /^\/v1\/payment_methods\/(pm_[\w-]+)\/detach$/.exec(path);
  if (method) return (s) => s.detach(method[1]!);
  const match = /^\/v1\/payments\/(pay_[\w-]+)\/(confirm|capture|refunds|cancel)$/.exec(path);
  if (!match) return undefined;
  const id = match[1]!;
  switch (match[2]) {
    case 'confirm':
      return (s) => s.confirm(id);
    case 'capture':
      return (s, body) => s.capture(id, body);
    case 'refunds':
      return (s, body) => s.refund(id, body);
    default:
      return (s) => s.cancel(id);
  }
}

function authorised(header: string | undefined, secretKey: string): boolean {
  const given = Buffer.from(header ?? '');
  const expected = Buffer.from(`Bearer ${secretKey}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** JSON with object keys sorted, so the same request hashes the same whatever its key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

class BadBody extends Error {}

/** The request body: a form for the confirmation page, JSON everywhere else. */
async function readBody(req: IncomingMessage, form = false): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new BadBody('The body is too large');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  if (form) return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text);
  } catch {
    throw new BadBody('The body is not valid JSON');
  }
}

function sendJson(res: ServerResponse, answer: Answer): void {
  res.writeHead(answer.statusCode, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  res.end(JSON.stringify(answer.body));
}

function sendHtml(res: ServerResponse, statusCode: number, html: string): void {
  res.writeHead(statusCode, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  });
  res.end(html);
}

const scripts = new Map<string, string>();

function sendScript(res: ServerResponse, name: string): void {
  let source = scripts.get(name);
  if (source === undefined) {
    try {
      source = readFileSync(join(browserDir, name), 'utf8');
      scripts.set(name, source);
    } catch {
      sendJson(
        res,
        failure(503, 'not_built', 'Build the sandbox first: pnpm --filter @fitkit/payments-sandbox build'),
      );
      return;
    }
  }
  res.writeHead(200, {
    'content-type': 'text/javascript; charset=utf-8',
    'cache-control': 'no-cache',
    'x-content-type-options': 'nosniff',
    // The shop imports the mount script from its own origin; the frame script is same-origin.
    ...(name === 'sandbox.js'
      ? { 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin' }
      : {}),
  });
  res.end(source);
}
