import { defineConfig } from 'tsup';

// Entries: the server, the setup script that migrates and seeds before the first start, the ACES import and the
// data-folder backup.
export default defineConfig({
  entry: {
    server: 'src/server.ts',
    setup: 'src/setup.ts',
    'aces-import': 'src/aces-import.ts',
    backup: 'src/backup.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node24',
  sourcemap: true,
  clean: true,
  splitting: true,
  dts: false,
});
