import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  // STOREFRONT_BUILD_DIR keeps a second build apart, beside `build` (the server finds `content/` from there):
  // `pnpm test:e2e:dist` builds the shop on the packages' dist into `dist`.
  buildDirectory: process.env.STOREFRONT_BUILD_DIR ?? 'build',
} satisfies Config;
