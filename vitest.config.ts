import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

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
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/storefront/app/**/*.test.{ts,tsx}',
            'apps/payments-sandbox/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        ...sourceConditions,
        test: {
          name: 'api',
          include: ['apps/commerce-api/src/**/*.test.ts'],
          environment: 'node',
          // One embedded database per process: the API suite shares it across files, so files run one after
          // another in one worker without module isolation (src/app.test.helper.ts keeps the instance).
          fileParallelism: false,
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        ...sourceConditions,
        // Every story is a test: it renders in Chromium, runs its play function and must pass axe.
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
                args: [
                  '--no-sandbox',
                  '--headless',
                  '--disable-gpu',
                  '--disable-quic',
                  '--no-first-run',
                  '--disable-background-networking',
                  '--disable-component-update',
                  '--disable-sync',
                ],
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
