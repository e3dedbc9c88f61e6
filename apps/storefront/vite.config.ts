import { sep } from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

/** The root's small static imports, merged into one chunk (see `codeSplitting` below). */
const SHELL_MODULES = [
  'storefront/app/lib/promo-flash-cookie.ts',
  'storefront/app/lib/meta.ts',
  'storefront/app/lib/integration-requests.ts',
  'storefront/app/lib/integration-config.ts',
  'storefront/app/lib/shop.ts',
  'storefront/app/lib/deferred-hydration.tsx',
  'storefront/app/lib/overlay.ts',
  'storefront/app/lib/vehicle-dialog-loader.ts',
  'storefront/app/shop-routes.ts',
  'storefront/app/components/content-provider.tsx',
  'storefront/app/components/global-states/use-global-states.ts',
  'fitment/src/navigation.ts',
  'store/src/store.ts',
  'ui/src/header/phone.ts',
  'ui/src/header/header-context.ts',
  'ui/src/mini-cart/cart-item.ts',
  'ui/src/close-button/close-button.tsx',
  'ui/src/fitment-button/vehicle-icon.tsx',
  'ui/src/utils/cn.ts',
  'ui/src/general-messages/general-messages-store.ts',
  'ui/src/device-class/breakpoints.ts',
  'ui/src/provider/ui-provider.tsx',
  'ui/src/provider/shop-routes.ts',
  'cms-blocks/src/links/links.ts',
  'ui/src/icons/icons.tsx',
  // Not the root's, but in the first load of most pages and imported by the `cms` chunk below, which would
  // otherwise take them in (a group takes its modules' imports) and the product and checkout pages would load it.
  'fitment/src/requirements.ts',
  'ui/src/button/button.tsx',
].map((path) => path.replaceAll('/', sep));

/** Modules the CMS story imports that other pages and deferred parts import as well (see `cms-shared`). */
const CMS_SHARED_MODULES = [
  'cms-blocks/src/blocks/fitment-selector/vehicle-selects.ts',
  'storefront/app/lib/hydrated-queries.ts',
  'storefront/app/lib/use-vehicle-save.ts',
  'storefront/app/components/use-newsletter-sign-up.ts',
].map((path) => path.replaceAll('/', sep));

// The shop builds the workspace packages from source (the `@fitkit/source` export condition): one compile,
// one tree-shake, and no package build is needed before the dev server starts. FITKIT_PACKAGES=dist builds it on the
// packages' built `dist/` instead, as a host that installed them would (`pnpm test:e2e:dist` runs a journey on it).
const sourceCondition = process.env.FITKIT_PACKAGES === 'dist' ? [] : ['@fitkit/source'];

export default defineConfig({
  plugins: [reactRouter()],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // Storyblok's React SDK does not declare itself free of side effects, so its unused parts (the API
          // client hooks, the rich-text component we do not use) would stay in the bundle; it has none at import.
          treeshake: { moduleSideEffects: (id: string) => !/[\\/]@storyblok[\\/]react[\\/]/.test(id) },
          output: {
            codeSplitting: {
              // Every page loads all of React, React Router and TanStack Query. Left to the automatic chunking they
              // are cut along whatever our lazy chunks happen to import, and the pieces, gzipped apart, cost
              // ~2.7 KB more per page (bench/RESULTS.md).
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
                { name: 'react-router', test: /node_modules[\\/]react-router[\\/]/, priority: 1 },
                // TanStack Query: the root's client and every page's queries. The mutation hooks stay apart (only
                // pages that change the cart load them), and so does hydration (only pages whose loader prefetched).
                {
                  name: 'query',
                  test: (id: string) =>
                    /node_modules[\\/]@tanstack[\\/]/.test(id) &&
                    !/(mutationObserver|useMutation|hydration)\.js$/.test(id),
                },
                // The commerce hooks every page runs (keys, query options, hooks, provider, error type, the lazy
                // client's shell) in one chunk too, rather than in pieces cut along our lazy chunks' imports.
                {
                  name: 'commerce',
                  test: /[\\/]commerce-hooks[\\/]src[\\/](query[\\/](keys|queries)|react[\\/](hooks|provider)|client[\\/](errors|fitment-before|constants|lazy-client))\.tsx?$/,
                },
                // The small modules the root loads on every page, shop's and packages' alike: apart, each was a chunk
                // of 0.1–1 KB gzipped on its own, ~23 of them (bench/RESULTS.md). Only modules of the root's static
                // imports belong here: anything else would join every page's first load.
                { name: 'shell', test: (id: string) => SHELL_MODULES.some((path) => id.endsWith(path)) },
                // What a CMS story page (home, partner and CMS pages) loads first beyond the shell: the blocks' shared
                // parts, the story and the registry, one chunk rather than ~20 of 0.1–1.5 KB gzipped (bench/RESULTS.md).
                // `$initial` keeps the interactive blocks' lazy code out of it.
                // A module of the CMS story that other pages or deferred parts load too (the build pages' vehicle
                // selects, the footer's newsletter sign-up, the vehicle save) goes in a small chunk of its own, or
                // they would load the whole `cms` chunk for it.
                {
                  name: 'cms-shared',
                  test: (id: string) => CMS_SHARED_MODULES.some((path) => id.endsWith(path)),
                },
                {
                  name: 'cms',
                  tags: ['$initial'],
                  test: /[\\/](cms-blocks[\\/]src[\\/]|storefront[\\/]app[\\/]components[\\/](cms-story|shop-blocks)\.tsx$)/,
                },
              ],
            },
          },
        },
      },
    },
  },
  resolve: { conditions: [...sourceCondition, ...defaultClientConditions] },
  ssr: {
    resolve: { conditions: [...sourceCondition, ...defaultServerConditions] },
    noExternal: [/^@fitkit\//],
  },
  server: {
    proxy: {
      '/api/': { target: process.env.API_URL ?? 'http://127.0.0.1:3001', rewrite: (p) => p.slice(4) },
    },
  },
});
