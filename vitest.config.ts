import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Tests run on package sources through the custom export condition, so no build is needed first.
const sourceConditions = {
  resolve: { conditions: ['@fitkit/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@fitkit/source', ...defaultServerConditions] } },
};

export default defineConfig({
  test: {
    projects: [
      {
        ...sourceConditions,
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'apps/storefront/app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        ...sourceConditions,
        test: {
          name: 'api',
          include: ['apps/commerce-api/src/**/*.test.ts'],
          environment: 'node',
          // One embedded database per process: the API suite shares it across files.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
