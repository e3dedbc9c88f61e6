import { reactRouter } from '@react-router/dev/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

// The shop builds the workspace packages from source (the `@fitkit/source` export condition): one compile,
// one tree-shake, and no package build is needed before the dev server starts.
export default defineConfig({
  plugins: [reactRouter()],
  resolve: { conditions: ['@fitkit/source', ...defaultClientConditions] },
  ssr: {
    resolve: { conditions: ['@fitkit/source', ...defaultServerConditions] },
    noExternal: [/^@fitkit\//],
  },
  server: {
    proxy: {
      '/api/': { target: process.env.API_URL ?? 'http://127.0.0.1:3001', rewrite: (p) => p.slice(4) },
    },
  },
});
