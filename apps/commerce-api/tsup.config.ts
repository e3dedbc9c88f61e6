import { defineConfig } from 'tsup';

// Entries: the server, the setup script that migrates and seeds before the first start, the ACES import and the
// data-folder backup and restore.
// @fitkit/fitment and @fitkit/commerce-hooks (the shared vocabulary, promo texts) are bundled from source, like the
// shop does, so no package build comes first.
export default defineConfig({
  entry: {
    server: 'src/server.ts',
    setup: 'src/setup.ts',
    'aces-import': 'src/aces-import.ts',
    backup: 'src/backup.ts',
    restore: 'src/restore.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node24',
  sourcemap: true,
  clean: true,
  splitting: true,
  dts: false,
  noExternal: [/^@fitkit\//],
  esbuildOptions(options) {
    options.conditions = ['@fitkit/source', 'module'];
  },
});
