import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  // STOREFRONT_BUILD_DIR keeps a second build apart (the journey on the packages' dist, `pnpm test:e2e:dist`).
  buildDirectory: process.env.STOREFRONT_BUILD_DIR ?? 'build',
} satisfies Config;
