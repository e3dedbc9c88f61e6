import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';
import { imageRouteStandIn } from './placeholder-picture';

// Telemetry would wait on a network look-up that never answers on offline machines.
process.env.STORYBOOK_DISABLE_TELEMETRY = '1';

const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  // Stories run on package sources, like the unit tests, so no package needs building first.
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      resolve: { conditions: ['@fitkit/source', ...defaultClientConditions] },
      plugins: [imageRouteStandIn()],
    }),
};

export default config;
