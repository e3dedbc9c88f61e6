import { sep } from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

/** A group's test: the module is one of `paths` (a path ending in `/` names every module of that folder). */
function inModules(paths: string[]) {
  const ids = paths.map((path) => path.replaceAll('/', sep));
  return (id: string) => ids.some((path) => (path.endsWith(sep) ? id.includes(path) : id.endsWith(path)));
}

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
  'storefront/app/lib/shopper-state.ts',
  'storefront/app/lib/recommendations.ts',
  'storefront/app/lib/last-added.ts',
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
  'ui/src/toast/notification-store.ts',
  // Not the root's, but in the first load of most pages and imported by the `cms` chunk below, which would
  // otherwise take them in (a group takes its modules' imports) and the product and checkout pages would load it.
  'fitment/src/requirements.ts',
  'ui/src/button/button.tsx',
  // A few hundred bytes each that many routes load (every public page's head; the cart's, checkout's and order
  // pages' form helpers): a file of their own on those pages costs more than the bytes the other pages carry unused.
  'storefront/app/lib/head.ts',
  'ui/src/utils/action-form.tsx',
  'ui/src/utils/use-hydrated.ts',
  // The drill-down selects' state machine and texts: the product's drills load them, and so do the vehicle selects
  // (`vehicle-selects`), which would otherwise take them in and the product page would load that family for them.
  'store/src/machine.ts',
  'ui/src/vehicle-selector-fields/messages.ts',
];

const CATALOGUE_MODULES = [
  'ui/src/product-card/product-card.tsx',
  'ui/src/fit-badge/fit-badge.tsx',
  'ui/src/fit-badge/fit-status.ts',
  'ui/src/quantity-selector/quantity-selector.tsx',
  'ui/src/quantity-selector/quantity-options.ts',
  'ui/src/sort-select/sort-options.ts',
  'storefront/app/components/wishlist-heart-slot.tsx',
  'storefront/app/components/recommendations.tsx',
  'storefront/app/lib/breadcrumbs.ts',
  'storefront/app/lib/fitment-needs.ts',
];

/**
 * Small modules shared by a family of pages, one chunk per family (see `codeSplitting` below). A family's chunk may
 * import another's, never the CMS story's, and a module the first load of a page outside the family needs (a price on
 * the account page, a form field in the footer's sign-up) must not sit in it, or that page loads the whole family.
 */
const FAMILIES: Record<string, string[]> = {
  // Prices: listings, product, cart, checkout, account and order pages, the mini cart, search suggestions.
  price: ['ui/src/price/format-money.ts', 'ui/src/price/price.tsx'],
  // The product-card family: listings, product and cart.
  catalogue: CATALOGUE_MODULES,
  // What changes the cart (its mutations, a line's row, the lines list): the cart page, Add to Cart, the mini cart.
  'cart-lines': [
    'commerce-hooks/src/query/cart-updates.ts',
    'commerce-hooks/src/react/cart-mutations.ts',
    'ui/src/mini-cart/cart-item-row.tsx',
    'ui/src/cart-lines/line-list.tsx',
  ],
  // The form kit: fields, validation, messages; the account, checkout and order pages and the sign-up forms.
  forms: ['ui/src/forms/', 'ui/src/utils/use-focus-on-change.ts', 'storefront/app/lib/csrf-field.ts'],
  // The checkout steps' sidebar and summary (the receipt shows the summary too).
  checkout: [
    'storefront/app/components/checkout-sidebar.tsx',
    'ui/src/gift-card-form/gift-card-form.tsx',
    'ui/src/promo-code-form/promo-code-form.tsx',
    'ui/src/promo-code-form/promo-outcome.ts',
    'commerce-hooks/src/promo-texts.ts',
    'ui/src/order-summary/order-summary.tsx',
    'ui/src/order-summary/order-summary-data.ts',
    'ui/src/shipping-methods/shipping-price.ts',
    'storefront/app/lib/payment-attempt.ts',
  ],
  // An address, its form and the address book: the address step, the receipt and the account's addresses.
  address: [
    'ui/src/address-form/address-form.tsx',
    'ui/src/address-form/contact-address.tsx',
    'ui/src/address-form/contact.ts',
    'storefront/app/lib/account-forms.ts',
    'ui/src/address-book/address-book.tsx',
  ],
  // The account pages' forms (and the sign-in dialog's).
  'account-forms': [
    'ui/src/account-form/account-form.tsx',
    'storefront/app/components/account-form-page.tsx',
    'storefront/app/components/hosted-sign-in-form.tsx',
  ],
  // An order's dates and states: the account, order status, tracking and receipt pages.
  orders: ['ui/src/order-status/order-dates.ts', 'ui/src/order-status/order-states.ts'],
  // Year / make / model selects: the build pages, the listing's vehicle bar, the vehicle dialog, the CMS selector.
  'vehicle-selects': [
    'fitment/src/cascade/',
    'commerce-hooks/src/query/fitment-loader.ts',
    'commerce-hooks/src/react/fitment-loader.ts',
    'fitment/src/react/use-fitment-cascade.ts',
    'ui/src/vehicle-selector-fields/vehicle-selector-fields.tsx',
  ],
  // The build pages' cards and vehicle fields.
  'build-cards': [
    'ui/src/build-card/build-card.tsx',
    'ui/src/build-status-badge/build-status-badge.tsx',
    'storefront/app/components/build-vehicle-fields.tsx',
  ],
};

/**
 * The shell's deferred parts (see ARCHITECTURE.md "What a page loads first"): every page fetches their code together
 * as soon as the shell has hydrated — the header's search, menu, account link and cart, the footer, the toasts and
 * the overlay host. One chunk rather than ~13 of 0.5–3 KB.
 */
const SHELL_PARTS_MODULES = [
  'ui/src/search-bar/',
  'ui/src/navbar/',
  'ui/src/header-cart/',
  'ui/src/footer/',
  'ui/src/toast/',
  'storefront/app/components/site-search.tsx',
  'storefront/app/components/site-account-link.tsx',
  'storefront/app/components/login-overlay-choice.ts',
  'storefront/app/components/site-footer-content.tsx',
  'storefront/app/components/global-states/overlay-host.tsx',
  'commerce-hooks/src/react/account-session.ts',
];

/**
 * Modules of the shell's deferred parts that a page loads first as well (the newsletter page's sign-up form, the
 * integrations' test pages), one small chunk each beside `shell-parts`, or those pages would load all of it.
 */
const SHELL_PARTS_SHARED: Record<string, string[]> = {
  newsletter: ['ui/src/newsletter-form/'],
  integrations: ['storefront/app/lib/integrations.ts', 'storefront/app/lib/consent.ts'],
};

/** The message boxes and the offline bar: prefetched together at idle (`lazy-parts.tsx`), one chunk. */
const MESSAGE_BOX_MODULES = [
  'ui/src/general-messages/general-messages.tsx',
  'ui/src/general-messages/index.ts',
  'ui/src/offline-bar/',
];

/** Modules the CMS story imports that other pages and deferred parts import as well (see `cms-shared`). */
const CMS_SHARED_MODULES = [
  'cms-blocks/src/blocks/fitment-selector/vehicle-selects.ts',
  'storefront/app/lib/hydrated-queries.ts',
  'storefront/app/lib/use-vehicle-save.ts',
  'storefront/app/components/use-newsletter-sign-up.ts',
];

// The shop builds the workspace packages from source (the `@fitkit/source` export condition): one compile,
// one tree-shake, and no package build is needed before the dev server starts. FITKIT_PACKAGES=dist builds it on the
// packages' built `dist/` instead, as a host that installed them would (`pnpm test:e2e:dist` runs a journey on it).
const sourceCondition = process.env.FITKIT_PACKAGES === 'dist' ? [] : ['@fitkit/source'];

export default defineConfig({
  plugins: [reactRouter()],
  environments: {
    client: {
      build: {
        // No module-preload helper around our dynamic imports: it inserted a <link rel="modulepreload"> per dependency
        // of each lazy chunk, and the deferred parts' loads right after hydration spent ~40 ms of one main-thread
        // task (a phone's ×4) inserting them. A lazy chunk's own imports are now found by the browser when the chunk
        // arrives: one round trip more for code that loads after the first paint (ARCHITECTURE.md).
        modulePreload: false,
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
                { name: 'shell', test: inModules(SHELL_MODULES) },
                // What a CMS story page (home, partner and CMS pages) loads first beyond the shell: the blocks' shared
                // parts, the story and the registry, one chunk rather than ~20 of 0.1–1.5 KB gzipped (bench/RESULTS.md).
                // `$initial` keeps the interactive blocks' lazy code out of it.
                // A module of the CMS story that other pages or deferred parts load too (the build pages' vehicle
                // selects, the footer's newsletter sign-up, the vehicle save) goes in a small chunk of its own, or
                // they would load the whole `cms` chunk for it.
                { name: 'cms-shared', test: inModules(CMS_SHARED_MODULES) },
                // The mutation hooks on their own (the cart's family and the wishlist hearts load them), so that
                // neither family's chunk takes them in and the other loads that family for them.
                {
                  name: 'mutation',
                  test: /node_modules[\\/]@tanstack[\\/].*(mutationObserver|useMutation)\.js$/,
                },
                // The page families' small shared modules (`FAMILIES`): the product card's parts, the cart's, the
                // forms', checkout's… one chunk per family rather than ~40 of 0.1–1 KB gzipped (bench/RESULTS.md).
                ...Object.entries(FAMILIES).map(([name, paths]) => ({ name, test: inModules(paths) })),
                {
                  name: 'cms',
                  tags: ['$initial'],
                  test: /[\\/](cms-blocks[\\/]src[\\/]|storefront[\\/]app[\\/]components[\\/](cms-story|shop-blocks)\.tsx$)/,
                },
                // Last, so that the modules above stay in their chunks rather than join this one (a group takes in
                // what its modules import, unless an earlier group has them).
                ...Object.entries(SHELL_PARTS_SHARED).map(([name, paths]) => ({
                  name,
                  test: inModules(paths),
                })),
                { name: 'shell-parts', test: inModules(SHELL_PARTS_MODULES) },
                { name: 'message-boxes', test: inModules(MESSAGE_BOX_MODULES) },
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
