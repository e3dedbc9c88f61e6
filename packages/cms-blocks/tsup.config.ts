import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    server: 'src/server.ts',
    'content-local': 'src/content/local/index.ts',
    sitewide: 'src/sitewide/index.ts',
  },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2023',
  // The local content source is node-only; keeping 'node:' makes that plain to bundlers.
  removeNodeProtocol: false,
  external: [/^react/, /^@tanstack\//, /^@fitkit\//, /^node:/],
});
