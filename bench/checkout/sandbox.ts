// The sandbox's own cost per authorisation as payments pile up (started by run.mjs): a sandbox server in this
// process on a data folder already holding N payments (with their used tokens and idempotent answers), then
// authorisations one at a time — tokenise a test card, pay with it — each a change the sandbox must keep.
// Reports wall and CPU ms per authorisation (CPU: this process, sandbox and client together; the client's share is
// the same at every N) and the bytes passed to write calls per authorisation (the state files plus ~2 KB of HTTP).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandboxServer } from '../../apps/payments-sandbox/src/app';
import { readConfig } from '../../apps/payments-sandbox/src/config';

const STORED = (process.env.BENCH_STORED ?? '0,2000,10000').split(',').map(Number);
const AUTHORISATIONS = Number(process.env.BENCH_AUTHORISATIONS ?? 50);
const SECRET = 'sk_test_bench';
const PUBLISHABLE = 'pk_test_bench';

/** A data folder whose state holds `n` authorised payments, as a sandbox that has taken them leaves it. */
function folderWith(n: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'fitkit-bench-sandbox-'));
  const state = {
    payments: {} as Record<string, unknown>,
    tokens: {} as Record<string, unknown>,
    answers: {} as Record<string, unknown>,
  };
  const card = { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 };
  const at = new Date().toISOString();
  for (let i = 0; i < n; i++) {
    const id = `pay_seed${i}`;
    const payment = {
      id,
      status: 'authorised',
      amount: 1000 + i,
      currency: 'usd',
      capturedAmount: 0,
      refundedAmount: 0,
      declineCode: null,
      confirmationUrl: null,
      shopperConfirmation: null,
      card,
      metadata: { orderId: randomUUID() },
      refunds: [],
      createdAt: at,
      updatedAt: at,
    };
    state.payments[id] = { ...payment, captureRequested: false, returnUrl: null };
    state.tokens[`tok_seed${i}`] = { card, outcome: 'approve', usedBy: id, createdAt: at };
    state.answers[randomUUID()] = {
      requestHash: randomUUID(),
      statusCode: 201,
      body: JSON.stringify(payment),
    };
  }
  writeFileSync(join(dir, 'sandbox-state.json'), JSON.stringify(state));
  return dir;
}

/** Bytes this process has passed to write calls so far (files and sockets; Linux), null elsewhere. */
function bytesWritten(): number | null {
  try {
    return Number(/^wchar: (\d+)$/m.exec(readFileSync('/proc/self/io', 'utf8'))?.[1]);
  } catch {
    return null;
  }
}

async function measureAt(stored: number) {
  const dataDir = folderWith(stored);
  const server = createSandboxServer(
    readConfig({
      PAYMENTS_PORT: '0',
      SANDBOX_DATA_DIR: dataDir,
      SANDBOX_SECRET_KEY: SECRET,
      SANDBOX_PUBLISHABLE_KEY: PUBLISHABLE,
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    if (res.status !== 201) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as { token?: string; id?: string };
  };
  const authorise = async () => {
    const { token } = await post('/v1/tokens', {
      key: PUBLISHABLE,
      number: '4242424242424242',
      expiry: '12 / 34',
      cvc: '123',
    });
    await post(
      '/v1/payments',
      { token, amount: 1000, currency: 'usd', metadata: { orderId: randomUUID() } },
      { authorization: `Bearer ${SECRET}`, 'idempotency-key': randomUUID() },
    );
  };
  for (let i = 0; i < 5; i++) await authorise();
  const bytesBefore = bytesWritten();
  const samples: number[] = [];
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < AUTHORISATIONS; i++) {
    const t = performance.now();
    await authorise();
    samples.push(performance.now() - t);
  }
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const bytesAfter = bytesWritten();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
  samples.sort((a, b) => a - b);
  return {
    stored,
    p50: samples[Math.floor(samples.length / 2)]!,
    msPerAuthorisation: wallMs / AUTHORISATIONS,
    cpuMsPerAuthorisation: (used.user + used.system) / 1000 / AUTHORISATIONS,
    bytesWrittenPerAuthorisation:
      bytesBefore === null || bytesAfter === null ? null : (bytesAfter - bytesBefore) / AUTHORISATIONS,
  };
}

const levels = [];
for (const stored of STORED) levels.push(await measureAt(stored));
console.log(JSON.stringify({ engine: 'sandbox', authorisations: AUTHORISATIONS, levels }));
