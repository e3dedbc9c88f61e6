import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SandboxSettings } from './modules/payments/providers/sandbox';

const sandboxDir = fileURLToPath(new URL('../../payments-sandbox/', import.meta.url));

/** The shop origin the test sandbox lets embed its card frame and return shoppers to. */
export const TEST_SHOP_ORIGIN = 'http://shop.test';

/** A webhook delivery as it arrived: raw body and signature header. */
export interface WebhookDelivery {
  /** Raw body. */
  body: string;
  /** The Sandbox-Signature header. */
  signature: string;
}

/** A payments sandbox running as its own process, as in production, on a free port with a throwaway state. */
export interface RunningSandbox {
  /** Settings for the adapter. */
  settings: SandboxSettings;
  /** Webhooks the sandbox has delivered so far, oldest first. */
  deliveries: WebhookDelivery[];
  /** Tokenises a test card as the card frame does (only tests hold card numbers). */
  tokenize(number: string): Promise<string>;
  /** Sets the test-only fault switch; `{}` turns it off. */
  setFaults(faults: { delayMs?: number; drop?: boolean }): Promise<void>;
  /** The shopper answers the confirmation page. */
  answerConfirmation(confirmationUrl: string, approve: boolean): Promise<void>;
  /** Stops the process and removes its state. */
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`payments sandbox exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** Starts the sandbox from its sources, with a webhook receiver standing in for the API's; `env` adds settings. */
export async function startSandbox(env: Record<string, string> = {}): Promise<RunningSandbox> {
  const deliveries: WebhookDelivery[] = [];
  const receiver = createHttpServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    deliveries.push({
      body: Buffer.concat(chunks).toString('utf8'),
      signature: String(req.headers['sandbox-signature']),
    });
    res.writeHead(204).end();
  });
  const receiverPort = await new Promise<number>((resolve) =>
    receiver.listen(0, '127.0.0.1', () => resolve((receiver.address() as { port: number }).port)),
  );
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'fitkit-sandbox-'));
  const url = `http://127.0.0.1:${port}`;
  const secretKey = 'sk_test_api_suite';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: sandboxDir,
    env: {
      ...process.env,
      PAYMENTS_PORT: String(port),
      SANDBOX_DATA_DIR: dataDir,
      SANDBOX_FAULTS: '1',
      SANDBOX_SHOP_ORIGIN: TEST_SHOP_ORIGIN,
      SANDBOX_SECRET_KEY: secretKey,
      SANDBOX_PUBLISHABLE_KEY: 'pk_test_api_suite',
      SANDBOX_WEBHOOK_SECRET: 'whsec_test_api_suite',
      SANDBOX_WEBHOOK_URL: `http://127.0.0.1:${receiverPort}/webhooks/payments/sandbox`,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`${url}/health`, child);
  const auth = { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' };
  return {
    settings: { url, secretKey, webhookSecret: 'whsec_test_api_suite', timeoutMs: 5_000 },
    deliveries,
    async tokenize(number) {
      const res = await fetch(`${url}/v1/tokens`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // Amex cards carry a 4-digit CVC, the others 3.
        body: JSON.stringify({
          key: 'pk_test_api_suite',
          number,
          expiry: '12 / 34',
          cvc: /^3[47]/.test(number) ? '1234' : '123',
        }),
      });
      if (!res.ok) throw new Error(`tokenising failed: ${await res.text()}`);
      return ((await res.json()) as { token: string }).token;
    },
    async setFaults(faults) {
      const res = await fetch(`${url}/v1/test/faults`, {
        method: 'PUT',
        headers: auth,
        body: JSON.stringify(faults),
      });
      if (!res.ok) throw new Error(`fault switch failed: ${res.status}`);
    },
    async answerConfirmation(confirmationUrl, approve) {
      const res = await fetch(confirmationUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `decision=${approve ? 'approve' : 'reject'}`,
        redirect: 'manual',
      });
      if (res.status >= 400) throw new Error(`confirmation failed: ${res.status}`);
    },
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      receiver.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
