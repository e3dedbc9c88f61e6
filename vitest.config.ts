import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import {
  BASELINE_DIR,
  COMPARATOR_OPTIONS,
  DIFF_DIR,
  PICTURE_VIEWPORT,
} from './.storybook/screenshot-rules.ts';
import { CHROMIUM_FLAGS, chromiumPath } from './scripts/chromium.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Tests run on package sources through the custom export condition, so no build is needed first.
const sourceConditions = {
  resolve: { conditions: ['@fitkit/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@fitkit/source', ...defaultServerConditions] } },
};

// Stories and the screenshot comparison run in Debian's Chromium, headless, offline, in one zone and language (a
// fresh object for each project: Vitest fills it in).
const chromiumWithScreenshots = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    // Same zone and language on every machine, so dates and numbers draw the same pictures.
    contextOptions: { timezoneId: 'UTC', locale: 'en-US' },
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--headless',
        ...CHROMIUM_FLAGS,
        // No network: only the test server answers, so no picture ever comes from elsewhere.
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost',
        // Text drawn the same on every machine with this Chromium, whatever the host's font settings.
        '--font-render-hinting=none',
      ],
    },
  }),
  instances: [{ browser: 'chromium' as const }],
  expect: {
    toMatchScreenshot: {
      comparatorName: 'pixelmatch' as const,
      comparatorOptions: COMPARATOR_OPTIONS,
      resolveScreenshotPath: ({ arg, ext, root }: { arg: string; ext: string; root: string }) =>
        path.join(root, BASELINE_DIR, `${arg}${ext}`),
      resolveDiffPath: ({ arg, ext, root }: { arg: string; ext: string; root: string }) =>
        path.join(root, DIFF_DIR, `${arg}${ext}`),
    },
  },
});

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
        // Every story is a test: it renders in Chromium, runs its play function, must pass axe and must look like its
        // committed screenshots (.storybook/vitest.setup.ts; `pnpm test:screenshots:accept` takes new ones).
        // Stories render at the desktop picture's size from the start (not Storybook's test default of 1200 × 900).
        plugins: [
          storybookTest({
            configDir: path.join(dirname, '.storybook'),
            initialGlobals: { viewport: { value: PICTURE_VIEWPORT, isRotated: false } },
          }),
        ],
        test: {
          name: 'storybook',
          setupFiles: ['.storybook/vitest.setup.ts'],
          globalSetup: ['.storybook/screenshot-global-setup.ts'],
          browser: chromiumWithScreenshots(),
        },
      },
      {
        // The screenshot comparison itself (the Storybook plugin takes only stories, so it has its own project).
        test: {
          name: 'screenshots',
          include: ['.storybook/*.test.ts'],
          browser: chromiumWithScreenshots(),
        },
      },
    ],
  },
});
