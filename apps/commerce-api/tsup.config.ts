import { defineConfig } from 'tsup';

// Entries: the server, the setup script that migrates and seeds before the first start, and the ACES import.
export default defineConfig({
  entry: { server: 'src/server.ts', setup: 'src/setup.ts', 'aces-import': 'src/aces-import.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node24',
  sourcemap: true,
  clean: true,
  splitting: true,
  dts: false,
});
