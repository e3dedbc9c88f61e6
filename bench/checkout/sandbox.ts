// The sandbox's own cost per authorisation as payments pile up (started by run.mjs): a sandbox server in this
// process on a data folder already holding N payments (with their used tokens), then
// authorisations one at a time — tokenise a test card, pay with it — each a change the sandbox must keep.
// Reports wall and CPU ms per authorisation (CPU: this process, sandbox and client together; the client's share is
// the same at every N) and the bytes passed to write calls per authorisation (the state files plus ~2 KB of HTTP).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandboxServer } from '../../apps/payments-sandbox/src/app';
import { readConfig, type SandboxConfig } from '../../apps/payments-sandbox/src/config';
import { Sandbox } from '../../apps/payments-sandbox/src/payments';
import { SandboxStore } from '../../apps/payments-sandbox/src/store';

const STORED = (process.env.BENCH_STORED ?? '0,2000,10000').split(',').map(Number);
const AUTHORISATIONS = Number(process.env.BENCH_AUTHORISATIONS ?? 50);
const SECRET = 'sk_test_bench';
const PUBLISHABLE = 'pk_test_bench';
const CARD = { number: '4242424242424242', expiry: '12 / 34', cvc: '123' };

/** A data folder holding `n` authorised payments (and their used tokens), made by the sandbox's own code. */
function folderWith(n: number, config: SandboxConfig): string {
  const dir = mkdtempSync(join(tmpdir(), 'fitkit-bench-sandbox-'));
  const store = new SandboxStore(dir);
  const sandbox = new Sandbox(store, config, () => {});
  for (let i = 0; i < n; i++) {
    const token = sandbox.tokenize({ key: PUBLISHABLE, ...CARD }).body as { token: string };
    sandbox.create({
      token: token.token,
      amount: 1000,
      currency: 'usd',
      metadata: { orderId: randomUUID() },
    });
  }
  sandbox.commit();
  store.release();
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
  const settings = { PAYMENTS_PORT: '0', SANDBOX_SECRET_KEY: SECRET, SANDBOX_PUBLISHABLE_KEY: PUBLISHABLE };
  const dataDir = folderWith(stored, readConfig(settings));
  const server = createSandboxServer(readConfig({ ...settings, SANDBOX_DATA_DIR: dataDir }));
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
    const { token } = await post('/v1/tokens', { key: PUBLISHABLE, ...CARD });
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
