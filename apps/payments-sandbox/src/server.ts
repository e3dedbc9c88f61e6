// Entry point: the payments sandbox as its own process, on its own port and origin.
import { createSandboxServer } from './app';
import { readConfig } from './config';

const config = readConfig();
let server: ReturnType<typeof createSandboxServer>;
try {
  server = createSandboxServer(config);
} catch (error) {
  console.error(`fitkit payments sandbox: ${(error as Error).message}`);
  process.exit(1);
}
server.listen(config.port, config.host, () => {
  console.log(
    `fitkit payments sandbox on ${config.publicUrl} (card frame for ${config.shopOrigin}${config.faults ? ', fault switch on' : ''})`,
  );
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
