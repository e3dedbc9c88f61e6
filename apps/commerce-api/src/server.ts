import { randomBytes } from 'node:crypto';
import { buildApp } from './app';
import { readConfig } from './config';
import { exitOnDataDirError } from './db/data-dir';
import { configuredTarget, openPreparedDatabase } from './db/setup';
import { requestLogger } from './http/request-log';
import { registerConfiguredProviders } from './modules/payments/providers/config';
import { registryOf } from './modules/payments/providers/registry';
import { SandboxProvider } from './modules/payments/providers/sandbox';
import { readReconcileSettings, startReconciler } from './modules/payments/reconcile';

const config = readConfig();
// A data folder another process holds, or one that cannot be opened, ends the start with a plain message.
const { handle } = await openPreparedDatabase(configuredTarget()).catch(exitOnDataDirError);
const adminToken = randomBytes(32).toString('base64url');
// The sandbox always; every other provider whose keys are in the environment.
const providers = registryOf(new SandboxProvider(config.sandbox));
registerConfiguredProviders(providers.register);
const app = await buildApp({
  db: handle.db,
  providers,
  shopUrl: config.shopUrl,
  logger: requestLogger(process.env.LOG_LEVEL ?? 'info'),
  backup: handle.dataDir && { token: adminToken, dump: handle.dataDir.dump },
  // Only a data folder's holder file hands the token to scripts; PostgreSQL's scripts connect themselves.
  adminToken: handle.dataDir ? adminToken : undefined,
});

// Pending orders whose provider answer never came are settled in the background.
const reconcile = readReconcileSettings(process.env);
const stopReconciler =
  reconcile.intervalMs > 0
    ? startReconciler(
        { db: handle.db, providers, shopUrl: config.shopUrl },
        { ...reconcile, onError: (err) => app.log.error({ err }, 'reconciling pending orders failed') },
      )
    : () => {};

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Stop taking requests and let those in flight finish before the database goes away.
  const timer = setTimeout(() => {
    app.log.error('shutdown timed out');
    process.exit(1);
  }, 10_000);
  timer.unref();
  try {
    stopReconciler();
    await app.close();
    await handle.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void shutdown(signal));

await app.listen({ port: config.port, host: config.host });
// Scripts that find the folder locked (db:backup, users:admin) reach this process through the holder file.
const { port } = app.server.address() as { port: number };
const loopback = ['0.0.0.0', '::', 'localhost'].includes(config.host) ? '127.0.0.1' : config.host;
handle.dataDir?.lock.advertise({
  adminUrl: `http://${loopback.includes(':') ? `[${loopback}]` : loopback}:${port}`,
  adminToken,
});
