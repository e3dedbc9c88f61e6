import { createLazyCommerceClient } from '@fitkit/commerce-hooks';
import { CommerceProvider } from '@fitkit/commerce-hooks/react';
import { describeVehicle, nameFitment } from '@fitkit/fitment';
import { UiProvider } from '@fitkit/ui/provider';
import uiStyles from '@fitkit/ui/styles.css?url';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { type CmsData, ContentProvider } from './components/content-provider';
import { ErrorPage, ErrorPageGuard } from './components/error-page';
import { GeneralMessagesBox } from './components/global-states/general-messages';
import { GlobalStates } from './components/global-states/global-states';
import { RouterLink } from './components/router-link';
import { ScrollRestore } from './components/scroll-restore';
import { SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';
import { afterIdle, loadDeferredParts } from './lib/deferred-hydration';
import { useShopperGeneralState } from './lib/general-state';
import { useNonce } from './lib/nonce';
import { useStartupRecommendations } from './lib/recommendations';
import type { ShopState } from './lib/shop';
import { useShopperStateFollowsRoot } from './lib/shopper-state';
import { commerceMiddleware } from './server/commerce.server';
import { config } from './server/config.server';
import { crossSiteMiddleware } from './server/cross-site.server';
import { documentCacheMiddleware } from './server/document-cache.server';
import { formBodyMiddleware } from './server/form-body.server';
import { integrationScripts, integrationsOffByShop } from './server/integrations.server';
import { pageKindMiddleware, tagPage } from './server/page-kind.server';
import { promoCodeMiddleware } from './server/promo-code.server';
import { shopperContext, shopperMiddleware, trailingSlashMiddleware } from './server/shopper.server';
import { loadShell, SHELL_PURGE_KEYS } from './server/sitewide.server';
import { cmsModeOf, timeTravelOf } from './server/story.server';
import { themeListingMiddleware } from './server/theme-listing.server';
import { channelStaticPath, SHOP_ROUTES } from './shop-routes';
import appStyles from './styles/app.css?url';

export const middleware: Route.MiddlewareFunction[] = [
  documentCacheMiddleware,
  pageKindMiddleware,
  trailingSlashMiddleware,
  crossSiteMiddleware,
  formBodyMiddleware,
  shopperMiddleware,
  commerceMiddleware,
  themeListingMiddleware,
  promoCodeMiddleware,
];

const INTEGRATION_SCRIPTS = integrationScripts();
const INTEGRATIONS_OFF = integrationsOffByShop();

export const links: Route.LinksFunction = () => [
  // A precedence puts the stylesheets, the only thing a first paint waits for, first in the head: before the
  // module preloads, which would otherwise take the phone's connection ahead of them (ARCHITECTURE.md).
  { rel: 'stylesheet', href: uiStyles, precedence: 'shop' },
  { rel: 'stylesheet', href: appStyles, precedence: 'shop' },
];

// The root loader carries only what every shopper with this URL and vehicle shares (ARCHITECTURE.md, "Public and
// private pages"): the vehicle from its cookie, the sitewide stories and the shop's configuration. The permId, cart
// and garage are read by the browser after paint (lib/shopper-state.ts).
export async function loader({ context, request }: Route.LoaderArgs) {
  const { saved } = context.get(shopperContext);
  tagPage(context, ...SHELL_PURGE_KEYS);
  const state: ShopState = {
    fitment: saved?.fitment ?? null,
    vehicle: saved ? describeVehicle(nameFitment(saved.fitment, saved.names)) : null,
  };
  const mode = await cmsModeOf(request);
  const shell = await loadShell(mode, timeTravelOf(request));
  const cmsData: CmsData = { mode };
  return {
    ...state,
    shell,
    cms: cmsData,
    site: config.siteId,
    apiBase: config.browserApiBase,
    // Shop configuration, the same for every shopper: which integrations have a script, and where.
    integrationScripts: INTEGRATION_SCRIPTS,
    integrationsOff: INTEGRATIONS_OFF,
    // Whether the login modal offers the hosted sign-in service (SPEC §6), the same for every shopper.
    hostedSignIn: config.hostedSignIn,
    // The share of page loads that report field vitals, the same for every shopper.
    vitalsSampleRate: config.vitalsSampleRate,
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  // Once the shell has hydrated, the deferred parts fetch their code; the document is marked once React owns it
  // and every deferred part on it has hydrated (or failed to load), error pages included: journeys wait for it
  // before acting, as a change made to a part's server HTML before it hydrates is lost. For bench/first-paint.mjs
  // and the browser's profiler, `fitkit:hydrated` times the shell's hydration, `fitkit:parts-hydrated` the parts'.
  useEffect(() => {
    performance.mark('fitkit:hydrated');
    void loadDeferredParts().then(() => {
      performance.mark('fitkit:parts-hydrated');
      document.documentElement.setAttribute('data-hydrated', '');
    });
  }, []);
  const nonce = useNonce();
  const root = useRouteLoaderData<typeof loader>('root');
  const channelId = root?.shell.theme.channelId;
  const apiBase = root?.apiBase;
  const sampleRate = root?.vitalsSampleRate ?? 0;
  // A sampled page load (rate 0–1, drawn once) fetches the field-vitals reporter when the browser is idle after
  // hydration: nothing of it is in the first load.
  useEffect(() => {
    if (!apiBase || !(Math.random() < sampleRate)) return;
    return afterIdle(() => import('./lib/report-vitals').then((m) => m.reportVitals(apiBase)));
  }, [apiBase, sampleRate]);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {channelId ? (
          <link rel="icon" href={channelStaticPath(channelId, 'favicon.svg')} type="image/svg+xml" />
        ) : null}
      </head>
      <body>
        {children}
        <ScrollRestore />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** True on checkout-style pages (a route handle with `simple: true`): simple mode hides the mini cart. */
function useSimpleMode(): boolean {
  return useMatches().some((match) => (match.handle as { simple?: boolean } | undefined)?.simple === true);
}

/**
 * The shell's startup work after paint: the startup recommendations, the shopper's state and its globalId. Each
 * answer updates the queries these hooks read, so they live in a part that renders nothing: an answer re-renders
 * this alone, not the header, footer and global states around the page.
 */
function ShellStartup() {
  useStartupRecommendations();
  useShopperStateFollowsRoot();
  // SPEC §7 "Set the globalId": asked once the shopper's state (read after paint) names a permId.
  useShopperGeneralState();
  return null;
}

function Shell({ children, is404 = false }: { children: React.ReactNode; is404?: boolean }) {
  const simple = useSimpleMode();
  // Loading and offline bars, toasts, general messages, integrations, overlays by `mod` (SPEC §4).
  return (
    <GlobalStates is404={is404}>
      <ShellStartup />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader simple={simple} />
      <main id="main">
        <GeneralMessagesBox />
        {children}
      </main>
      <SiteFooter simple={simple} />
    </GlobalStates>
  );
}

type RootData = Awaited<ReturnType<typeof loader>>;

/** Server state, the commerce client and the UI's link and image plumbing for everything below. */
function Providers({ data, children }: { data: RootData; children: React.ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } }),
  );
  // The client's code loads with its first call: pages render from the queries their loaders dehydrated (see
  // CmsStory) and the cart badge from the shopper's state after paint.
  const [client] = useState(() => createLazyCommerceClient({ baseUrl: data.apiBase, site: data.site }));
  return (
    <QueryClientProvider client={queryClient}>
      <CommerceProvider client={client}>
        <UiProvider link={RouterLink} assetBase="/api" routes={SHOP_ROUTES}>
          <ContentProvider cms={data.cms} phone={data.shell.theme.phone}>
            {children}
          </ContentProvider>
        </UiProvider>
      </CommerceProvider>
    </QueryClientProvider>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <Providers data={loaderData}>
      <Shell>
        <Outlet />
      </Shell>
    </Providers>
  );
}

/** The 404 page of SPEC §2, or 'Internal Error' with the message; both are noindex. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<typeof loader>('root');
  const page = <ErrorPage error={error} />;
  // If the error page (or the shell around it) fails too, the guard still shows a way home (SPEC §8).
  return (
    <ErrorPageGuard>
      {root ? (
        <Providers data={root}>
          <Shell is404={isRouteErrorResponse(error) && error.status === 404}>{page}</Shell>
        </Providers>
      ) : (
        <main id="main">{page}</main>
      )}
    </ErrorPageGuard>
  );
}
