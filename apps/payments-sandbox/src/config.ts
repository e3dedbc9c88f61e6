import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SANDBOX_DEFAULTS } from './defaults';

// One level below the package both as source (src/) and bundled (dist/), so paths resolve the same in both.
const packageDir = fileURLToPath(new URL('..', import.meta.url));

/** The folder of the built browser scripts the sandbox serves. */
export const browserDir: string = resolve(packageDir, 'dist/browser');

/** Runtime settings of the sandbox, read from the environment. */
export interface SandboxConfig {
  /** TCP port (PAYMENTS_PORT, default PORT + 2). */
  port: number;
  /** Interface to bind (PAYMENTS_HOST). */
  host: string;
  /** Origin browsers reach the sandbox at (SANDBOX_PUBLIC_URL). */
  publicUrl: string;
  /** The one shop origin allowed to embed the card frame for the publishable key (SANDBOX_SHOP_ORIGIN, else SHOP_URL's). */
  shopOrigin: string;
  /** Server key the API authenticates with (SANDBOX_SECRET_KEY). */
  secretKey: string;
  /** Browser key the card frame is opened with (SANDBOX_PUBLISHABLE_KEY). */
  publishableKey: string;
  /** Where events are posted (SANDBOX_WEBHOOK_URL); none are sent when unset. */
  webhookUrl: string | undefined;
  /** Key that signs webhooks (SANDBOX_WEBHOOK_SECRET). */
  webhookSecret: string;
  /** Folder of the state file (SANDBOX_DATA_DIR). */
  dataDir: string;
  /** Whether the test-only fault switch answers (SANDBOX_FAULTS=1). */
  faults: boolean;
}

function origin(name: string, value: string): string {
  if (!URL.canParse(value)) throw new Error(`Invalid ${name}: ${value}`);
  return new URL(value).origin;
}

/** Reads the configuration once at startup. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const port = Number(env.PAYMENTS_PORT ?? Number(env.PORT ?? 3000) + 2);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`Invalid PAYMENTS_PORT: ${env.PAYMENTS_PORT}`);
  }
  const shop = env.SANDBOX_SHOP_ORIGIN || env.SHOP_URL || `http://localhost:${env.PORT ?? 3000}`;
  const dataDir = env.SANDBOX_DATA_DIR
    ? isAbsolute(env.SANDBOX_DATA_DIR)
      ? env.SANDBOX_DATA_DIR
      : resolve(process.cwd(), env.SANDBOX_DATA_DIR)
    : resolve(packageDir, '.data');
  const webhookUrl = env.SANDBOX_WEBHOOK_URL || undefined;
  if (webhookUrl) origin('SANDBOX_WEBHOOK_URL', webhookUrl);
  return {
    port,
    host: env.PAYMENTS_HOST ?? '127.0.0.1',
    publicUrl: origin('SANDBOX_PUBLIC_URL', env.SANDBOX_PUBLIC_URL || `http://127.0.0.1:${port}`),
    shopOrigin: origin('SANDBOX_SHOP_ORIGIN', shop),
    secretKey: env.SANDBOX_SECRET_KEY || SANDBOX_DEFAULTS.secretKey,
    publishableKey: env.SANDBOX_PUBLISHABLE_KEY || SANDBOX_DEFAULTS.publishableKey,
    webhookUrl,
    webhookSecret: env.SANDBOX_WEBHOOK_SECRET || SANDBOX_DEFAULTS.webhookSecret,
    dataDir,
    faults: env.SANDBOX_FAULTS === '1',
  };
}
