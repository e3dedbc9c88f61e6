import { buildApp } from './app';
import { readConfig } from './config';
import { configuredTarget, openPreparedDatabase } from './db/setup';

const config = readConfig();
const { handle } = await openPreparedDatabase(configuredTarget());
const app = await buildApp({
  db: handle.db,
  shopUrl: config.shopUrl,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
});

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
