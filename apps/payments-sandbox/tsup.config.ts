import { defineConfig } from 'tsup';

// The server (Node) and the two browser scripts it serves: the shop's mount script and the card frame's own.
export default defineConfig([
  {
    entry: { server: 'src/server.ts', index: 'src/index.ts' },
    format: ['esm'],
    platform: 'node',
    target: 'node24',
    sourcemap: true,
    clean: false,
    dts: false,
  },
  {
    entry: { 'browser/sandbox': 'src/browser/sandbox.ts', 'browser/card-frame': 'src/browser/card-frame.ts' },
    format: ['esm'],
    platform: 'browser',
    target: 'es2022',
    minify: true,
    // Each script is served on its own: no shared chunks.
    splitting: false,
    clean: false,
    dts: false,
  },
]);
