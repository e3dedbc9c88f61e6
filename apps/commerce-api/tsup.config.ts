import { defineConfig } from 'tsup';

// Two entries: the server, and the setup script that migrates and seeds before the first start.
export default defineConfig({
  entry: { server: 'src/server.ts', setup: 'src/setup.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node24',
  sourcemap: true,
  clean: true,
  splitting: true,
  dts: false,
});
