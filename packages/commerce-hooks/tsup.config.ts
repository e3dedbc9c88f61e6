import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'query/index': 'src/query/index.ts',
    'react/index': 'src/react/index.ts',
    'testing/index': 'src/testing/index.ts',
  },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2023',
  external: [/^react/, /^@tanstack\//, /^@fitkit\//],
});
